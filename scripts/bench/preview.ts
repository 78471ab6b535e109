/**
 * The editors' preview, as Presentation opens it: `npm run preview:drafts` (its production build,
 * made first when missing) with the Content Lake stood in inside its process, framed by a loopback
 * page on the studio's origin through the enable route, in Debian Chromium. Times, from the
 * navigation's start until the framed page has hydrated and visual editing is mounted:
 * - cold: the first framed page after the preview starts (its first render, first queries);
 * - warm: later pages in a fresh browser context each (no cache, a new admission);
 * - cached: reloads in one context (its assets cached, its admission kept).
 * The stand-in answers a repeated query from memory, so warm figures leave out the Content Lake's
 * own time; they measure the preview's rendering and the browser's work.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { EMBEDDED_DATASET_DIR } from "../../src/content/config.server";
import { PREVIEW_ENABLE_PATH } from "../../src/content/preview/preview-mode";
import { PLAYWRIGHT_CHROMIUM_FLAGS } from "../../src/test/browser/chromium-flags";
import { readDocuments } from "../../src/test/browser/content-lake-stand-in";
import { startDraftsPreview } from "../../src/test/browser/drafts-preview-server";
import { ms, table } from "./format";
import { median } from "./stats";

const PAGE = "/services/blogger-outreach";
const SECRET = "a-secret-for-the-preview-bench";

export interface PreviewFigures {
  /** From the command's start until the preview refuses a page without admission (a build included when one was needed). */
  startMs: number;
  coldMs: number;
  warmMs: number[];
  cachedMs: number[];
}

async function studioStandIn(): Promise<{ server: Server; origin: string }> {
  // Framed at a desktop size, as Presentation does: the page's app starts once the page is seen.
  const server = createServer((request, response) => {
    const target = new URL(request.url ?? "/", "http://studio").searchParams.get("preview") ?? "";
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.end(
      `<!doctype html><title>Studio</title><iframe id="preview" title="Preview" src="${target.replace(/"/g, "&quot;")}" style="width:1280px;height:900px"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Milliseconds from navigating the studio page until the framed preview has hydrated and mounted visual editing. */
async function framedPage(page: Page, studioPage: string): Promise<number> {
  const started = performance.now();
  await page.goto(studioPage);
  const frame = await (await page.locator("#preview").elementHandle())?.contentFrame();
  if (!frame) throw new Error("The studio stand-in did not frame the preview.");
  await frame.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
  await frame.waitForSelector("sanity-visual-editing", { state: "attached", timeout: 60_000 });
  return performance.now() - started;
}

export async function measurePreview(runs: number): Promise<PreviewFigures> {
  const { server, origin } = await studioStandIn();
  const lakeDir = mkdtempSync(join(tmpdir(), "bench-preview-lake-"));
  const documents = readDocuments(`${EMBEDDED_DATASET_DIR}data.ndjson`);
  const service = documents.find((document) => document._id === "service-blogger-outreach")!;
  const lake = [
    ...documents,
    { ...service, _id: `drafts.${service._id}`, title: "Blogger outreach, as drafted" },
    {
      _id: "sanity-preview-url-secret.bench",
      _type: "sanity.previewUrlSecret",
      _updatedAt: new Date().toISOString(),
      secret: SECRET,
      studioUrl: origin,
    },
  ];
  writeFileSync(join(lakeDir, "lake.ndjson"), lake.map((document) => JSON.stringify(document)).join("\n"));
  const starting = performance.now();
  const preview = await startDraftsPreview({ studioOrigin: origin, contentLake: { file: join(lakeDir, "lake.ndjson") } });
  const startMs = performance.now() - starting;
  const enable = `${preview.url}${PREVIEW_ENABLE_PATH}?sanity-preview-secret=${SECRET}&sanity-preview-pathname=${encodeURIComponent(PAGE)}&sanity-preview-perspective=drafts`;
  const studioPage = `${origin}/?preview=${encodeURIComponent(enable)}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
  });
  try {
    const fresh = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        return await framedPage(page, studioPage);
      } finally {
        await context.close();
      }
    };
    const coldMs = await fresh();
    const warmMs: number[] = [];
    for (let run = 0; run < runs; run++) warmMs.push(await fresh());
    const context = await browser.newContext();
    const page = await context.newPage();
    await framedPage(page, studioPage);
    const cachedMs: number[] = [];
    for (let run = 0; run < runs; run++) cachedMs.push(await framedPage(page, studioPage));
    await context.close();
    return { startMs, coldMs, warmMs, cachedMs };
  } finally {
    await browser.close();
    await preview.stop();
    server.close();
    rmSync(lakeDir, { recursive: true, force: true });
  }
}

export function formatPreview(figures: PreviewFigures): string {
  return [
    "## The editors' preview: first framed page (until hydrated, visual editing mounted)\n",
    table(
      ["Measure", "Median", "Runs"],
      [
        ["`npm run preview:drafts` until it answers (build included if one was needed)", ms(figures.startMs), "1"],
        ["First framed page after start (cold)", ms(figures.coldMs), "1"],
        [
          "Framed page, fresh browser context (warm server, no browser cache)",
          ms(median(figures.warmMs)),
          String(figures.warmMs.length),
        ],
        [
          "Framed page, same context (cached assets, admission kept)",
          ms(median(figures.cachedMs)),
          String(figures.cachedMs.length),
        ],
      ],
    ),
  ].join("\n");
}
