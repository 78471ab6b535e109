/**
 * The refresh after an edit, as an editor meets it: the built studio (`sanity build`, the project's
 * own) in Debian Chromium, its Sanity API answered by a loopback stand-in (Chromium resolves
 * *.api.sanity.io there), Presentation framing `npm run preview:drafts` (its production build) whose
 * Content Lake is the same stand-in. Each run opens Presentation on a service page afresh, clicks a
 * price in the frame, and types a new price into the form twice: at once, as the form shows, and
 * again after reading it for 2.5 s. Each time is from the stand-in storing the edit until the framed
 * page shows the new price (no reload); an edit not shown within 20 s counts as not shown.
 */
import { rmSync } from "node:fs";
import { chromium, type Browser, type Frame, type Page } from "playwright-core";
import { EMBEDDED_DATASET_DIR } from "../../src/content/config.server";
import { buildStudio, startStaticStudio } from "../../src/test/browser/built-studio";
import { PLAYWRIGHT_CHROMIUM_FLAGS } from "../../src/test/browser/chromium-flags";
import { readDocuments } from "../../src/test/browser/content-lake-stand-in";
import { freePort } from "../../src/test/browser/dev-server";
import { startDraftsPreview } from "../../src/test/browser/drafts-preview-server";
import { startSanityApiStandIn, type SanityApiStandIn } from "../../src/test/browser/sanity-api-stand-in";
import { ms, table } from "./format";
import { median } from "./stats";

const PAGE = "/services/blogger-outreach";
const PACKAGE_ID = "package-blogger-outreach-da20";
const PROJECT_ID = "stand-in";
const SHOWN_WITHIN_MS = 20_000;
const READING_MS = 2_500;

export interface PreviewRefreshFigures {
  /** Saved edit to shown, typed as soon as the form shows; null: not shown within 20 s. */
  atOnceMs: (number | null)[];
  /** Saved edit to shown, typed after 2.5 s with the form open. */
  afterReadingMs: (number | null)[];
}

/** Polls `check` until it is truthy (then returns it) or `timeoutMs` passes (then throws `what`). */
async function until<T>(what: string, check: () => Promise<T>, timeoutMs = 90_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Presentation on the page, logged in, the preview framed and let in, the cookie notice answered. */
async function presentation(browser: Browser, studioOrigin: string, previewUrl: string): Promise<{ page: Page; frame: Frame }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addInitScript(
    ({ key, token }) => localStorage.setItem(key, JSON.stringify({ token, time: new Date().toISOString() })),
    { key: `__studio_auth_token_${PROJECT_ID}`, token: "stand-in-editor-token" },
  );
  const page = await context.newPage();
  await page.goto(`${studioOrigin}/presentation?preview=${encodeURIComponent(PAGE)}`);
  const frame = await until("the framed preview", async () =>
    page.frames().find((candidate) => candidate.url().startsWith(`${previewUrl}${PAGE}`)),
  );
  await frame.getByText("Preview: showing drafts").waitFor({ timeout: 90_000 });
  await frame.getByRole("button", { name: "Okay" }).click({ timeout: 90_000 });
  return { page, frame };
}

/** Clicks the DA20+ price in the frame (hovering until the overlay outlines it) and waits for its form. */
async function openThePrice(page: Page, frame: Frame): Promise<void> {
  const price = frame.locator(`[data-sanity*="id=${PACKAGE_ID};"]`).first();
  const label = frame.locator("sanity-visual-editing").getByText("DA20+", { exact: true });
  await price.scrollIntoViewIfNeeded();
  await until("the price outlined", async () => {
    await page.mouse.move(0, 0);
    await price.hover();
    return label.isVisible();
  });
  await price.click();
  await page.waitForURL(new RegExp(`/presentation/pricePackage/${PACKAGE_ID}/price\\?`), { timeout: 90_000 });
  await page.getByLabel("GBP (£)").waitFor();
}

