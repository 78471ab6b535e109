import type { BlockOf } from "../types";

export const whyChooseFixture: BlockOf<"whyChoose"> = {
  _key: "why-fixture",
  _type: "whyChoose",
  title: "Why choose us?",
  body: [
    {
      _key: "p1",
      _type: "block",
      style: "normal",
      markDefs: [],
      children: [{ _key: "s1", _type: "span", text: "We only place content on sites real people read.", marks: [] }],
    },
    {
      _key: "p2",
      _type: "block",
      style: "normal",
      listItem: "bullet",
      level: 1,
      markDefs: [],
      children: [{ _key: "s2", _type: "span", text: "Native-speaking outreach teams", marks: ["strong"] }],
    },
  ],
};
