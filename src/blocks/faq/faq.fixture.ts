import { plainText } from "../shared/plain-text.fixture";
import type { BlockOf } from "../types";

export const faqFixture: BlockOf<"faq"> = {
  _key: "faq-fixture",
  _type: "faq",
  title: "Frequently asked questions",
  items: [
    {
      _key: "q1",
      question: "How long does a campaign take?",
      answer: plainText("a1", "Most placements go live within two to three weeks."),
    },
    {
      _key: "q2",
      question: "Can I approve sites first?",
      answer: plainText("a2", "Yes, approval of sites and content is optional."),
    },
  ],
};
