/**
 * Every package and price the agency sells, from product.md §9, stated once. Services import the
 * packages they sell; the migration turns each into one `pricePackage` document that every page
 * showing it references.
 *
 * Readings chosen where the product description disagrees are recorded in docs/decisions/0002-one-reading-per-figure.md.
 */
import type { LegacyMoney, LegacyPackage } from "./types";

const placement = (GBP: number, USD: number) => ({ GBP, USD });

/**
 * One blogger outreach tier, per placement, for 1 / 25+ / 50+ placements (the product description's table). Every
 * placement includes a 500-word article; the tier's blogs average the Ahrefs DR it names.
 */
const bloggerTier = (
  tier: 20 | 30 | 40 | 50,
  one: [GBP: number, USD: number],
  from25: [GBP: number, USD: number],
  from50: [GBP: number, USD: number],
  flags: Pick<LegacyPackage, "isMostPopular" | "isShowCurrencySwitcher"> = {},
): LegacyPackage => ({
  key: `blogger-outreach-da${tier}`,
  id: `da${tier}`,
  name: `DA${tier}+`,
  per: "per placement",
  price: placement(...one),
  feature: [
    "A 500-word article written for the placement",
    `Average Ahrefs DR ${tier}${tier === 50 ? "+" : ""}`,
    "Relevant, real blogs in your niche",
  ],
  ...flags,
  bulkDiscount: [
    { label: "25+ placements", price: placement(...from25) },
    { label: "50+ placements", price: placement(...from50) },
  ],
});

export const bloggerOutreachPackages: LegacyPackage[] = [
  bloggerTier(20, [60, 85], [55, 78], [50, 70]),
  // The product description (`docs/product.md`) flags one package as most popular without naming it; DA30+ is the middle tier.
  bloggerTier(30, [80, 110], [75, 105], [70, 100], { isMostPopular: true, isShowCurrencySwitcher: true }),
  bloggerTier(40, [165, 210], [160, 205], [155, 200]),
  // The table's DA50+ bulk prices, not the other block's 240/235/230 (decision 0002).
  bloggerTier(50, [250, 320], [245, 315], [240, 310]),
];

/**
 * SEO packages 1-4, which the product description also gives as the full-service (digital marketing) packages:
 * one table, so both services reference these same four documents. The product description states keywords only
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

/**
 * Content creation, priced per word (the slider's 'basic' and 'pro' cards): price per word ×
 * words × articles. The product description states "from £0.05 per word" and nothing else per word; the USD rate
 * and the pro rates are our reading (decision 0002), chosen to show exactly at two decimals.
 */
export const contentPerWordPackages: LegacyPackage[] = [
  {
    key: "content-basic",
    id: "basic",
    name: "Basic",
    per: "per word",
    price: { GBP: 0.05, USD: 0.06 },
    feature: ["Researched, original copy written to your brief", "Keywords worked in naturally", "One round of amendments"],
  },
  {
    key: "content-pro",
    id: "pro",
    name: "Pro",
    per: "per word",
    price: { GBP: 0.1, USD: 0.12 },
    // The product description highlights the pro card.
    isMostPopular: true,
    feature: [
      "A senior writer with experience in your sector",
      "Keyword research and an outline agreed before writing",
      "Sources checked and cited",
      "Two rounds of amendments",
    ],
  },
];

/** Content creation, per article (product.md §9 "Creative content"): Basic, Static and Creative. */
export const contentPerArticlePackages: LegacyPackage[] = [
  {
    key: "content-article-basic",
    name: "Basic",
    per: "per article",
    price: { GBP: 20, USD: 25 },
    feature: ["A clear, informative written article", "Suits guest posts and regular blog updates"],
  },
  {
    key: "content-article-static",
    name: "Static",
    per: "per article",
    price: { GBP: 96, USD: 120 },
    feature: ["An in-depth, evergreen resource for your own site", "Structured with headings for search and skim-reading"],
  },
  {
    key: "content-article-creative",
    name: "Creative",
    per: "per article",
    price: { GBP: 180, USD: 225 },
    feature: ["A creative, data-led or visual piece designed to earn links", "Concept agreed with you before production"],
  },
];

/** Link packages 1-4 (product.md §9): price per package and links per grade of site. */
const linkPackage = (
  n: 1 | 2 | 3 | 4,
  price: LegacyMoney,
  [da20, da30, da40, da50]: [number, number, number, number],
): LegacyPackage => ({
  key: `link-package-${n}`,
  name: `Package ${n}`,
  per: "per package",
  price,
  items: {
    "Links per grade": { DA20: da20, DA30: da30, DA40: da40, "DA50+": da50 },
    "Every placement": {
      "An original article written for the site": true,
      "Sites chosen by hand for relevance": true,
      "Report of every live link and anchor": true,
    },
  },
  url: `/create?service=service-link-packages&package=package-link-package-${n}`,
});

