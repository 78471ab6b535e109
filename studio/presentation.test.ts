import { evaluate, parse } from "groq-js";
import { match } from "path-to-regexp";
import { defer, firstValueFrom, type Observable } from "rxjs";
import type { DocumentLocationsState } from "sanity/presentation";
import { describe, expect, it } from "vitest";
import { fetch } from "../src/content/fetch.server";
import { listRoutablePaths } from "../src/content/routable-paths";
import { documentsSeenWith, type PerspectiveParameter, type StoredDocument } from "../src/test/content-lake-perspective";
import { mainDocuments, resolveLocations } from "./presentation";

/** The embedded dataset, as the Content Lake would answer the studio. */
async function documents(): Promise<unknown[]> {
  return (await fetch(`*`)) as unknown[];
}

/** What the Presentation tool does with `mainDocuments`: the first route that matches, its filter, one document. */
async function mainDocumentAt(path: string, dataset: unknown[]): Promise<{ _id: string; _type: string } | null> {
  for (const resolver of mainDocuments) {
    for (const route of [resolver.route].flat()) {
      const found = match(route, { decode: decodeURIComponent })(path);
      if (!found) continue;
      const context = { origin: "http://localhost:5173", params: found.params as Record<string, string>, path: found.path };
      const { filter, params } =
        "resolve" in resolver && resolver.resolve
          ? resolver.resolve(context)!
          : { filter: resolver.filter as string, params: context.params };
      const result = await evaluate(parse(`*[${filter}][0]{_id, _type}`), { dataset, params });
      return (await result.get()) as { _id: string; _type: string } | null;
    }
  }
  return null;
}

describe("Presentation's main documents", () => {
  it("open the document behind every page the site builds", async () => {
    const dataset = await documents();
    const paths = await listRoutablePaths();
    expect(paths.length).toBeGreaterThan(50);
    for (const { path, kind } of paths) {
      const found = await mainDocumentAt(path, dataset);
      // A month of the blog's archive opens the blog's page, where its list is set up.
      expect(found?._type, path).toBe(kind === "archiveMonth" ? "page" : kind);
    }
    // A trailing slash reaches the same page.
    expect((await mainDocumentAt("/services/", dataset))?._type).toBe("page");
  });
});

/**
 * The studio's document store as the locations resolver uses it: `listenQuery` answers as the Content
 * Lake would in the perspective it is asked for, over `dataset`, and notes each perspective asked.
 */
function documentStoreOver(dataset: StoredDocument[], asked: PerspectiveParameter[] = []) {
  return {
    listenQuery: (query: string, params: Record<string, unknown>, options: { perspective?: PerspectiveParameter }) =>
      defer(async () => {
        asked.push(options.perspective);
        const seen = documentsSeenWith(dataset, options.perspective);
        return (await evaluate(parse(query), { dataset: seen, params })).get();
      }),
  } as never;
}

/** What Presentation shows above the form of document `id`, opened in `version` while the studio shows `perspectiveStack`. */
async function locationsIn(
  dataset: StoredDocument[],
  { id, type, version, perspectiveStack }: { id: string; type: string; version?: string; perspectiveStack: string[] },
  asked?: PerspectiveParameter[],
) {
  const state = resolveLocations({ id, type, version, perspectiveStack }, { documentStore: documentStoreOver(dataset, asked) });
  return firstValueFrom(state as Observable<DocumentLocationsState>);
}

