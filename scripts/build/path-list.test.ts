import { describe, expect, it } from "vitest";
import type { DocumentSummary } from "../../src/content/sources/content-reads.server";
import { ROUTES_WITH_LOADERS } from "../../src/content/prerender-paths.server";
import { patchPathList } from "./path-list";

const article = (slug: string, hash = slug): DocumentSummary => ({ hash, type: "article", slug });
const page = (path: string, hash = path): DocumentSummary => ({ hash, type: "page", path });

const BEFORE: Record<string, DocumentSummary> = {
  "page-about": page("/about-us"),
  "page-terms": page("/terms"),
  "article-a": article("a"),
  "article-b": article("b"),
  claim: { hash: "c1", type: "claim" },
};
const LISTED = [...ROUTES_WITH_LOADERS, "/about-us", "/terms", "/blog/a", "/blog/b"];

const patched = (after: Record<string, DocumentSummary>) => patchPathList(LISTED, BEFORE, after, "/tmp/client").sort();

describe("the path list a publish patches", () => {
  it("keeps every path when an edit changes no address", () => {
    expect(patched({ ...BEFORE, claim: { hash: "c2", type: "claim" }, "article-a": article("a", "retitled") })).toEqual(
      [...LISTED].sort(),
    );
  });

  it("adds a new article's address, and takes a deleted page's away", () => {
    const after = { ...BEFORE, "article-c": article("c") };
    delete (after as Record<string, unknown>)["page-terms"];
    expect(patched(after)).toEqual([...ROUTES_WITH_LOADERS, "/about-us", "/blog/a", "/blog/b", "/blog/c"].sort());
  });

  it("moves a renamed article from its old address to its new one", () => {
    expect(patched({ ...BEFORE, "article-b": article("b-renamed") })).toEqual(
      [...ROUTES_WITH_LOADERS, "/about-us", "/terms", "/blog/a", "/blog/b-renamed"].sort(),
    );
  });

  it("keeps an address another document still has, and the routes every build prerenders", () => {
    const after = { ...BEFORE, "article-b": article("a", "moved onto a"), "page-sitemap": page("/sitemap") };
    expect(patched(after)).toEqual([...ROUTES_WITH_LOADERS, "/about-us", "/terms", "/blog/a"].sort());
    const gone = { ...after };
    delete (gone as Record<string, unknown>)["page-sitemap"];
    expect(patchPathList(patched(after), after, gone, "/tmp/client")).toContain("/sitemap");
  });

  it("refuses an address no file may be written at, as the full prerender does", () => {
    expect(() => patched({ ...BEFORE, "page-bad": page("/assets/evil") })).toThrow(/kept for the site's own files/);
  });
});
