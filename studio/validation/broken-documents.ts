import type { SanityDocument } from "sanity";
import type { Finding } from "./markers";

/** A document that breaks one rule, and exactly what Sanity's validator must say about it. */
export interface BrokenDocument {
  rule: string;
  document: SanityDocument;
  expected: Finding[];
}

const STAMP = { _createdAt: "2026-11-01T09:00:00Z", _updatedAt: "2026-11-01T09:00:00Z", _rev: "broken" };
const SEO = { _type: "seo", metaTitle: "A page", metaDescription: "A short description that search engines show in full." };
/** An image already in the embedded dataset, so documents that need one are otherwise valid. */
const PORTRAIT = {
  _type: "figure",
  alt: "Portrait",
  _sanityAsset: "image@file://./images/99d0d450f61d44a3e15d1e5bcb0e39352e846a66-320x320.svg",
};

const copy = (text: string) => [
  { _type: "block", _key: "para", style: "normal", markDefs: [], children: [{ _type: "span", _key: "span", text, marks: [] }] },
];
const money = (gbp?: number, usd?: number) => ({ _type: "money", gbp, usd });
const tier = (key: string, label: string, minimumQuantity: number, price: ReturnType<typeof money>) => ({
  _key: key,
  _type: "bulkDiscount",
  label,
  minimumQuantity,
  price,
});

// Valid documents of each type, each broken below in one way only.
/** Every page needs at least one block; the broken documents break one rule each, so they have one. */
const BLOCKS = [{ _key: "hero", _type: "hero", heading: "A heading" }];
const pricePackage = (id: string, fields: Record<string, unknown>) =>
  ({ _id: id, _type: "pricePackage", ...STAMP, name: "DA20+", key: id, price: money(60, 85), ...fields }) as SanityDocument;
const service = (id: string, fields: Record<string, unknown>) =>
  ({
    _id: id,
    _type: "service",
    ...STAMP,
    title: "Broken service",
    path: { _type: "slug", current: `/services/${id}` },
    alias: "A tagline",
    description: copy("What the service does."),
    turnaround: { days: 14, kind: "link" },
    seo: SEO,
    blocks: BLOCKS,
    ...fields,
  }) as SanityDocument;
const page = (id: string, fields: Record<string, unknown>) =>
  ({
    _id: id,
    _type: "page",
    ...STAMP,
    title: "Broken page",
    path: { _type: "slug", current: `/${id}` },
    seo: SEO,
    blocks: BLOCKS,
    ...fields,
  }) as SanityDocument;
const personaPage = (id: string, fields: Record<string, unknown>) =>
  ({
    _id: id,
    _type: "personaPage",
    ...STAMP,
    name: "Agencies",
    path: { _type: "slug", current: `/${id}` },
    catchphrase: "c",
    heading: "h",
    seo: SEO,
    blocks: BLOCKS,
    ...fields,
  }) as SanityDocument;
const article = (id: string, fields: Record<string, unknown>) =>
  ({
    _id: id,
    _type: "article",
    ...STAMP,
    title: "An article",
    slug: { _type: "slug", current: id },
    category: "SEO",
    publishedAt: "2024-01-01",
    body: copy("Text."),
    seo: SEO,
    ...fields,
  }) as SanityDocument;
const teamMember = (id: string, fields: Record<string, unknown>) =>
  ({
    _id: id,
    _type: "teamMember",
    ...STAMP,
    firstName: "Jane",
    lastName: "Doe",
    slug: { _type: "slug", current: id },
    expertise: "Outreach",
    portrait: PORTRAIT,
    ...fields,
  }) as SanityDocument;
const claim = (id: string, fields: Record<string, unknown>) =>
  ({ _id: id, _type: "claim", ...STAMP, key: id, ...fields }) as SanityDocument;
const redirect = (id: string, from: string, to: string) =>
  ({ _id: id, _type: "redirect", ...STAMP, from, to, permanent: true }) as SanityDocument;

const error = (path: string, message: string): Finding => ({ level: "error", path, message });
const warning = (path: string, message: string): Finding => ({ level: "warning", path, message });

