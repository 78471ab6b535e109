import { plainText } from "../shared/plain-text.fixture";
import type { BlockOf } from "../types";

export const tabsFixture: BlockOf<"tabs"> = {
  _key: "tabs",
  _type: "tabs",
  title: null,
  panels: [
    {
      _key: "how",
      title: "How does it work?",
      blocks: [
        {
          _key: "how-block",
          _type: "howItWorks",
          title: "How does it work?",
          intro: null,
          steps: [{ _key: "s1", title: "Tell us your goals", description: plainText("s1d", "Share your pages and markets.") }],
        },
      ],
    },
    {
      _key: "why",
      title: "Why choose",
      blocks: [
        {
          _key: "why-block",
          _type: "textSection",
          heading: "Why choose us?",
          anchor: "examples",
          image: null,
          body: plainText("why", "Real outreach, one site at a time."),
        },
      ],
    },
  ],
};
