import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { pageBlocksFragment } from "../src/blocks/generated/page-blocks.query";
import { fetch } from "../src/content/fetch.server";
import { PAGE_TYPES, USED_ON_QUERY, usedOnParams, type UsedOnDocument } from "./used-on-query";

/** The studio reads with the raw perspective: drafts sit beside published documents, as here. */
const dataset = [
  { _id: "team-alice", _type: "teamMember", firstName: "Alice", lastName: "Able", bookingUrl: "https://calendly.com/alice" },
  { _id: "team-bob", _type: "teamMember", firstName: "Bob", lastName: "Brown" },
  // Bob is adding a booking link, but until it is published the site does not show him in book-a-call.
  { _id: "drafts.team-bob", _type: "teamMember", firstName: "Bob", lastName: "Brown", bookingUrl: "https://calendly.com/bob" },
  { _id: "drafts.team-new", _type: "teamMember", firstName: "New", lastName: "Starter", bookingUrl: "https://calendly.com/new" },
  {
    _id: "page-about",
    _type: "page",
    title: "About us",
    path: { current: "/about-us" },
    blocks: [{ _key: "a", _type: "teamGrid" }],
  },
  {
    _id: "service-seo",
    _type: "service",
    title: "SEO",
    path: { current: "/services/seo" },
    blocks: [{ _key: "b", _type: "bookACall", title: "Talk to us" }],
  },
  {
    _id: "persona-casino",
    _type: "personaPage",
    heading: "Casino SEO",
    path: { current: "/casino-seo" },
    blocks: [{ _key: "c", _type: "bookACall", title: "Talk to us" }],
  },
  {
    _id: "page-terms",
    _type: "page",
    title: "Terms",
    path: { current: "/terms" },
    blocks: [{ _key: "d", _type: "textSection" }],
  },
  // An unpublished page is not on the site yet, whatever its blocks.
  {
    _id: "drafts.page-careers",
    _type: "page",
    title: "Careers",
    path: { current: "/careers" },
    blocks: [{ _key: "e", _type: "teamGrid" }],
  },
  {
    _id: "article-links",
    _type: "article",
    title: "Why links matter",
    slug: { current: "why-links-matter" },
    author: { _ref: "team-bob" },
  },
  { _id: "claim-clients", _type: "claim", key: "clients", value: "500", wording: "500 clients" },
  {
    _id: "page-home",
    _type: "page",
    title: "Home",
    path: { current: "/" },
    blocks: [{ _key: "f", _type: "hero", claim: { _ref: "claim-clients" } }],
  },
];

async function usedOn(documentId: string): Promise<UsedOnDocument[] | null> {
  const result = await evaluate(parse(USED_ON_QUERY), { dataset, params: usedOnParams(documentId) });
  return (await result.get()) as UsedOnDocument[] | null;
}

const summary = (documents: UsedOnDocument[] | null) => documents?.map(({ path, reason }) => `${path} (${reason})`);

describe("Used on, for a team member", () => {
  it("lists team grid pages and, for a member with a booking link, every page with a book-a-call block", async () => {
    expect(summary(await usedOn("team-alice"))).toEqual([
      "/about-us (team grid)",
      "/casino-seo (book-a-call)",
      "/services/seo (book-a-call)",
    ]);
  });

  it("leaves out book-a-call pages for a member without a published booking link, and names articles they wrote", async () => {
    expect(summary(await usedOn("team-bob"))).toEqual(["/blog/why-links-matter (reference)", "/about-us (team grid)"]);
  });

  it("answers the same from the draft the editor has open as from the published document", async () => {
    expect(await usedOn("drafts.team-bob")).toEqual(await usedOn("team-bob"));
  });

  it("lists nothing for a member who has never been published, since no page can show them yet", async () => {
    expect(await usedOn("drafts.team-new")).toBeNull();
  });
});

describe("Used on, for a price or claim", () => {
  it("lists the published documents that reference it, and only those", async () => {
    expect(await usedOn("claim-clients")).toEqual([
      { _id: "page-home", _type: "page", title: "Home", path: "/", reason: "reference" },
    ]);
  });
});

describe("Used on agrees with what the site renders", () => {
  /** Every page the site builds, with the team members its blocks actually render (the site's own projections). */
  const MEMBERS_RENDERED_QUERY = `*[_type in $pageTypes]{ _id, "blocks": ${pageBlocksFragment} }`;

  it("for every team member of the embedded dataset, names exactly the pages that render them", async () => {
    const pages = (await fetch(MEMBERS_RENDERED_QUERY, { pageTypes: [...PAGE_TYPES] })) as { _id: string; blocks: unknown }[];
    const members = (await fetch(`*[_type == "teamMember"]._id`)) as string[];
    expect(members.length).toBeGreaterThan(1);
    for (const member of members) {
      const rendering = pages
        .filter((page) => JSON.stringify(page.blocks ?? []).includes(`"_id":"${member}"`))
        .map((page) => page._id);
      const listed = ((await fetch(USED_ON_QUERY, usedOnParams(member))) as UsedOnDocument[])
        .filter((document) => (PAGE_TYPES as readonly string[]).includes(document._type))
        .map((document) => document._id);
      expect(listed.sort(), member).toEqual(rendering.sort());
    }
  });
});
