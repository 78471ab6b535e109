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

  describe("a month's archive page and sitemap file", () => {
    const dated = (slug: string, publishedAt: string, hash = slug): DocumentSummary => ({ ...article(slug, hash), publishedAt });
    const before = {
      "article-a": dated("a", "2026-10-03"),
      "article-b": dated("b", "2026-11-20"),
      "article-c": dated("c", "2026-11-02"),
    };
    const month = (name: string) => [`/blog/archive/${name}`, `/sitemaps/articles/${name}.xml`];
    const listed = [...ROUTES_WITH_LOADERS, "/blog/a", "/blog/b", "/blog/c", ...month("2026-10"), ...month("2026-11")];
    const patch = (after: Record<string, DocumentSummary>) => patchPathList(listed, before, after, "/tmp/client").sort();

    it("is added with the first article of a new month, and stays while the month has any", () => {
      expect(patch({ ...before, "article-d": dated("d", "2026-12-01") })).toEqual(
        [...listed, "/blog/d", ...month("2026-12")].sort(),
      );
      const withoutB = { ...before };
      delete (withoutB as Record<string, unknown>)["article-b"];
      expect(patch(withoutB)).toEqual(listed.filter((path) => path !== "/blog/b").sort());
    });

    it("goes with its last article, deleted or moved to another month", () => {
      const withoutA = { ...before };
      delete (withoutA as Record<string, unknown>)["article-a"];
      expect(patch(withoutA)).toEqual(listed.filter((path) => path !== "/blog/a" && !month("2026-10").includes(path)).sort());
      expect(patch({ ...before, "article-a": dated("a", "2026-11-30", "re-dated") })).toEqual(
        listed.filter((path) => !month("2026-10").includes(path)).sort(),
      );
    });

    it("is not made for a date that names no month", () => {
      expect(patch({ ...before, "article-d": dated("d", "2026-13-01") })).toEqual([...listed, "/blog/d"].sort());
    });
  });
});
