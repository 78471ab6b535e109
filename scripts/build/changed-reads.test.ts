/**
 * Which reads an edit reaches: traced over a small dataset, then checked against edits, and in
 * every case compared with the truth (the read run again over the edited documents). A read the
 * check calls unreached must answer exactly as before; the check may only err towards running a
 * read again.
 */
import { describe, expect, it } from "vitest";
import { createIndexedRunner } from "../../src/content/sources/groq-runner.server";
import { resultHash } from "../../src/content/sources/content-reads.server";
import { ReadTrace } from "../../src/content/sources/read-trace";
import type { DatasetDocument, QueryParams } from "../../src/content/sources/types";
import { changedDocuments, readReached } from "./changed-reads";
import { summarizeDocuments } from "./content-reads-file";

/** An article whose id, slug and title come from one letter ("a": article-a, /a, "A"). */
function article(letter: string, author: string, publishedAt: string): DatasetDocument {
  return {
    _id: `article-${letter}`,
    _type: "article",
    title: letter.toUpperCase(),
    slug: { current: letter },
    author: { _ref: author },
    publishedAt,
  };
}

const documents: DatasetDocument[] = [
  { _id: "author-ann", _type: "teamMember", firstName: "Ann", slug: { current: "ann" } },
  { _id: "author-bob", _type: "teamMember", firstName: "Bob", slug: { current: "bob" } },
  article("a", "author-ann", "2026-01-01"),
  article("b", "author-bob", "2026-02-01"),
  { _id: "page-about", _type: "page", title: "About", path: { current: "/about-us" }, _updatedAt: "2026-03-01T00:00:00Z" },
  { _id: "claim-x", _type: "claim", wording: "ten years" },
];

const READS: Array<{ name: string; query: string; params?: QueryParams }> = [
  {
    name: "an article by slug, with its author",
    query: `*[_type == "article" && slug.current == $slug][0]{ title, "author": author->firstName }`,
    params: { slug: "a" },
  },
  {
    name: "a page by path",
    query: `*[_type in ["page", "service"] && path.current == $path][0]{ title }`,
    params: { path: "/about-us" },
  },
  { name: "the list of articles", query: `*[_type == "article"] | order(publishedAt desc){ title, "slug": slug.current }` },
  {
    name: "February's articles",
    query: `*[_type == "article" && string::startsWith(publishedAt, $month)]{ title }`,
    params: { month: "2026-02" },
  },
  {
    name: "January's articles",
    query: `*[_type == "article" && string::startsWith(publishedAt, $month)]{ title }`,
    params: { month: "2026-01" },
  },
  { name: "a claim by id", query: `*[_id == "claim-x"][0].wording` },
  { name: "a scan no index narrows", query: `count(*[defined(wording)])` },
];

type Edit = { name: string; apply: (documents: DatasetDocument[]) => DatasetDocument[] };
const change = (id: string, fields: Record<string, unknown>) => (list: DatasetDocument[]) =>
  list.map((document) => (document._id === id ? { ...document, ...fields } : document));

const EDITS: Edit[] = [
  { name: "the author's name", apply: change("author-ann", { firstName: "Anne" }) },
  { name: "another author's name", apply: change("author-bob", { firstName: "Robert" }) },
  { name: "an article's title", apply: change("article-b", { title: "B2" }) },
  { name: "an article's slug (renamed)", apply: change("article-b", { slug: { current: "a-new" } }) },
  {
    name: "an article renamed to the slug read",
    apply: change("article-b", { slug: { current: "a" }, publishedAt: "2025-01-01" }),
  },
  {
    name: "a new article",
    apply: (list) => [...list, { _id: "article-c", _type: "article", title: "C", slug: { current: "c" } }],
  },
  { name: "an article moved to another month", apply: change("article-a", { publishedAt: "2026-02-15" }) },
  { name: "the page deleted", apply: (list) => list.filter((document) => document._id !== "page-about") },
  { name: "the claim", apply: change("claim-x", { wording: "eleven years" }) },
  { name: "nothing", apply: (list) => list },
];

async function traced(list: DatasetDocument[], query: string, params: QueryParams = {}) {
  const trace = new ReadTrace();
  const result = await createIndexedRunner(list)(query, params, trace);
  return { result: resultHash(result), dependencies: trace.dependencies() };
}

describe("the reads an edit reaches", () => {
  it("records what a read looked up: ids dereferenced, the lookups that narrowed it, or everything", async () => {
    const byslug = await traced(documents, READS[0]!.query, READS[0]!.params);
    expect(byslug.dependencies).toEqual({
      all: false,
      ids: ["author-ann"],
      lookups: [{ field: "slug.current", values: ["a"] }],
    });
    expect((await traced(documents, READS[2]!.query)).dependencies.lookups).toEqual([{ field: "_type", values: ["article"] }]);
    expect((await traced(documents, READS[6]!.query)).dependencies.all).toBe(true);
    expect((await traced(documents, READS[3]!.query, READS[3]!.params)).dependencies.lookups).toEqual([
      { field: "month of publishedAt", values: ["2026-02"] },
    ]);
  });

  it.each(EDITS)("never calls a read unreached whose answer $name changes", async ({ apply }) => {
    const edited = apply(structuredClone(documents));
    const changes = changedDocuments(summarizeDocuments(documents), summarizeDocuments(edited));
    for (const read of READS) {
      const before = await traced(documents, read.query, read.params);
      const after = await traced(edited, read.query, read.params);
      if (!readReached(before, changes))
        expect({ read: read.name, result: after.result }).toEqual({ read: read.name, result: before.result });
    }
  });

  it("reaches only the reads that looked at what changed", async () => {
    const reached = async (edit: Edit) => {
      const changes = changedDocuments(summarizeDocuments(documents), summarizeDocuments(edit.apply(structuredClone(documents))));
      const names: string[] = [];
      for (const read of READS) if (readReached(await traced(documents, read.query, read.params), changes)) names.push(read.name);
      return names;
    };
    const byName = (name: string) => EDITS.find((edit) => edit.name === name)!;
    expect(await reached(byName("another author's name"))).toEqual(["a scan no index narrows"]);
    expect(await reached(byName("the author's name"))).toEqual([
      "an article by slug, with its author",
      "a scan no index narrows",
    ]);
    expect(await reached(byName("a new article"))).toEqual(["the list of articles", "a scan no index narrows"]);
    expect(await reached(byName("an article renamed to the slug read"))).toEqual([
      "an article by slug, with its author",
      "the list of articles",
      "February's articles",
      "a scan no index narrows",
    ]);
    expect(await reached(byName("an article's title"))).toEqual([
      "the list of articles",
      "February's articles",
      "a scan no index narrows",
    ]);
    // Its own page, its old month and its new one.
    expect(await reached(byName("an article moved to another month"))).toEqual([
      "an article by slug, with its author",
      "the list of articles",
      "February's articles",
      "January's articles",
      "a scan no index narrows",
    ]);
    expect(await reached(byName("the claim"))).toEqual(["a claim by id", "a scan no index narrows"]);
    expect(await reached(byName("nothing"))).toEqual([]);
  });
});
