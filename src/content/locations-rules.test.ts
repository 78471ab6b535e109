import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { LOCATIONS_SNAPSHOT_QUERY, locationsOf, type LocationsSnapshot } from "./locations";

/**
 * The rules the embedded dataset does not exercise (locations.test.tsx checks every claim, price
 * and turnaround it holds), on a small dataset as the studio reads it: drafts beside published.
 */
const claimIn = (id: string) => [
  {
    _type: "block",
    _key: `b-${id}`,
    children: [{ _type: "claimReference", _key: `c-${id}`, claim: { _type: "reference", _ref: id } }],
  },
];

const page = (_id: string, title: string, path: string, blocks: object[]) => ({
  _id,
  _type: "page",
  title,
  path: { current: path },
  blocks,
});

const dataset = [
  { _id: "siteSettings", _type: "siteSettings", footerBlurb: claimIn("claim-clients") },
  { _id: "companyContact", _type: "companyContact", reasons: claimIn("claim-reasons") },
  { _id: "claim-clients", _type: "claim", wording: "500 clients" },
  { _id: "claim-reasons", _type: "claim", wording: "a reason" },
  { _id: "claim-bio", _type: "claim", wording: "ten years" },
  {
    _id: "team-alice",
    _type: "teamMember",
    firstName: "Alice",
    lastName: "Able",
    slug: { current: "alice" },
    bookingUrl: "https://calendly.com/alice",
    biography: claimIn("claim-bio"),
  },
  { _id: "team-bob", _type: "teamMember", firstName: "Bob", lastName: "Brown", slug: { current: "bob" } },
  // Bob is adding a booking link; until it is published the site does not show him in book-a-call.
  {
    _id: "drafts.team-bob",
    _type: "teamMember",
    firstName: "Bob",
    lastName: "Brown",
    slug: { current: "bob" },
    bookingUrl: "https://calendly.com/bob",
  },
  page("page-about", "About us", "/about-us", [{ _key: "a", _type: "teamGrid" }]),
  {
    _id: "service-seo",
    _type: "service",
    title: "SEO",
    path: { current: "/services/seo" },
    turnaround: { days: 10 },
    blocks: [{ _key: "b", _type: "bookACall" }],
  },
  {
    _id: "service-local",
    _type: "service",
    title: "Local SEO",
    path: { current: "/services/local-seo" },
    sameTurnaroundAs: { _type: "reference", _ref: "service-seo" },
  },
  page("page-services", "Services", "/services", [{ _key: "c", _type: "serviceCards" }]),
  page("page-why", "Why us", "/why-us", [
    {
      _key: "d",
      _type: "textSection",
      body: [
        {
          _type: "block",
          _key: "e",
          children: [{ _type: "turnaroundReference", _key: "f", service: { _type: "reference", _ref: "service-local" } }],
        },
      ],
    },
  ]),
  // An unpublished page is not on the site yet, whatever its blocks.
  page("drafts.page-careers", "Careers", "/careers", [{ _key: "g", _type: "teamGrid" }]),
  {
    _id: "article-links",
    _type: "article",
    title: "Why links matter",
    slug: { current: "why-links-matter" },
    author: { _type: "reference", _ref: "team-bob" },
  },
];

async function locations(id: string, type: string) {
  const snapshot = (await (await evaluate(parse(LOCATIONS_SNAPSHOT_QUERY), { dataset })).get()) as LocationsSnapshot;
  return locationsOf(snapshot, id, type);
}

const paths = async (id: string, type: string) =>
  (await locations(id, type)).pages.map(({ path, reason }) => `${path} (${reason})`);

/** 5 content pages, 1 article, 2 member pages and the 4 app pages (sitemap, login, order form, dashboard). */
const EVERY_PAGE = 12;

describe("locations", () => {
  it("puts site-wide documents and a claim in the footer on every page, with the count", async () => {
    for (const [id, type] of <[string, string][]>[
      ["siteSettings", "siteSettings"],
      ["companyContact", "companyContact"],
      ["claim-clients", "claim"],
    ]) {
      const found = await locations(id, type);
      expect(found.everyPage, id).toBe(true);
      expect(found.pageCount, id).toBe(EVERY_PAGE);
      expect(found.pages).toHaveLength(EVERY_PAGE);
    }
  });

  it("does not place a claim held only in a field no page reads (the company contact's reasons)", async () => {
    expect(await paths("claim-reasons", "claim")).toEqual([]);
  });

  it("shows a claim in a member's biography wherever the team grid is, and on every member's page", async () => {
    expect(await paths("claim-bio", "claim")).toEqual([
      "/about-us (team member's biography)",
      "/about-us/alice (team member's biography)",
      "/about-us/bob (team member's biography)",
    ]);
  });

  it("lists a team member's grid, book-a-call and article pages, judged on the published member", async () => {
    // The team grid is on /about-us, and so on each member's page, which renders /about-us.
    const teamGridPages = ["/about-us", "/about-us/alice", "/about-us/bob"].map((path) => `${path} (team grid)`);
    expect(await paths("team-alice", "teamMember")).toEqual([...teamGridPages, "/services/seo (book-a-call)"]);
    expect(await paths("drafts.team-bob", "teamMember")).toEqual([...teamGridPages, "/blog/why-links-matter (reference)"]);
  });

  it("lists a service's own page, its followers, copy citing a follower's turnaround, cards, the sitemap and the order form", async () => {
    expect(await paths("service-seo", "service")).toEqual([
      "/create (order form)",
      "/services (service cards)",
      "/services/local-seo (follows its turnaround)",
      "/services/seo (its own page)",
      "/sitemap (sitemap)",
      "/why-us (inline turnaround)",
    ]);
  });
});