/** Types `gbp` into the form; milliseconds from the stand-in storing it until the frame shows it, or null. */
async function editShownAfter(api: SanityApiStandIn, page: Page, frame: Frame, gbp: number): Promise<number | null> {
  const commitsBefore = api.commits.length;
  await page.getByLabel("GBP (£)").fill(String(gbp));
  const shownAt = await frame
    .waitForFunction(
      ({ id, amount }) => {
        const element = document.querySelector(`[data-sanity*="id=${id};"]`);
        return new RegExp(`£${amount}\\b`).test(element?.textContent ?? "") ? performance.timeOrigin + performance.now() : false;
      },
      { id: PACKAGE_ID, amount: gbp },
      { polling: "raf", timeout: SHOWN_WITHIN_MS },
    )
    .then(async (handle) => (await handle.jsonValue()) as number)
    .catch(() => null);
  const commit = await until("the edit saved", async () =>
    api.commits.slice(commitsBefore).find((each) => each.documentIds.includes(`drafts.${PACKAGE_ID}`)),
  );
  return shownAt === null ? null : shownAt - commit.at;
}

export async function measurePreviewRefresh(runs: number): Promise<PreviewRefreshFigures> {
  const documents = readDocuments(`${EMBEDDED_DATASET_DIR}data.ndjson`);
  const api = await startSanityApiStandIn(documents);
  const studio = await startStaticStudio();
  const previewPort = await freePort();
  let studioDir: string | undefined;
  let browser: Browser | undefined;
  const [built, started] = await Promise.allSettled([
    buildStudio({ SANITY_STUDIO_PROJECT_ID: PROJECT_ID, SANITY_STUDIO_PREVIEW_URL: `http://127.0.0.1:${previewPort}` }),
    startDraftsPreview({ studioOrigin: studio.origin, contentLake: { url: api.httpUrl }, port: previewPort }),
  ]);
  try {
    if (built.status === "rejected") throw built.reason;
    if (started.status === "rejected") throw started.reason;
    studioDir = built.value;
    studio.serve(studioDir);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        ...PLAYWRIGHT_CHROMIUM_FLAGS,
        `--host-resolver-rules=MAP *.api.sanity.io 127.0.0.1:${api.httpsPort}, MAP api.sanity.io 127.0.0.1:${api.httpsPort}`,
        // The stand-in's certificate is self-signed, for a loopback server only.
        "--ignore-certificate-errors",
      ],
    });
    const figures: PreviewRefreshFigures = { atOnceMs: [], afterReadingMs: [] };
    for (let run = 0; run < runs; run++) {
      const { page, frame } = await presentation(browser, studio.origin, started.value.url);
      await openThePrice(page, frame);
      figures.atOnceMs.push(await editShownAfter(api, page, frame, 100 + run * 2));
      await page.waitForTimeout(READING_MS);
      figures.afterReadingMs.push(await editShownAfter(api, page, frame, 101 + run * 2));
      await page.context().close();
    }
    return figures;
  } finally {
    await browser?.close();
    if (started.status === "fulfilled") await started.value.stop();
    await studio.close();
    await api.close();
    if (studioDir) rmSync(studioDir, { recursive: true, force: true });
  }
}

/** The median of the edits shown, and how many were not shown within 20 s. */
function shownMedian(times: (number | null)[]): string {
  const shown = times.filter((time): time is number => time !== null);
  const missed = times.length - shown.length;
  const middle = shown.length ? ms(median(shown)) : "none shown";
  return missed ? `${middle} (${missed} of ${times.length} not shown within ${SHOWN_WITHIN_MS / 1000} s)` : middle;
}

export function formatPreviewRefresh(figures: PreviewRefreshFigures): string {
  const each = (times: (number | null)[]) => times.map((time) => (time === null ? "not shown" : ms(time))).join(", ");
  return [
    "## The editors' preview: the refresh after an edit (saved edit to shown in the frame, no reload)\n",
    table(
      ["Edit typed into the form", "Median", "Each run"],
      [
        ["At once, as the form shows", shownMedian(figures.atOnceMs), each(figures.atOnceMs)],
        [`After reading the form (${READING_MS / 1000} s)`, shownMedian(figures.afterReadingMs), each(figures.afterReadingMs)],
      ],
    ),
  ].join("\n");
}
