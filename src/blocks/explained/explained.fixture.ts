import type { BlockOf } from "../types";

export const explainedFixture: BlockOf<"explained"> = {
  _key: "explained-fixture",
  _type: "explained",
  title: "SEO packages explained",
  body: [
    {
      _key: "p1",
      _type: "block",
      style: "normal",
      markDefs: [],
      children: [{ _key: "s1", _type: "span", text: "Each month covers on-page work, content and outreach.", marks: [] }],
    },
  ],
};
