import type { LegacyPage } from "../types";

const login: LegacyPage = {
  path: "/login",
  title: "Client Login",
  meta: {
    title: "Client Login",
    description:
      "Sign in to Outreach Lab to follow orders in the private client portal or, if you resell our services, to manage them in the agency portal.",
  },
  sections: [
    {
      paragraphs: [
        "Sign in to your private client portal to follow your orders, or to the private agency portal if you resell our services under your own brand.",
      ],
    },
  ],
};

export default login;
