/**
 * Build a page from the preview: in the drafts preview every block of every page, at every depth
 * (a tab's blocks too), sits in an element whose `data-sanity` names its item of the page
 * document's block list, in the order the page shows them; Presentation drags and its menu acts on
 * exactly those. Outside the preview there is none.
 */
import { parse } from "node-html-parser";
import { Provider as JotaiProvider } from "jotai";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { resetContentSource } from "../../content/fetch.server";
import { listRoutablePaths } from "../../content/routable-paths";
import { loader as documentLoader } from "../../routes/document";
import { PageBlocks } from "../page-blocks";
import type { PageBlock } from "../types";
import { BlockArrayPathContext } from "./block-array-path";

type LoadedPage = Awaited<ReturnType<typeof documentLoader>>["page"];

async function loadPage(path: string): Promise<LoadedPage> {
  const loaded = await documentLoader({
    params: { "*": path.replace(/^\//, "") },
    request: new Request(`http://localhost${path}`),
    context: {},
  } as never);
  return loaded.page;
}

/**
 * The path of every block the page shows, in page order, tabs' blocks inside their tab, as the
 * attribute writes it (`blocks:<key>.panels:<key>.blocks:<key>` for `blocks[_key=="…"]…`).
 */
function blockPaths(blocks: readonly PageBlock[], list = "blocks"): string[] {
  return blocks.flatMap((block) => {
    const item = `${list}:${block._key}`;
    const nested =
      block._type === "tabs"
        ? block.panels.flatMap((panel) => blockPaths(panel.blocks, `${item}.panels:${panel._key}.blocks`))
        : [];
    return [item, ...nested];
  });
}

/** The page's blocks as the preview renders them, given the document they belong to. */
function renderBlocks(page: LoadedPage, inPreview: boolean): string {
  const blocks = <PageBlocks blocks={page.blocks} />;
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: inPreview ? (
          <BlockArrayPathContext value={{ id: page._id, type: page._type, path: "blocks" }}>{blocks}</BlockArrayPathContext>
        ) : (
          blocks
        ),
      },
    ],
    { initialEntries: [page.path ?? "/"] },
  );
  return renderToString(
    <JotaiProvider>
      <RouterProvider router={router} />
    </JotaiProvider>,
  );
}

/** Each `data-sanity` that names an item of a block list, decoded as the overlay reads it. */
function blockTargets(html: string): { id: string; type: string; path: string }[] {
  return parse(html)
    .querySelectorAll("[data-sanity]")
    .map((element) =>
      Object.fromEntries(
        element
          .getAttribute("data-sanity")!
          .split(";")
          .map((pair) => pair.split(/=(.*)/s, 2)),
      ),
    )
    .filter((target) => /(^|\.)blocks:[^.]+$/.test(target.path ?? ""))
    .map(({ id, type, path }) => ({ id, type, path }));
}

afterEach(() => vi.unstubAllEnvs());
afterAll(() => resetContentSource());

describe("blocks an editor can move from the preview", () => {
  it("in the drafts preview, every block of every page, at every depth, names its item of the page's block list, in page order", async () => {
    vi.stubEnv("DRAFTS_PREVIEW", "true");
    const pages = (await listRoutablePaths()).filter((entry) => !["article", "archiveMonth", "teamMember"].includes(entry.kind));
    let blocks = 0;
    let inTabs = 0;
    for (const { path } of pages) {
      const page = await loadPage(path);
      const expected = blockPaths(page.blocks);
      const targets = blockTargets(renderBlocks(page, true));
      expect(
        targets.map((target) => target.path),
        path,
      ).toEqual(expected);
      expect(new Set(targets.map((target) => `${target.id}/${target.type}`)), path).toEqual(
        new Set([`${page._id}/${page._type}`]),
      );
      blocks += expected.length;
      inTabs += expected.filter((each) => each.includes(".panels:")).length;
    }
    console.info(`block targets: ${pages.length} pages, ${blocks} blocks (${inTabs} inside tabs)`);
    // The dataset has tabs with blocks in them, so the nested case was checked.
    expect(inTabs).toBeGreaterThan(10);
  }, 120_000);

  it("outside the preview, no block carries data-sanity", async () => {
    const page = await loadPage("/services/blogger-outreach");
    expect(page.blocks.length).toBeGreaterThan(3);
    expect(renderBlocks(page, true)).not.toContain("data-sanity");
    expect(renderBlocks(page, false)).not.toContain("data-sanity");
  });
});
