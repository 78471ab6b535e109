import type { BlockOf } from "../types";

const answer = (key: string, text: string) => [
  { _key: key, _type: "block" as const, style: "normal" as const, markDefs: [], children: [{ _key: `${key}-s`, _type: "span" as const, text, marks: [] }] },
];

export const faqFixture: BlockOf<"faq"> = {
  _key: "faq-fixture",
  _type: "faq",
  title: "Frequently asked questions",
  items: [
    { _key: "q1", question: "How long does a campaign take?", answer: answer("a1", "Most placements go live within two to three weeks.") },
    { _key: "q2", question: "Can I approve sites first?", answer: answer("a2", "Yes, approval of sites and content is optional.") },
  ],
};