describe("Presentation's locations", () => {
  const resolve = async (id: string, type: string) =>
    locationsIn((await documents()) as StoredDocument[], { id, type, perspectiveStack: ["drafts"] });

  it("say 'every page' with the count for a document in the header or footer", async () => {
    const state = await resolve("claim-clients", "claim");
    expect(state.message).toMatch(/^On every page \((\d+)\)/);
    const paths = await listRoutablePaths();
    // Content pages and member pages, the sitemap and the client area (a /login page document is one page).
    expect(Number(/\((\d+)\)/.exec(state.message!)![1])).toBe(
      new Set([...paths.map((p) => p.path), "/sitemap", "/login", "/create", "/client-dashboard"]).size,
    );
    expect(state.locations?.map((location) => location.href)).toEqual(["/"]);
  });

  it("list each page that shows a claim, the about page's member pages included", async () => {
    const state = await resolve("claim-review-score", "claim");
    const hrefs = state.locations!.map((location) => location.href);
    expect(hrefs).toContain("/about-us");
    expect(hrefs.filter((href) => href.startsWith("/about-us/"))).toHaveLength(6);
    // Seven pages reference it; the six member pages render /about-us.
    expect(hrefs).toHaveLength(7 + 6);
  });
});

describe("Presentation's locations in a release or the drafts", () => {
  const STAMP = { _createdAt: "2026-11-01T09:00:00Z", _updatedAt: "2026-11-01T09:00:00Z", _rev: "spring" };
  const SPRING_CLAIM = "claim-spring-saving";
  const SPRING_PAGE = "page-spring-offer";
  /** A page and the claim it cites, both new in the release rSpring: neither is published or drafted. */
  const release: StoredDocument[] = [
    { _id: `versions.rSpring.${SPRING_CLAIM}`, _type: "claim", ...STAMP, value: "20%", wording: "20% off in spring" },
    {
      _id: `versions.rSpring.${SPRING_PAGE}`,
      _type: "page",
      ...STAMP,
      title: "Spring offer",
      path: { _type: "slug", current: "/spring-offer" },
      blocks: [
        {
          _key: "intro",
          _type: "textSection",
          body: [
            {
              _type: "block",
              _key: "line",
              style: "normal",
              markDefs: [],
              children: [{ _type: "claimReference", _key: "cite", claim: { _type: "reference", _ref: SPRING_CLAIM } }],
            },
          ],
        },
      ],
    },
  ];
  const withRelease = async () => [...((await documents()) as StoredDocument[]), ...release];

  it("find a page that exists only in the release, with the release open in the form while the studio shows drafts", async () => {
    const asked: PerspectiveParameter[] = [];
    const state = await locationsIn(
      await withRelease(),
      { id: SPRING_CLAIM, type: "claim", version: "rSpring", perspectiveStack: ["drafts"] },
      asked,
    );
    expect(state.message).toBeUndefined();
    expect(state.locations).toEqual([{ title: "Spring offer", href: "/spring-offer" }]);
    expect(asked).toEqual([["rSpring", "drafts"]]);
  });

  it("find it with the release chosen in the studio's perspective switcher, the page itself and the sitemap listing it", async () => {
    const state = await locationsIn(await withRelease(), {
      id: SPRING_PAGE,
      type: "page",
      perspectiveStack: ["rSpring", "drafts"],
    });
    expect(state.locations?.map((location) => location.href)).toEqual(["/sitemap", "/spring-offer"]);
  });

  it("say what is missing in the perspective looked in: published, drafts", async () => {
    const dataset = await withRelease();
    expect(await locationsIn(dataset, { id: SPRING_CLAIM, type: "claim", perspectiveStack: ["published"] })).toEqual({
      message: "No published page shows this yet.",
      tone: "caution",
    });
    expect(await locationsIn(dataset, { id: SPRING_CLAIM, type: "claim", perspectiveStack: ["drafts"] })).toEqual({
      message: "No page shows this yet, drafts included.",
      tone: "caution",
    });
  });

  it("follow the drafts: a page drafted but never published lists the claim it cites", async () => {
    const drafted = (await withRelease()).map((document) =>
      document._id.startsWith("versions.rSpring.")
        ? { ...document, _id: document._id.replace("versions.rSpring.", "drafts.") }
        : document,
    );
    const state = await locationsIn(drafted, { id: SPRING_CLAIM, type: "claim", perspectiveStack: ["drafts"] });
    expect(state.locations).toEqual([{ title: "Spring offer", href: "/spring-offer" }]);
  });
});
