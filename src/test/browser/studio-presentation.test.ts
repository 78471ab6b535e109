import { rmSync } from "node:fs";
import { stegaClean } from "@sanity/client/stega";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_DATASET_DIR } from "../../content/config.server";
import { fetch } from "../../content/fetch.server";
import { LOCATIONS_SNAPSHOT_QUERY, locationsOf, type LocationsSnapshot } from "../../content/locations";
import { buildStudio, startStaticStudio, type StaticStudio } from "./built-studio";
import { launchChromium, newPage } from "./chromium";
import { readDocuments, type Document } from "./content-lake-stand-in";
import { freePort, type DevServer } from "./dev-server";
import { startDraftsPreview } from "./drafts-preview-server";
import { startSanityApiStandIn, type SanityApiStandIn } from "./sanity-api-stand-in";
import { hoverUntilOutlined } from "./visual-editing";

/**
 * The studio as an editor meets it: the built studio in Chromium, logged in, its Sanity API
 * answered by a loopback stand-in (the browser resolves *.api.sanity.io there), and Presentation
 * framing the drafts preview server, whose Content Lake is the same stand-in. Presentation stores
 * a preview secret through the API and the preview checks it there, as with a real project. The
 * preview is `npm run preview:drafts`: its production build, served by the site's own server.
 */
const PROJECT_ID = "stand-in";
const PAGE = "/services/blogger-outreach";
const PACKAGE_ID = "package-blogger-outreach-da20";
/** An unpublished change to the DA20+ price: the preview and the form both show it. */
const DRAFT_PRICE = { _type: "money", gbp: 64, usd: 89 };

let api: SanityApiStandIn;
let studio: StaticStudio;
let preview: DevServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let studioDir: string | undefined;

/** The embedded dataset, and a draft of the DA20+ package with a new price. */
function contentLake(): Document[] {
  const documents = readDocuments(`${EMBEDDED_DATASET_DIR}data.ndjson`);
  const pricePackage = documents.find((document) => document._id === PACKAGE_ID)!;
  return [...documents, { ...pricePackage, _id: `drafts.${PACKAGE_ID}`, price: DRAFT_PRICE }];
}

/** A studio tab whose editor is logged in: the studio's token login, as its login screen would leave it. */
async function loggedInStudio(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript(
    ({ key, token }) => localStorage.setItem(key, JSON.stringify({ token, time: new Date().toISOString() })),
    { key: `__studio_auth_token_${PROJECT_ID}`, token: "stand-in-editor-token" },
  );
  return newPage(context);
}

/** Presentation's frame once it shows the preview server's page. */
async function previewFrame(page: Page): Promise<Frame> {
  let frame: Frame | undefined;
  await expect
    .poll(() => (frame = page.frames().find((candidate) => candidate.url().startsWith(`${preview.url}${PAGE}`))), {
      timeout: 20_000,
    })
    .toBeDefined();
  return frame!;
}

beforeAll(async () => {
  api = await startSanityApiStandIn(contentLake());
  studio = await startStaticStudio();
  const previewPort = await freePort();
  // The studio bakes in the preview's address and the preview must know the studio's: both are
  // fixed before either starts, so the two builds (the studio's, and the preview's production
  // build made by `npm run preview:drafts`) run side by side.
  // Both are waited for even when one fails, so afterAll stops and removes whatever did start.
  const [built, started] = await Promise.allSettled([
    buildStudio({ SANITY_STUDIO_PROJECT_ID: PROJECT_ID, SANITY_STUDIO_PREVIEW_URL: `http://127.0.0.1:${previewPort}` }),
    startDraftsPreview({ studioOrigin: studio.origin, contentLake: { url: api.httpUrl }, port: previewPort }),
  ]);
  if (started.status === "fulfilled") preview = started.value;
  if (built.status === "rejected") throw built.reason;
  studioDir = built.value;
  if (started.status === "rejected") throw started.reason;
  studio.serve(studioDir);
  ({ browser, close: closeBrowser } = await launchChromium([
    `--host-resolver-rules=MAP *.api.sanity.io 127.0.0.1:${api.httpsPort}, MAP api.sanity.io 127.0.0.1:${api.httpsPort}`,
    // The stand-in's certificate is self-signed, for a loopback server only.
    "--ignore-certificate-errors",
  ]));
}, 240_000);

afterAll(async () => {
  // What the studio asked for that the stand-in does not answer (none of it stops the steps below).
  if (api) console.info(`Studio API calls the stand-in left unanswered:\n  ${[...new Set(api.unanswered)].sort().join("\n  ")}`);
  await closeBrowser?.();
  await preview?.stop();
  await studio?.close();
  await api?.close();
  if (studioDir) rmSync(studioDir, { recursive: true });
});

describe("the built studio's Presentation tool", () => {
  it("frames a service page's drafts preview, and clicking a price opens that price's field, with the pages it is on", async () => {
    const { page } = await loggedInStudio();
    await page.goto(`${studio.origin}/presentation?preview=${encodeURIComponent(PAGE)}`);

    // The page opens its own document beside it, and the preview let the studio in with the secret it stored.
    await page.waitForURL(/\/presentation\/service\/service-blogger-outreach\b/, { timeout: 20_000 });
    const frame = await previewFrame(page);
    await frame.getByText("Preview: showing drafts").waitFor({ timeout: 20_000 });
    // Sharing is not offered (decision 0024): Presentation has no share button.
    await expect.poll(() => page.getByRole("button", { name: "Share this preview" }).count()).toBe(0);
    const secrets = [...api.documents.values()].filter((document) => document._type === "sanity.previewUrlSecret");
    expect(secrets).toHaveLength(1);

    // The draft price shows. Hovering it outlines it (visual editing is talking to the studio); clicking opens it.
    const price = frame.locator(`[data-sanity*="id=${PACKAGE_ID};"]`).first();
    expect(stegaClean(await price.textContent())).toMatch(/£64\b/);
    await hoverUntilOutlined(page, price, frame.locator("sanity-visual-editing").getByText("DA20+", { exact: true }));
    await price.click();
    await page.waitForURL(new RegExp(`/presentation/pricePackage/${PACKAGE_ID}/price\\?`), { timeout: 20_000 });
    // The price document's form, its draft price (pounds and dollars) ready to edit.
    expect(await page.getByLabel("GBP (£)").inputValue()).toBe(String(DRAFT_PRICE.gbp));
    expect(await page.getByLabel("USD ($)").inputValue()).toBe(String(DRAFT_PRICE.usd));

    // Presentation's "used on" list names each page that shows the package, this one included.
    const snapshot = (await fetch(LOCATIONS_SNAPSHOT_QUERY)) as LocationsSnapshot;
    const pages = locationsOf(snapshot, PACKAGE_ID, "pricePackage").pages;
    expect(pages.map((shown) => shown.path)).toContain(PAGE);
    const usedOn = page.getByRole("button", { name: `Used on ${pages.length} pages` });
    await usedOn.click();
    for (const shown of pages) await page.getByText(shown.path, { exact: true }).first().waitFor({ timeout: 10_000 });
  }, 90_000);
});
