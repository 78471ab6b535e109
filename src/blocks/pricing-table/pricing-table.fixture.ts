import type { BlockOf } from "../types";

const item = (key: string, label: string, value: { included?: boolean; count?: number; text?: string }) => ({
  _key: key,
  label,
  included: value.included ?? null,
  count: value.count ?? null,
  text: value.text ?? null,
});

export const pricingTableFixture: BlockOf<"pricingTable"> = {
  _key: "table-fixture",
  _type: "pricingTable",
  title: "Compare packages",
  intro: null,
  anchor: null,
  packages: [
    {
      _id: "p1",
      name: "Package 1",
      per: "per month",
      price: null,
      priceText: "Tailored quote",
      orderUrl: null,
      actionLabel: null,
      itemGroups: [
        {
          _key: "g1",
          title: "On-page Elements",
          items: [item("a", "Keywords", { count: 4 }), item("b", "Image alt text", { included: false })],
        },
        { _key: "g2", title: "Off-page Elements", items: [item("c", "PR links", { count: 0 })] },
      ],
    },
    {
      _id: "p2",
      name: "Package 2",
      per: "per month",
      price: { gbp: 1495, usd: 1995 },
      priceText: null,
      orderUrl: "/create",
      actionLabel: null,
      itemGroups: [
        {
          _key: "h1",
          title: "On-page Elements",
          items: [item("d", "Image alt text", { included: true }), item("e", "Keywords", { count: 1000 })],
        },
        { _key: "h2", title: "Off-page Elements", items: [item("f", "PR links", { text: "On request" })] },
      ],
    },
  ],
};
