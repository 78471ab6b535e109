/**
 * The agency's legacy content, in the shape the old site held it (product.md §3).
 * The migration (`scripts/seed/`) turns these modules into Sanity documents.
 *
 * Copy conventions inside any string of legacy copy:
 * - `[link text](/path)` or `[link text](https://…)` becomes a Portable Text link.
 * - `{{claim:KEY}}` becomes an inline reference to the claim document KEY (see claims.ts), so a
 *   claim such as "over 3,000 clients" is stated in one place and every page follows it.
 * - `**bold**` becomes strong emphasis.
 * Legacy FAQ answers may be HTML (`<p>`, `<ul><li>`, `<a href>`, `<strong>`, `<em>`); the migration
 * converts that HTML to Portable Text. Nothing renders raw HTML.
 */

/** Icons and graphics are SVGs we draw ourselves (scripts/seed/graphics/icons/NAME.svg). */
type IconName =
  | "outreach"
  | "content"
  | "seo"
  | "links"
  | "globe"
  | "marketing"
  | "managed"
  | "ads"
  | "reputation"
  | "pr"
  | "casino"
  | "crypto"
  | "security"
  | "fintech"
  | "leaf"
  | "ai"
  | "infographic"
  | "syndication"
  | "publication"
  | "editorial"
  | "tier"
  | "flag"
  | "update";

export interface LegacyMoney {
  GBP: number;
  USD: number;
}

/** A price the agency quotes in pounds only (PPC, digital PR: `docs/product.md` gives no dollar figure). */
export interface LegacyGbpPrice {
  GBP: number;
}

export interface LegacyTitledText {
  title: string;
  description: string;
}

/** A package of a service (product.md §3 "Package"); prices come from ../prices.ts, never typed here. */
export interface LegacyPackage {
  key: string;
  id?: string;
  name: string;
  per?: string;
  /** Both currencies; pounds only where the product description prices in GBP alone; or text ('Tailored quote'). */
  price: LegacyMoney | LegacyGbpPrice | string;
  /** Feature groups: group title → feature label → included flag, count or text. */
  items?: Record<string, Record<string, boolean | number | string>>;
  feature?: string[];
  noFeature?: string[];
  more?: string;
  showUnit?: boolean;
  isMostPopular?: boolean;
  isShowCurrencySwitcher?: boolean;
  bulkDiscount?: { label: string; price: LegacyMoney }[];
  url?: string;
  labelAction?: string;
}

export interface LegacyService {
  /** Full path, e.g. "/services/blogger-outreach" or "/us/blogger-outreach". */
  url: string;
  title: string;
  alias: string;
  /** Icon name from scripts/seed/graphics (an SVG we draw ourselves). */
  icon: IconName;
  graphic: IconName;
  bullet: string;
  shop?: string;
  description: string[];
  points: string[];
  meta: { title: string; description: string };
  /** Turnaround in days (product.md §9). */
  days: number;
  duration?: number;
  /**
   * The service whose turnaround this page shows (a page selling another service's product). The
   * migration then stores a reference instead of the days, after checking they agree.
   */
  sameTurnaroundAs?: string;
  /** 'link': "Turnaround as soon as N days"; 'report': "receive your first report in N days". */
  turnaroundKind: "link" | "report";
  slider?: boolean;
  packages?: LegacyPackage[];
  /** Link options sold one by one, by authority (`id` "da-…") or by website traffic ("wt-…"). */
  package_new?: LegacyPackage[];
  /** Further price displays on the page, each shown as cards (e.g. per-article content prices). */
  morePackages?: { title: string; anchor: string; intro?: string; packages: LegacyPackage[] }[];
  explained?: { title: string; content: string[] };
  /** The explanation shown beside the get-in-touch form in the pricing area (product.md §2). */
  enquiry?: { title: string; content: string[] };
  how_it_works: LegacyTitledText[];
  key_benefits: LegacyTitledText[];
  why_choose?: string[];
  faq: LegacyTitledText[];
}

export interface LegacyPersonaPage {
  url: string;
  meta: { title: string; description: string };
  green: {
    graphic: "white-label" | "end-user" | "referral-partner" | "link-building" | "casino" | "multilingual";
    name: string;
    catchphrase: string;
    heading: string;
    paragraph: string[];
  };
  content: {
    /** Service titles shown as cards, e.g. "Blogger Outreach". */
    services: string[];
    /** Block title; most pages say 'How does it work?', multilingual says 'Now where to go?'. */
    howItWorksTitle?: string;
    /** Legacy HTML. */
    "How does it work?": string;
    /** Legacy HTML. */
    "Why choose": string;
  };
  explained?: { title: string; content: string[] };
  faq?: LegacyTitledText[];
}

type LegacyArticleBlock = { type: "paragraph"; title?: string; content: string[] } | { type: "image"; url: string; alt: string };

export type LegacyArticleCategory = "Blogger Outreach" | "SEO" | "Link Building" | "Reputation Management";

export interface LegacyArticle {
  url: string;
  title: string;
  category: LegacyArticleCategory;
  order?: number;
  metaTitle: string;
  metaDescription: string;
  thumbnail: string;
  /** ISO date, e.g. "2024-03-18". */
  datePublished: string;
  description: LegacyArticleBlock[];
}

export interface LegacyTeamMember {
  portrait: string;
  firstname: string;
  lastname: string;
  expertise: string;
  description: string[];
  calendly?: string;
}

export interface LegacyCompanyContact {
  email: string;
  phone: { uk: string; us: string };
  social: { facebook: string; linkedin: string; whatsapp: string; skype: string };
  reasons: string[];
}

/** A static or core page (home, about, services overview, legal pages, thank-you...). */
export interface LegacyPageSection {
  heading?: string;
  /** The section's #anchor; some pages' routes also find a section by it (/login's "without-sign-in"). */
  anchor?: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface LegacyInfographic {
  title: string;
  subtitle?: string;
  figures: { figure: string; unit: string; caption: string; share?: { part: number; whole: number; label: string } }[];
  checklistTitle?: string;
  checklist?: string[];
  source?: string;
}

export interface LegacyPage {
  path: string;
  title: string;
  subtitle?: string;
  /** An icon from graphics/icons/ (without .svg) shown beside the heading. */
  graphic?: string;
  /** Figures the site draws as an infographic, after the first section. */
  infographic?: LegacyInfographic;
  meta: { title: string; description: string };
  sections: LegacyPageSection[];
}
