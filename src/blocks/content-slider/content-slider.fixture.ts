import type { BlockOf } from "../types";

/** product.md §2/§9: words 250-2000 (default 500), articles 1-200 (default 10); basic and pro per word. */
export const contentSliderFixture: BlockOf<"contentSlider"> = {
  _key: "slider",
  _type: "contentSlider",
  title: "Choose your words and articles",
  intro: null,
  anchor: null,
  wordChoices: [250, 500, 750, 1000, 1500, 2000],
  defaultWords: 500,
  maxArticles: 200,
  defaultArticles: 10,
  fromDays: 3,
  turnaroundServiceId: "service-fixture",
  packages: [
    {
      _id: "basic",
      name: "Basic",
      per: "per word",
      price: { gbp: 0.05, usd: 0.06 },
      features: ["Original copy"],
      isMostPopular: false,
      actionLabel: null,
      priceText: null,
    },
    {
      _id: "pro",
      name: "Pro",
      per: "per word",
      price: { gbp: 0.1, usd: 0.12 },
      features: ["A senior writer"],
      isMostPopular: true,
      actionLabel: null,
      priceText: null,
    },
  ],
};
