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