export const linkPackages: LegacyPackage[] = [
  linkPackage(1, { GBP: 895, USD: 1295 }, [16, 12, 7, 5]),
  linkPackage(2, { GBP: 1495, USD: 1995 }, [25, 20, 10, 7]),
  linkPackage(3, { GBP: 3795, USD: 4995 }, [65, 55, 26, 18]),
  linkPackage(4, { GBP: 7795, USD: 9995 }, [150, 120, 60, 40]),
];

/** Package_new (product.md §9): single links bought by the linking site's authority or its traffic. */
const byAuthority = (da: number, price: LegacyMoney): LegacyPackage => ({
  key: `link-da${da}`,
  id: `da-${da}`,
  name: `DA${da}`,
  per: "per link",
  price,
  feature: [`A placement on a site of DA${da} or above`, "An original article with your link in context"],
});

const byTraffic = (visits: number, price: LegacyMoney): LegacyPackage => {
  const formatted = visits.toLocaleString("en-GB");
  return {
    key: `link-wt${visits}`,
    id: `wt-${visits}`,
    name: `${formatted} monthly traffic`,
    per: "per link",
    price,
    feature: [`A placement on a site with ${formatted}+ visits a month`, "An original article with your link in context"],
  };
};

export const linkOptions: LegacyPackage[] = [
  byAuthority(20, { GBP: 68, USD: 85 }),
  byAuthority(30, { GBP: 88, USD: 110 }),
  byAuthority(40, { GBP: 168, USD: 210 }),
  byAuthority(50, { GBP: 256, USD: 320 }),
  byAuthority(60, { GBP: 396, USD: 495 }),
  byTraffic(1000, { GBP: 156, USD: 195 }),
  byTraffic(5000, { GBP: 236, USD: 295 }),
  byTraffic(10000, { GBP: 316, USD: 395 }),
  byTraffic(25000, { GBP: 400, USD: 500 }),
];

/**
 * PPC (Google Ads) management packages 1-3 (product.md §9): one feature list; package 1 leaves out
 * analytics linking, the competitor review and landing page analysis. The product description prices management
 * "from £495 per month" in pounds only and gives no other package price, so 2 and 3 are quoted.
 */
const ppcPackage = (n: 1 | 2 | 3, price: LegacyPackage["price"]): LegacyPackage => ({
  key: `ppc-package-${n}`,
  name: `Package ${n}`,
  per: "per month",
  price,
  items: {
    "Campaign management": {
      "Campaign build or restructure": true,
      "Keyword and negative keyword research": true,
      "Ad copywriting and testing": true,
      "Bid and budget management": true,
      "Google Business Profile posts": true,
      "Monthly performance report": true,
      "Analytics Linking": n >= 2,
      "Detailed Competitor Review": n >= 2,
      "Landing Page Analysis": n >= 2,
    },
  },
});

export const ppcPackages: LegacyPackage[] = [
  ppcPackage(1, { GBP: 495 }),
  ppcPackage(2, "Tailored quote"),
  ppcPackage(3, "Tailored quote"),
];

/** Digital PR, pay on results (product.md §9): invoiced per live link by the linking site's DA. */
const perLiveLink = (key: string, name: string, price: LegacyPackage["price"], feature: string): LegacyPackage => ({
  key: `digital-pr-${key}`,
  name,
  per: "per live link",
  price,
  feature: [feature],
});

export const digitalPrLinkPrices: LegacyPackage[] = [
  perLiveLink("below-da30", "Below DA30", "Free", "Links from sites below DA30 are not charged"),
  perLiveLink("da30", "DA30+", { GBP: 495 }, "A live link from a site of DA30 or above"),
  perLiveLink("da40", "DA40+", { GBP: 595 }, "A live link from a site of DA40 or above"),
  perLiveLink("da60", "DA60+", { GBP: 795 }, "A live link from a site of DA60 or above"),
  perLiveLink("da70", "DA70+", { GBP: 995 }, "A live link from a site of DA70 or above"),
  perLiveLink("da80", "DA80+", { GBP: 1495 }, "A live link from a major publication of DA80 or above"),
];

export const digitalPrExtras: LegacyPackage[] = [
  {
    key: "digital-pr-citation",
    name: "Online citation",
    per: "each",
    price: { GBP: 295 },
    feature: ["A mention of your brand in coverage, invoiced like a link: only once it is live"],
  },
  {
    key: "digital-pr-survey",
    name: "Survey (optional)",
    per: "paid upfront",
    price: { GBP: 500 },
    feature: ["Original data for your story, paid upfront to the survey provider"],
  },
  {
    key: "digital-pr-infographic",
    name: "Infographic (optional)",
    per: "paid upfront",
    price: { GBP: 695 },
    feature: ["A designed visual that journalists can embed, paid upfront"],
  },
];

/**
 * The content slider's choices (product.md §2). The product description also gives "default slider data: 250 words,
 * 1 article"; we start at 500 words and 10 articles, its other reading (decision 0002).
 */
export const contentSliderSettings = {
  wordChoices: [250, 500, 750, 1000, 1500, 2000],
  defaultWords: 500,
  maxArticles: 200,
  defaultArticles: 10,
};
