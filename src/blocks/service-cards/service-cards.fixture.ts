import type { BlockOf } from "../types";

export const serviceCardsFixture: BlockOf<"serviceCards"> = {
  _key: "cards-fixture",
  _type: "serviceCards",
  title: "Our services",
  intro: null,
  showFilter: true,
  cardHeadings: null,
  services: [
    {
      _id: "s1",
      title: "Blogger Outreach",
      alias: "Placements on real blogs",
      bullet: "Links from relevant blogs.",
      path: "/services/blogger-outreach",
      icon: null,
      hasPackages: true,
    },
    {
      _id: "s2",
      title: "Digital PR",
      alias: "Pay on results",
      bullet: "Coverage that earns links.",
      path: "/services/digital-pr",
      icon: null,
      hasPackages: false,
    },
  ],
};
