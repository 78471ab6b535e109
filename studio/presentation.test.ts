import { evaluate, parse } from "groq-js";
import { match } from "path-to-regexp";
import { firstValueFrom, of, type Observable } from "rxjs";
import type { DocumentLocationsState } from "sanity/presentation";
import { describe, expect, it } from "vitest";
import { fetch } from "../src/content/fetch.server";
import { LOCATIONS_SNAPSHOT_QUERY, type LocationsSnapshot } from "../src/content/locations";
import { listRoutablePaths } from "../src/content/routable-paths";
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
      expect(found?._type, path).toBe(kind);
    }
    // A trailing slash reaches the same page.
    expect((await mainDocumentAt("/services/", dataset))?._type).toBe("page");
  });
});

describe("Presentation's locations", () => {
  const resolve = async (id: string, type: string) => {
    const snapshot = (await fetch(LOCATIONS_SNAPSHOT_QUERY)) as LocationsSnapshot;
    const documentStore = { listenQuery: () => of(snapshot) } as never;
    const state = resolveLocations({ id, type, version: undefined, perspectiveStack: [] }, { documentStore });
    return firstValueFrom(state as Observable<DocumentLocationsState>);
  };

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
