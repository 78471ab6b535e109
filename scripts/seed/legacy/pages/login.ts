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
    {
      // Shown instead of the sign-in, with the agency's contact details, where the site has no client portal connected.
      anchor: "without-sign-in",
      paragraphs: [
        "The client portal is not open on this site yet. Until it is, your account manager keeps you up to date on every order, and will gladly answer any question about one: write to us or call us.",
      ],
    },
  ],
};

export default login;
