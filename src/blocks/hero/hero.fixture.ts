import type { BlockOf } from "../types";

export const heroFixture: BlockOf<"hero"> = {
  _key: "hero-fixture",
  _type: "hero",
  heading: "International SEO",
  subheading: "Creative Content & Publishing Services",
  intro: [
    {
      _key: "i1",
      _type: "block",
      style: "normal",
      markDefs: [],
      children: [
        { _key: "i1s", _type: "span", text: "Outreach, content and campaigns for brands that sell across borders.", marks: [] },
      ],
    },
  ],
  graphic: null,
  actions: [
    { _key: "a1", label: "View services", href: "/services" },
    { _key: "a2", label: "Get in touch", href: "/get-in-touch" },
  ],
  memberAction: { label: "View Dashboard", href: "/client-dashboard" },
};
