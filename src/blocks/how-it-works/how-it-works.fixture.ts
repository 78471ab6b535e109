import type { BlockOf } from "../types";

export const howItWorksFixture: BlockOf<"howItWorks"> = {
  _key: "how-fixture",
  _type: "howItWorks",
  title: "How does it Work?",
  intro: null,
  steps: [
    { _key: "s1", title: "Tell us your targets", description: "Share the pages you want to rank and the markets you sell in." },
    { _key: "s2", title: "We find the right sites", description: "Our team shortlists relevant publishers by topic and traffic." },
    { _key: "s3", title: "Your links go live", description: "Each placement is reported with its live address." },
  ],
};
