import type { BlockOf } from "../types";

export const textSectionFixture: BlockOf<"textSection"> = {
  _key: "text-fixture",
  _type: "textSection",
  heading: "Who We Are",
  anchor: "who-we-are",
  image: null,
  body: [
    {
      _key: "p1",
      _type: "block",
      style: "normal",
      markDefs: [{ _key: "l1", _type: "link", href: "/services" }],
      children: [
        { _key: "s1", _type: "span", text: "We have helped ", marks: [] },
        {
          _key: "c1",
          _type: "claimReference",
          claim: { _ref: "claim-clients", _type: "reference" },
          wording: "over 3,000 clients",
        },
        { _key: "s2", _type: "span", text: " grow. See our ", marks: [] },
        { _key: "s3", _type: "span", text: "services", marks: ["l1"] },
        { _key: "s4", _type: "span", text: ".", marks: [] },
      ],
    },
  ],
};
