import type { BlockOf } from "../types";

export const packageCardsFixture: BlockOf<"packageCards"> = {
  _key: "packages-fixture",
  _type: "packageCards",
  title: "Packages",
  intro: null,
  anchor: null,
  turnaround: "plus",
  turnaroundDays: 10,
  turnaroundServiceId: "service-fixture",
  packages: [
    {
      _id: "p20",
      name: "DA20+",
      per: "per placement",
      price: { gbp: 60, usd: 85 },
      priceText: null,
      features: ["A 500-word article written for the placement"],
      isMostPopular: false,
      actionLabel: null,
      bulkDiscounts: [{ _key: "b1", label: "25+ placements", price: { gbp: 55, usd: 78 } }],
    },
    {
      _id: "p30",
      name: "DA30+",
      per: "per placement",
      price: { gbp: 1080, usd: 1450.5 },
      priceText: null,
      features: null,
      isMostPopular: true,
      actionLabel: "Ask about DA30+",
      bulkDiscounts: null,
    },
  ],
};