const GBP_PRICE = "Enter a GBP price above zero.";
const USD_PRICE = "Enter a USD price above zero.";
const ROUTE_PATH = 'Use "/" then lowercase words joined by hyphens, e.g. /services/seo-packages.';
const SLUG = "Use lowercase words joined by hyphens, e.g. how-long-does-seo-take.";
const ANCHOR = "Use lowercase letters, digits and hyphens, starting with a letter.";
const LITERAL_MONEY = (amount: string) =>
  `"${amount}" is a price typed into the copy. Prices belong in Prices & packages, so every page shows the same figure; refer to the package instead.`;

/**
 * One document per way of breaking each rule, with what `sanity documents validate` reports. Rules
 * on object-typed fields (page addresses, slugs, the turnaround object) come out of the CLI as
 * warnings although they are errors in the studio (see validator-in-studio.ts); those documents are
 * validated again as in the studio, where they are rejected (studioRejections below).
 */
export const brokenDocuments: BrokenDocument[] = [
  // 1. Both currencies present and positive on every price; USD left empty when billed in GBP only.
  {
    rule: "1 prices",
    document: pricePackage("broken-price-gbp-missing", { price: money(undefined, 85) }),
    expected: [error("price.gbp", GBP_PRICE)],
  },
  {
    rule: "1 prices",
    document: pricePackage("broken-price-gbp-negative", { price: money(-5, 85) }),
    expected: [error("price.gbp", GBP_PRICE)],
  },
  {
    rule: "1 prices",
    document: pricePackage("broken-price-usd-missing", { price: money(60) }),
    expected: [error("price.usd", USD_PRICE)],
  },
  {
    rule: "1 prices",
    document: pricePackage("broken-price-usd-zero", { price: money(60, 0) }),
    expected: [error("price.usd", USD_PRICE)],
  },
  {
    rule: "1 prices",
    document: pricePackage("broken-price-bulk-usd-missing", {
      bulkDiscounts: [tier("tier-25", "25+ placements", 25, money(55))],
    }),
    expected: [error('bulkDiscounts[_key=="tier-25"].price.usd', USD_PRICE)],
  },
  {
    rule: "1 prices",
    document: pricePackage("broken-price-usd-on-gbp-only", { billedInGbpOnly: true, price: money(500, 650) }),
    expected: [error("price.usd", "This package is billed in GBP only: leave the USD price empty.")],
  },

  // 2. Bulk prices not above the base price, and falling with volume.
  {
    rule: "2 bulk discounts",
    document: pricePackage("broken-bulk-above-base", { bulkDiscounts: [tier("tier-25", "25+ placements", 25, money(65, 80))] }),
    expected: [error("bulkDiscounts", "25+ placements (£65) is dearer than the base price (£60).")],
  },
  {
    rule: "2 bulk discounts",
    document: pricePackage("broken-bulk-rising", {
      bulkDiscounts: [tier("tier-25", "25+ placements", 25, money(55, 78)), tier("tier-50", "50+ placements", 50, money(50, 80))],
    }),
    expected: [error("bulkDiscounts", "50+ placements ($80) is dearer than 25+ placements ($78).")],
  },

  // 3. Turnaround days ≥ 1, and required unless the service uses another's turnaround.
  {
    rule: "3 turnaround",
    document: service("broken-turnaround-zero", { turnaround: { days: 0, kind: "link" } }),
    expected: [error("turnaround.days", "Must be greater than or equal to 1")],
  },
  {
    rule: "3 turnaround",
    document: service("broken-turnaround-days-missing", { turnaround: { kind: "link" } }),
    expected: [error("turnaround.days", "Enter the turnaround in days, or pick a service under 'Same turnaround as'.")],
  },
  {
    rule: "3 turnaround",
    document: service("broken-turnaround-missing", { turnaround: undefined }),
    expected: [
      warning("turnaround", "Required"),
      error("turnaround.days", "Enter the turnaround in days, or pick a service under 'Same turnaround as'."),
      error("turnaround.kind", "Required"),
    ],
  },

  // 4. Page addresses and slugs lowercase and route-safe (uniqueness: studioRejections).
  {
    rule: "4 addresses and slugs",
    document: page("broken-page-path-uppercase", { path: { _type: "slug", current: "/About-Us" } }),
    expected: [warning("path", ROUTE_PATH)],
  },
  {
    rule: "4 addresses and slugs",
    document: service("broken-service-path-no-slash", { path: { _type: "slug", current: "services/seo" } }),
    expected: [warning("path", ROUTE_PATH)],
  },
  {
    rule: "4 addresses and slugs",
    document: personaPage("broken-persona-path-space", { path: { _type: "slug", current: "/white label/" } }),
    expected: [warning("path", ROUTE_PATH)],
  },
  {
    rule: "4 addresses and slugs",
    document: article("broken-article-slug", { slug: { _type: "slug", current: "Link_Building" } }),
    expected: [warning("slug", SLUG)],
  },
  {
    rule: "4 addresses and slugs",
    document: teamMember("broken-team-slug", { slug: { _type: "slug", current: "jane doe" } }),
    expected: [warning("slug", SLUG)],
  },

  // 5. Meta description: an error past 160 characters, a warning past 140.
  {
    rule: "5 meta description",
    document: page("broken-meta-161", { seo: { ...SEO, metaDescription: "x".repeat(161) } }),
    expected: [
      error("seo.metaDescription", "Keep it within 160 characters."),
      warning("seo.metaDescription", "Over 140 characters: search engines may cut it."),
    ],
  },
  {
    rule: "5 meta description",
    document: page("broken-meta-141", { seo: { ...SEO, metaDescription: "x".repeat(141) } }),
    expected: [warning("seo.metaDescription", "Over 140 characters: search engines may cut it.")],
  },

  // 6. Fields a page cannot render without.
  {
    rule: "6 required fields",
    document: service("broken-service-untitled", { title: undefined, description: undefined }),
    expected: [error("description", "Required"), error("title", "Required")],
  },
  {
    rule: "6 required fields",
    document: page("broken-hero-heading", { blocks: [{ _key: "hero", _type: "hero", subheading: "No heading" }] }),
    expected: [error('blocks[_key=="hero"].heading', "Required")],
  },
  {
    rule: "6 required fields",
    document: page("broken-text-section-body", { blocks: [{ _key: "why", _type: "textSection", heading: "Why choose us" }] }),
    expected: [error('blocks[_key=="why"].body', "Required")],
  },

  // 7. At least one question where an FAQ block is placed.
  {
    rule: "7 FAQ",
    document: page("broken-faq-empty", { blocks: [{ _key: "faq", _type: "faq", title: "FAQ", items: [] }] }),
    expected: [error('blocks[_key=="faq"].items', "An FAQ block needs at least one question.")],
  },
  {
    rule: "7 FAQ",
    document: page("broken-faq-missing", { blocks: [{ _key: "faq", _type: "faq", title: "FAQ" }] }),
    expected: [error('blocks[_key=="faq"].items', "An FAQ block needs at least one question.")],
  },

  // 8. A claim's wording contains its value.
  {
    rule: "8 claims",
    document: claim("broken-claim", { value: "3,000", wording: "over 3000 clients" }),
    expected: [error("wording", 'The wording must contain the value "3,000".')],
  },

  // 9. A redirect never loops (a longer loop needs the other redirects: studioRejections).
  {
    rule: "9 redirects",
    document: redirect("broken-redirect-to-itself", "/old-page", "/old-page"),
    expected: [error("to", "A redirect cannot point at itself.")],
  },

  // 10. A £ or $ amount typed into copy: a warning pointing at the price documents.
  {
    rule: "10 literal money",
    document: service("broken-money-in-description", { description: copy("Placements from £60 each.") }),
    expected: [warning("description", LITERAL_MONEY("£60"))],
  },
  {
    rule: "10 literal money",
    document: service("broken-money-in-points", { points: copy("Only $ 1,295 a month") }),
    expected: [warning("points", LITERAL_MONEY("$ 1,295"))],
  },
  {
    rule: "10 literal money",
    document: article("broken-money-in-article", { body: copy("Our packages start at $85.") }),
    expected: [warning("body", LITERAL_MONEY("$85"))],
  },
  {
    rule: "10 literal money",
    document: page("broken-money-in-block", {
      blocks: [{ _key: "text", _type: "textSection", heading: "Prices", body: copy("From £1,500.50 a month") }],
    }),
    expected: [warning('blocks[_key=="text"].body', LITERAL_MONEY("£1,500.50"))],
  },

  // 11. Block settings: content slider choices, anchors, the contact form's split.
  {
    rule: "11 block settings",
    document: page("broken-content-slider", {
      blocks: [
        {
          _key: "slider",
          _type: "contentSlider",
          wordChoices: [500, 250],
          defaultWords: 300,
          maxArticles: 200,
          defaultArticles: 250,
        },
      ],
    }),
    expected: [
      error('blocks[_key=="slider"].defaultArticles', "Must not exceed 'Most articles'."),
      error('blocks[_key=="slider"].defaultWords', "Pick one of the word choices above."),
      error('blocks[_key=="slider"].wordChoices', "List the choices from shortest to longest."),
    ],
  },
  {
    rule: "11 block settings",
    document: page("broken-anchors", {
      blocks: [
        { _key: "text", _type: "textSection", anchor: "Who We Are", body: copy("About us.") },
        { _key: "form", _type: "contactForm", anchor: "get_in_touch" },
        { _key: "cards", _type: "packageCards", anchor: "2-prices" },
      ],
    }),
    expected: [
      error('blocks[_key=="cards"].anchor', ANCHOR),
      error('blocks[_key=="form"].anchor', ANCHOR),
      error('blocks[_key=="text"].anchor', ANCHOR),
    ],
  },
  {
    rule: "11 block settings",
    document: page("broken-contact-split", {
      blocks: [
        { _key: "wide", _type: "contactForm", split: 80 },
        { _key: "narrow", _type: "contactForm", split: 20 },
      ],
    }),
    expected: [
      error('blocks[_key=="narrow"].split', "Must be greater than or equal to 30"),
      error('blocks[_key=="wide"].split', "Must be lower than or equal to 70"),
    ],
  },
];

