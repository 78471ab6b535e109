/**
 * Every package and price the agency sells, from spec section 9, stated once. Services import the
 * packages they sell; the migration turns each into one `pricePackage` document that every page
 * showing it references.
 *
 * Readings chosen where the spec disagrees are recorded in docs/decisions/0002-one-reading-per-figure.md.
 */
import type { LegacyPackage } from "./types";

const placement = (GBP: number, USD: number) => ({ GBP, USD });

/** Blogger outreach, per placement, for 1 / 25+ / 50+ placements (the spec's table). */
export const bloggerOutreachPackages: LegacyPackage[] = [
  {
    key: "blogger-outreach-da20",
    id: "da20",
    name: "DA20+",
    per: "Per Placement",
    price: placement(60, 85),
    feature: ["A 500-word article written for the placement", "Average Ahrefs DR 20", "Relevant, real blogs in your niche"],
    bulkDiscount: [
      { label: "25+ placements", price: placement(55, 78) },
      { label: "50+ placements", price: placement(50, 70) },
    ],
  },
  {
    key: "blogger-outreach-da30",
    id: "da30",
    name: "DA30+",
    per: "Per Placement",
    price: placement(80, 110),
    feature: ["A 500-word article written for the placement", "Average Ahrefs DR 30", "Relevant, real blogs in your niche"],
    // The spec flags one package as most popular without naming it; DA30+ is the middle tier.
    isMostPopular: true,
    isShowCurrencySwitcher: true,
    bulkDiscount: [
      { label: "25+ placements", price: placement(75, 105) },
      { label: "50+ placements", price: placement(70, 100) },
    ],
  },
  {
    key: "blogger-outreach-da40",
    id: "da40",
    name: "DA40+",
    per: "Per Placement",
    price: placement(165, 210),
    feature: ["A 500-word article written for the placement", "Average Ahrefs DR 40", "Relevant, real blogs in your niche"],
    bulkDiscount: [
      { label: "25+ placements", price: placement(160, 205) },
      { label: "50+ placements", price: placement(155, 200) },
    ],
  },
  {
    key: "blogger-outreach-da50",
    id: "da50",
    name: "DA50+",
    per: "Per Placement",
    price: placement(250, 320),
    feature: ["A 500-word article written for the placement", "Average Ahrefs DR 50+", "Relevant, real blogs in your niche"],
    bulkDiscount: [
      { label: "25+ placements", price: placement(245, 315) },
      { label: "50+ placements", price: placement(240, 310) },
    ],
  },
];

/**
 * SEO packages 1-4, which the spec also gives as the full-service (digital marketing) packages:
 * one table, so both services reference these same four documents. The spec states keywords only
 * as a range (4 to 20); the steps between are our reading (decision 0002). It states no prices,
 * so each package is quoted.
 */
const seoPackage = (
  n: 1 | 2 | 3 | 4,
  keywords: number,
  offPage: [placements: number, tier2: number, social: number, pr: number],
): LegacyPackage => ({
  key: `seo-package-${n}`,
  name: `Package ${n}`,
  price: "Tailored quote",
  items: {
    "On-page Elements": {
      Keywords: keywords,
      "Strategy and month one in the first 30 days": true,
      "Image alt text": n >= 2,
      "Blog article": n >= 3,
      "Landing page": n === 4,
    },
    "Digital Marketing Elements": {
      "Link profile review": n >= 2,
      "Analytics review": n >= 2,
    },
    "Off-page Elements": {
      "Link content creation and high-quality placements": offPage[0],
      "Tier 2 links": offPage[1],
      "Social signals": offPage[2],
      "PR links": offPage[3],
    },
  },
});

export const seoPackages: LegacyPackage[] = [
  seoPackage(1, 4, [5, 10, 20, 0]),
  seoPackage(2, 8, [10, 20, 40, 0]),
  seoPackage(3, 12, [15, 40, 80, 2]),
  seoPackage(4, 20, [25, 80, 160, 4]),
];
