import { plainText } from "../shared/plain-text.fixture";
import type { BlockOf } from "../types";

export const howItWorksFixture: BlockOf<"howItWorks"> = {
  _key: "how-fixture",
  _type: "howItWorks",
  title: "How does it work?",
  intro: null,
  steps: [
    {
      _key: "s1",
      title: "Tell us your targets",
      description: plainText("s1d", "Share the pages you want to rank and the markets you sell in."),
    },
    {
      _key: "s2",
      title: "We find the right sites",
      description: plainText("s2d", "Our team shortlists relevant publishers by topic and traffic."),
    },
    {
      _key: "s3",
      title: "Your links go live",
      description: plainText("s3d", "Each placement is reported with its live address."),
    },
  ],
};