/**
 * What the studio refuses to publish (errors) where the CLI cannot decide offline or reports a
 * warning: addresses and slugs in the wrong form or already used by a document of the same type
 * (the embedded dataset has /about-us, the article how-long-does-seo-take and the member
 * callum-fraser), and a redirect that closes a loop with another.
 */
export const studioRejections: BrokenDocument[] = [
  {
    rule: "3 turnaround",
    document: byId("broken-turnaround-missing"),
    expected: [
      error("turnaround", "Required"),
      error("turnaround.days", "Enter the turnaround in days, or pick a service under 'Same turnaround as'."),
      error("turnaround.kind", "Required"),
    ],
  },
  { rule: "4 addresses and slugs", document: byId("broken-page-path-uppercase"), expected: [error("path", ROUTE_PATH)] },
  { rule: "4 addresses and slugs", document: byId("broken-article-slug"), expected: [error("slug", SLUG)] },
  { rule: "4 addresses and slugs", document: byId("broken-team-slug"), expected: [error("slug", SLUG)] },
  {
    rule: "4 addresses and slugs",
    document: page("broken-page-path-taken", { path: { _type: "slug", current: "/about-us" } }),
    expected: [error("path", "Slug is already in use")],
  },
  {
    rule: "4 addresses and slugs",
    document: article("broken-article-slug-taken", { slug: { _type: "slug", current: "how-long-does-seo-take" } }),
    expected: [error("slug", "Slug is already in use")],
  },
  {
    rule: "4 addresses and slugs",
    document: teamMember("broken-team-slug-taken", { slug: { _type: "slug", current: "callum-fraser" } }),
    expected: [error("slug", "Slug is already in use")],
  },
  {
    rule: "9 redirects",
    document: redirect("broken-redirect-loop", "/services/new-name", "/services/old-name"),
    expected: [
      error("to", "This would send visitors round in a circle: /services/old-name → /services/new-name → /services/old-name."),
    ],
  },
];

/** Already-published documents the studio checks the rejections above against. */
export const publishedForStudioChecks: SanityDocument[] = [
  redirect("redirect-renamed-service", "/services/old-name", "/services/new-name"),
];

function byId(id: string): SanityDocument {
  const found = brokenDocuments.find((entry) => entry.document._id === id);
  if (!found) throw new Error(`No broken document ${id}`);
  return found.document;
}
