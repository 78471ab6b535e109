import { stegaClean } from "@sanity/client/stega";
import type { Frame, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_DATASET_DIR } from "../../content/config.server";
import { fetch } from "../../content/fetch.server";
import { LOCATIONS_SNAPSHOT_QUERY, locationsOf, type LocationsSnapshot } from "../../content/locations";
import { readDocuments, type Document } from "./content-lake-stand-in";
import {
  dropPlaceBefore,
  noteActionTime,
  panelBlockIn,
  panelBlockOrderIn,
  servedPage,
  storedTabOrder,
  storedTabsOf,
  TAB_NOTE_KEY,
  tabIn,
  tabListPath,
  tabOrderIn,
  watchListOrder,
  withNoteInFirstTab,
} from "./presentation-tabs";
import { startStudioWithPreview, type StudioWithPreview } from "./studio-with-preview";
import { NOT_CONNECTED, RETRY_IF_NOT_CONNECTED, hoverUntilOutlined, scrollIntoViewOnceSettled } from "./visual-editing";

/**
 * The studio as an editor meets it: the built studio in Chromium, logged in, its Sanity API
 * answered by a loopback stand-in (the browser resolves *.api.sanity.io there), and Presentation
 * framing the drafts preview (`npm run preview:drafts`: its production build, served by the site's
 * own server), whose Content Lake is the same stand-in. Presentation stores a preview secret through
 * the API and the preview checks it there, as with a real project. One setup serves every test here
 * (a studio build and a preview build each cost minutes); they run in order, and the ones that
 * change content (building a page, editing a price) come last.
 */
const PAGE = "/services/blogger-outreach";
const SERVICE_ID = "service-blogger-outreach";
const PACKAGE_ID = "package-blogger-outreach-da20";
/** An unpublished change to the DA20+ price: the preview and the form both show it. */
const DRAFT_PRICE = { _type: "money", gbp: 64, usd: 89 };
/** A spot inside a block that its own content leaves free (the section's padding). */
const BLOCK_PADDING = { x: 600, y: 16 };
/** Set to a folder to keep screenshots of each step. */
const SCREENSHOTS = process.env.PREVIEW_SCREENSHOTS;

let setup: StudioWithPreview;

/**
 * The embedded dataset, and a draft of the DA20+ package with a new price: the preview and the form
 * both show it. The service's first tab holds a short note before its own block, so a tab has two
 * blocks to rearrange.
 */
function contentLake(): Document[] {
  const documents = withNoteInFirstTab(readDocuments(`${EMBEDDED_DATASET_DIR}data.ndjson`), SERVICE_ID);
  const pricePackage = documents.find((document) => document._id === PACKAGE_ID)!;
  return [...documents, { ...pricePackage, _id: `drafts.${PACKAGE_ID}`, price: DRAFT_PRICE }];
}

/** The keys of the page's top-level blocks in `html`'s order, read from their `data-sanity` attributes. */
function blockOrderIn(html: string): string[] {
  const attribute = new RegExp(`data-sanity="id=${SERVICE_ID};type=service;path=blocks:([^.;"]+);`, "g");
  return [...html.matchAll(attribute)].map((match) => match[1]!);
}

/** The keys of the page's blocks in the stand-in's draft of it, once there is one. */
function draftBlockOrder(): string[] | undefined {
  const draft = setup.api.documents.get(`drafts.${SERVICE_ID}`) as { blocks?: { _key: string }[] } | undefined;
  return draft?.blocks?.map((block) => block._key);
}

/** The keys of the page's top-level blocks as the framed page shows them now. */
async function shownBlockOrder(frame: Frame): Promise<string[]> {
  return blockOrderIn(await frame.content());
}

/**
 * What a block that has not hydrated is doing: whether its wrapper still holds the prerendered
 * markup, where it is against the frame's window, and whether its code was asked for.
 */
const waitingBlockState = (block: Locator) =>
  block.evaluate((element) => {
    const wrapper = element.querySelector<HTMLElement>("[data-block-type]") ?? element.closest<HTMLElement>("[data-block-type]");
    const box = element.getBoundingClientRect();
    return {
      wrapper: wrapper?.dataset.blockType ?? null,
      hydrated: wrapper?.dataset.hydrated ?? null,
      childElements: wrapper?.childElementCount ?? null,
      top: Math.round(box.top),
      height: Math.round(box.height),
      windowHeight: window.innerHeight,
      visibility: document.visibilityState,
      codeRequested: performance.getEntriesByType("resource").some((entry) => /contact-form/.test(entry.name)),
      pageHydrated: document.documentElement.dataset.hydrated ?? null,
    };
  });

/** The block whose key is `key`, in the framed page. */
const blockIn = (frame: Frame, key: string) => frame.locator(`[data-sanity*=";path=blocks:${key};"]`);

/**
 * Where the pointer must be for visual editing to drop a dragged item just above the item in `box`
 * (a page y). It offers a place between two items only while the pointer is in neither one's inner
 * part: each item's box less a tenth of its shorter side at the top and at the bottom. Any lower,
 * over the item itself, there is no drop line and the release saves nothing. So: halfway into that
 * top band.
 */
const dropLineAbove = (box: { y: number; width: number; height: number }) => box.y + Math.min(box.width, box.height) / 20;

/** What the frame notes of the page's loader runs and the studio's live answers from `markLoaderRuns` on. */
interface LoaderRunLog {
  loaderRuns: { startTime: number }[];
  loaderRunObserver?: PerformanceObserver;
  /** When each of the studio's answers to the page's live queries (`loader/query-change`) arrived. */
  liveAnswers: number[];
  liveAnswerListener?: (event: MessageEvent) => void;
}

/**
 * Notes in the frame each of the page's loader runs from now on (their data is fetched as
 * `<path>.data`), once it has finished, and each answer the studio sends its live queries
 * (decision 0049). Through an observer: the page's resource timing buffer (250 entries) may
 * already be full, and then keeps no new entry.
 */
async function markLoaderRuns(frame: Frame): Promise<void> {
  await frame.evaluate(() => {
    const log = window as unknown as LoaderRunLog;
    log.loaderRunObserver?.disconnect();
    log.loaderRuns = [];
    log.loaderRunObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (new URL(entry.name).pathname.endsWith(".data")) log.loaderRuns.push({ startTime: entry.startTime });
    });
    log.loaderRunObserver.observe({ type: "resource" });
    if (log.liveAnswerListener) window.removeEventListener("message", log.liveAnswerListener);
    log.liveAnswers = [];
    log.liveAnswerListener = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === "loader/query-change") log.liveAnswers.push(performance.now());
    };
    window.addEventListener("message", log.liveAnswerListener);
  });
}

/** How many of the page's loader runs have finished since `markLoaderRuns`. */
function loaderRunsSinceMark(frame: Frame): Promise<number> {
  return frame.evaluate(() => (window as unknown as LoaderRunLog).loaderRuns.length);
}

/** How many answers from the studio to the page's live queries have arrived since `markLoaderRuns`. */
function liveAnswersSinceMark(frame: Frame): Promise<number> {
  return frame.evaluate(() => (window as unknown as LoaderRunLog).liveAnswers.length);
}

/** In an order watched for, a block whose key is not known yet (one about to be inserted). */
const ANY_KEY = null;

/** When the framed page first showed an order, measured in the frame from the editor's action. */
interface ShownAfterAction {
  /** Milliseconds from the action (the click or the release) to the first frame showing the order. */
  ms: number;
  /** How many of the page's loader runs had begun by then (their data is fetched as `<path>.data`). */
  loaderRuns: number;
  /** When the action was, on the clock the stand-in notes its commits by (`performance.timeOrigin`-based). */
  actedAt: number;
}

/**
 * Starts watching the frame, from the editor's next `action` (a click, or the release that ends a
 * drag), for the page's top-level blocks to show `order` (`ANY_KEY` stands for any one block),
 * checking at every frame painted; notes the page's loader runs from now on (`markLoaderRuns`).
 * Awaited before the action; its `shown` settles once the order shows.
 */
async function watchUntilShown(
  frame: Frame,
  action: "click" | "mouseup",
  order: (string | typeof ANY_KEY)[],
): Promise<{ shown: Promise<ShownAfterAction> }> {
  await markLoaderRuns(frame);
  await noteActionTime(frame, action);
  const shown = frame.waitForFunction(
    ({ id, order }) => {
      const keys = [...document.querySelectorAll(`[data-sanity*="id=${id};"][data-sanity*=";path=blocks:"]`)].flatMap(
        (element) => /;path=blocks:([^.;]+);/.exec(element.getAttribute("data-sanity") ?? "")?.slice(1) ?? [],
      );
      const { actedAt } = window as unknown as { actedAt?: number };
      const matches = keys.length === order.length && order.every((key, at) => key === null || key === keys[at]);
      if (actedAt === undefined || !matches) return false;
      const loaderRuns = (window as unknown as LoaderRunLog).loaderRuns.filter((run) => run.startTime >= actedAt).length;
      return { ms: performance.now() - actedAt, loaderRuns, actedAt: performance.timeOrigin + actedAt };
    },
    { id: SERVICE_ID, order },
    // An inserted block waits for the page's loaders: 10 s on a busy machine.
    { polling: "raf", timeout: 30_000 },
  );
  return { shown: shown.then(async (handle) => (await handle.jsonValue()) as ShownAfterAction) };
}

/**
 * The overlay's menu for the block `key`, opened by a right click once the overlay outlines the block.
 * The menu lists its actions only if the overlay already holds the page's document when it opens; a
 * menu opened before that says "Loading..." until it is closed (visual editing does not look again).
 * An editor would close it and right-click again, and so does this, for up to 30 s.
 */
async function openBlockMenu(page: Page, frame: Frame, key: string) {
  const overlay = frame.locator("sanity-visual-editing");
  const block = blockIn(frame, key);
  const duplicate = overlay.getByText("Duplicate", { exact: true });
  await hoverUntilOutlined(page, block, overlay.getByText("Blogger Outreach", { exact: true }), BLOCK_PADDING);
  await expect
    .poll(
      async () => {
        if (await overlay.getByText("Loading...", { exact: true }).isVisible()) await page.keyboard.press("Escape");
        await block.click({ button: "right", position: BLOCK_PADDING });
        return duplicate.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
  return overlay;
}

/**
 * Once the page's draft holds `expected`, the studio answers the page's live query with the saved
 * document (decision 0049) and the framed page still shows `expected`, with no run of its loaders:
 * the page's own data now agrees with what the editor did, so nothing jumps back. The preview
 * server, asked afresh, serves the same order.
 */
async function expectSavedAndKeptLive(frame: Frame, expected: () => string[] | undefined) {
  await expect.poll(draftBlockOrder, { timeout: 20_000 }).toEqual(expected());
  await expect.poll(() => liveAnswersSinceMark(frame), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => shownBlockOrder(frame), { timeout: 10_000 }).toEqual(expected());
  expect(await loaderRunsSinceMark(frame)).toBe(0);
  const served = await frame.evaluate(() => window.fetch(location.href).then((response) => response.text()));
  expect(blockOrderIn(served)).toEqual(expected());
}

/** Presentation open on the page, and the overlay's menu opened on the page's second block. */
async function menuOfTheSecondBlock() {
  const { page, frame } = await presentationOfThePage();
  const before = await shownBlockOrder(frame);
  const second = before[1]!;
  return { page, frame, before, second, overlay: await openBlockMenu(page, frame, second) };
}

/**
 * Once the page's draft holds one block more than `before`, right after the second (where the
 * menu of the second block adds one): that order, as saved, and the added block's new key.
 */
async function savedWithABlockAfterTheSecond(before: string[]): Promise<{ saved: string[]; added: string }> {
  await expect.poll(() => draftBlockOrder()?.length, { timeout: 20_000 }).toBe(before.length + 1);
  const saved = draftBlockOrder()!;
  const added = saved[2]!;
  expect(saved).toEqual([before[0], before[1], added, ...before.slice(2)]);
  return { saved, added };
}

async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Presentation open on the service page, the preview framed and let in, the cookie notice answered. */
async function presentationOfThePage(): Promise<{ page: Page; frame: Frame }> {
  const { page, errors } = await setup.loggedInStudio();
  await page.goto(`${setup.studio.origin}/presentation?preview=${encodeURIComponent(PAGE)}`);
  await page.waitForURL(/\/presentation\/service\/service-blogger-outreach\b/, { timeout: 60_000 });
  const frame = await setup.previewFrame(page, PAGE);
  await frame.getByText("Preview: showing drafts").waitFor({ timeout: 60_000 });
  // The notice sits over the foot of the page; answered, it leaves the blocks free to hover. (The
  // studio covers the frame until visual editing has connected: what went wrong is told if never.)
  await frame
    .getByRole("button", { name: "Okay" })
    .click()
    .catch(async (error: Error) => {
      await screenshot(page, "not-connected");
      const frameState = await frame
        .evaluate(() => ({
          hydrated: document.documentElement.dataset.hydrated ?? "no",
          visualEditingMounted: document.querySelector("sanity-visual-editing") !== null,
          scriptsLoaded: performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.endsWith(".js"))
            .map((path) => path.split("/").at(-1)),
        }))
        .catch((reason: Error) => reason.message);
      throw new Error(
        `${NOT_CONNECTED}: ${error.message}\nThe frame: ${JSON.stringify(frameState)}\nErrors in the studio and its frame:\n${errors.join("\n")}`,
      );
    });
  return { page, frame };
}

beforeAll(async () => {
  setup = await startStudioWithPreview(contentLake());
}, 600_000);

afterAll(async () => {
  await setup?.close();
});

describe("the built studio's Presentation tool", RETRY_IF_NOT_CONNECTED, () => {
  it("frames a service page's drafts preview, and clicking a price opens that price's field, with the pages it is on", async () => {
    const { page } = await setup.loggedInStudio();
    await page.goto(`${setup.studio.origin}/presentation?preview=${encodeURIComponent(PAGE)}`);

    // The page opens its own document beside it, and the preview let the studio in with the secret it stored.
    await page.waitForURL(/\/presentation\/service\/service-blogger-outreach\b/, { timeout: 60_000 });
    const frame = await setup.previewFrame(page, PAGE);
    await frame.getByText("Preview: showing drafts").waitFor({ timeout: 60_000 });
    // Sharing is not offered (decision 0024): Presentation has no share button.
    await expect.poll(() => page.getByRole("button", { name: "Share this preview" }).count()).toBe(0);
    const secrets = [...setup.api.documents.values()].filter((document) => document._type === "sanity.previewUrlSecret");
    expect(secrets).toHaveLength(1);
    // The page's first block, a contact form whose code loads when seen, is there and runs: the
    // preview's scripts changed it before it had hydrated, which once left it empty. It starts
    // about a window down the frame, near the edge of what counts as nearly seen (400 px), so a
    // frame laid out a little shorter never loads it: the editor scrolls to it, as to read it.
    const firstBlock = blockIn(frame, blockOrderIn(await frame.content())[0]!);
    await scrollIntoViewOnceSettled(firstBlock);
    await firstBlock
      .locator('[data-block-type="contactForm"][data-hydrated="true"]')
      .waitFor({ timeout: 20_000 })
      .catch(async (error: Error) => {
        // If it ever fails again, say what the block was doing.
        throw new Error(`${error.message}\nThe block then: ${JSON.stringify(await waitingBlockState(firstBlock))}`);
      });
    expect(await firstBlock.getByRole("button", { name: "Send enquiry" }).isVisible()).toBe(true);

    // The draft price shows. Hovering it outlines it (visual editing is talking to the studio); clicking opens it.
    const price = frame.locator(`[data-sanity*="id=${PACKAGE_ID};"]`).first();
    expect(stegaClean(await price.textContent())).toMatch(new RegExp(`£${DRAFT_PRICE.gbp}\\b`));
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
  }, 240_000);
});

describe("the studio's perspective switcher", RETRY_IF_NOT_CONNECTED, () => {
  it("shows the published page when the editor picks Published in the studio's switcher, and the drafts again when they pick Drafts", async () => {
    const { page, frame: framed } = await presentationOfThePage();
    const published = readDocuments(`${EMBEDDED_DATASET_DIR}data.ndjson`).find((document) => document._id === PACKAGE_ID)!;
    const publishedGbp = (published.price as { gbp: number }).gbp;
    expect(publishedGbp).not.toBe(DRAFT_PRICE.gbp);
    // The frame is loaded again on each switch: the price is read from whichever frame shows the page.
    const shownPrice = async () => {
      const frame = await setup.previewFrame(page, PAGE);
      return stegaClean((await frame.locator(`[data-sanity*="id=${PACKAGE_ID};"]`).first().textContent()) ?? "");
    };
    expect(await shownPrice()).toMatch(new RegExp(`£${DRAFT_PRICE.gbp}\\b`));
    await framed.evaluate(() => ((window as unknown as { beforeSwitch: boolean }).beforeSwitch = true));

    for (const [choice, gbp] of [
      ["Published", publishedGbp],
      ["Drafts", DRAFT_PRICE.gbp],
    ] as const) {
      await page.getByTestId("global-perspective-menu-button").click();
      await page.getByTestId("release-menu").getByText(choice, { exact: true }).click();
      await screenshot(page, `perspective-${choice.toLowerCase()}`);
      await expect.poll(shownPrice, { timeout: 30_000 }).toMatch(new RegExp(`£${gbp}\\b`));
    }
    // Presentation loaded the preview again (through the enable address, with the new perspective).
    const frame = await setup.previewFrame(page, PAGE);
    expect(await frame.evaluate(() => (window as unknown as { beforeSwitch?: boolean }).beforeSwitch)).toBeUndefined();
  }, 240_000);
});

describe("the preview in a tab of its own, on another site than the studio", RETRY_IF_NOT_CONNECTED, () => {
  it("lands the editor on the page from Presentation's open-in-a-new-tab button, through an admission the studio gives that tab", async () => {
    const { page } = await presentationOfThePage();
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: "Open preview" }).click(),
    ]);
    // The tab starts at the page itself, without the frame's cookie (kept for the studio's site only).
    await tab.waitForURL(new RegExp(`^${setup.previewOrigin}${PAGE}`), { timeout: 60_000 });
    await tab.getByText("Preview: showing drafts").waitFor({ timeout: 60_000 });
    expect(stegaClean(await tab.locator("h1").first().textContent())).toBe("Blogger Outreach");
    expect(await tab.locator(`[data-sanity*="id=${PACKAGE_ID};"]`).first().textContent()).toMatch(
      new RegExp(`£${DRAFT_PRICE.gbp}\\b`),
    );
    await tab.close();
  }, 180_000);

  it("lands the editor on the page from the document's Open preview, which opens the page's address in a new tab as the studio does", async () => {
    const { page } = await presentationOfThePage();
    // The document's "Open preview" (its productionUrl) is `window.open(address)` from the studio.
    const [tab] = await Promise.all([
      page.context().waitForEvent("page"),
      page.evaluate((address) => void window.open(address), `${setup.previewOrigin}${PAGE}`),
    ]);
    await tab.getByText("Preview: showing drafts").waitFor({ timeout: 60_000 });
    expect(new URL(tab.url()).pathname).toBe(PAGE);
    await tab.close();
  }, 180_000);

  it("tells a tab the studio did not open how to open the page, and shows it nothing of the site", async () => {
    const context = await setup.browser.newContext();
    try {
      const tab = await context.newPage();
      const answer = await tab.goto(`${setup.previewOrigin}${PAGE}`);
      expect(answer?.status()).toBe(401);
      await expect.poll(() => tab.getByRole("status").textContent()).toContain("Open it from the studio");
      expect(await tab.content()).not.toContain("Blogger Outreach");
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("building a page from the preview", RETRY_IF_NOT_CONNECTED, () => {
  it("moves a block up with the overlay's menu: the framed page shows it there at once, and the page's draft holds the new order", async () => {
    const { page, frame } = await presentationOfThePage();
    const before = blockOrderIn(await frame.content());
    expect(before.length).toBeGreaterThan(3);
    // The fourth block (book a call) goes above the third (the calendar).
    const [above, moved] = [before[2]!, before[3]!];
    const expected = [...before.slice(0, 2), moved, above, ...before.slice(4)];
    const block = frame.locator(`[data-sanity*=";path=blocks:${moved};"]`);
    const overlay = frame.locator("sanity-visual-editing");

    // Hovered, the block is outlined as an item of the service's page blocks; its menu names its type.
    await hoverUntilOutlined(page, block, overlay.getByText("Blogger Outreach", { exact: true }), BLOCK_PADDING);
    await block.click({ button: "right", position: BLOCK_PADDING });
    await overlay.getByText("Book a call", { exact: true }).waitFor();
    await overlay.getByText("Move", { exact: true }).hover();
    await screenshot(page, "move-menu");

    // When the framed page shows the new order, and whether the page's loaders had run again by then.
    const { shown } = await watchUntilShown(frame, "click", expected);
    await overlay.getByText("Up", { exact: true }).click();
    const optimistic = await shown;
    await screenshot(page, "moved");
    // At once: from the document as changed in the frame, before any new data was loaded.
    expect(optimistic.loaderRuns).toBe(0);

    // Saved as a draft of the page, with the blocks in the new order...
    await expect.poll(draftBlockOrder, { timeout: 20_000 }).toEqual(expected);
    // ...which the preview now renders from: the page as the server sends it has the new order.
    const served = await frame.evaluate(() => window.fetch(location.href).then((response) => response.text()));
    expect(blockOrderIn(served)).toEqual(expected);
    console.info(`block moved from the preview: shown in its new place ${Math.round(optimistic.ms)} ms after the click`);
  }, 240_000);

  it("drags a block above the one before it: the framed page shows it there at once, and keeps it once the draft is saved and the page's data loaded again", async () => {
    const { page, frame } = await presentationOfThePage();
    const before = await shownBlockOrder(frame);
    // Two neighbours that fit in the frame together, so the drag stays within the viewport.
    const heights = await Promise.all(before.map(async (key) => (await blockIn(frame, key).boundingBox())?.height ?? Infinity));
    const index = heights.findIndex((height, at) => at > 0 && at + 1 < before.length && height < 450 && heights[at + 1]! < 450);
    expect(index, "two short neighbouring blocks").toBeGreaterThan(0);
    const [above, moved] = [before[index]!, before[index + 1]!];
    const expected = [...before.slice(0, index), moved, above, ...before.slice(index + 2)];
    await blockIn(frame, above).evaluate((element) => element.scrollIntoView({ block: "center" }));
    const overlay = frame.locator("sanity-visual-editing");
    const block = blockIn(frame, moved);
    await hoverUntilOutlined(page, block, overlay.getByText("Blogger Outreach", { exact: true }), BLOCK_PADDING);
    const from = (await block.boundingBox())!;
    const to = (await blockIn(frame, above).boundingBox())!;
    await page.mouse.move(from.x + BLOCK_PADDING.x, from.y + BLOCK_PADDING.y);
    await page.mouse.down();
    // Onto the top edge of the block above: the drop goes before it.
    await page.mouse.move(from.x + BLOCK_PADDING.x, dropLineAbove(to), { steps: 20 });
    await screenshot(page, "dragging");
    const { shown } = await watchUntilShown(frame, "mouseup", expected);
    await page.mouse.up();
    // At once, before the page's loaders have run again.
    const optimistic = await shown;
    expect(optimistic.loaderRuns).toBe(0);
    await screenshot(page, "dragged");
    await expectSavedAndKeptLive(frame, () => expected);
    console.info(`block dragged in the preview: shown in its new place ${Math.round(optimistic.ms)} ms after the release`);
  }, 240_000);

  it("duplicates a block with the overlay's menu: the copy shows below it, with the same content, once the draft is saved", async () => {
    const { page, frame, before, second: original, overlay } = await menuOfTheSecondBlock();
    await markLoaderRuns(frame);
    await overlay.getByText("Duplicate", { exact: true }).click();

    // The draft gains one block, right after the original, under a new key.
    const { saved, added: copy } = await savedWithABlockAfterTheSecond(before);
    // The framed page shows the copy once the page's data has been loaded again, and keeps it.
    await expectSavedAndKeptLive(frame, () => saved);
    expect(stegaClean(await blockIn(frame, copy).innerText())).toBe(stegaClean(await blockIn(frame, original).innerText()));
    await screenshot(page, "duplicated");
  }, 240_000);

  it("inserts a contact form after a block with the overlay's menu: the new block shows in its place once the draft is saved", async () => {
    const { page, frame, before, second: after, overlay } = await menuOfTheSecondBlock();
    await overlay.getByText("Insert after", { exact: true }).hover();
    await screenshot(page, "insert-menu");
    const { shown } = await watchUntilShown(frame, "click", [before[0]!, after, ANY_KEY, ...before.slice(2)]);
    await overlay.getByText("Contact form", { exact: true }).click();

    const { saved, added: inserted } = await savedWithABlockAfterTheSecond(before);
    const draft = setup.api.documents.get(`drafts.${SERVICE_ID}`) as unknown as { blocks: { _key: string; _type: string }[] };
    expect(draft.blocks[2]).toMatchObject({ _key: inserted, _type: "contactForm" });
    await expectSavedAndKeptLive(frame, () => saved);
    // The new block is the form an editor would then fill in, shown where it was inserted.
    await expect.poll(() => blockIn(frame, inserted).locator("form").isVisible(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, "inserted");
    const { ms, actedAt } = await shown;
    const savedAt = setup.api.commits.find(
      (commit) => commit.at >= actedAt && commit.documentIds.includes(`drafts.${SERVICE_ID}`),
    )!.at;
    console.info(
      `block inserted from the preview: shown in its place ${Math.round(ms)} ms after the click ` +
        `(saved ${Math.round(savedAt - actedAt)} ms after the click)`,
    );
  }, 240_000);

  it("removes a block with the overlay's menu: the framed page drops it at once, and still lacks it once the draft is saved and the page's data loaded again", async () => {
    const { page, frame } = await presentationOfThePage();
    const before = await shownBlockOrder(frame);
    // The last block (the questions and answers): tall, so the menu opens inside the block.
    const removed = before.at(-1)!;
    const expected = before.slice(0, -1);
    const overlay = await openBlockMenu(page, frame, removed);
    const { shown } = await watchUntilShown(frame, "click", expected);
    await overlay.getByText("Remove", { exact: true }).click();
    // At once, before the page's loaders have run again.
    const optimistic = await shown;
    expect(optimistic.loaderRuns).toBe(0);
    await screenshot(page, "removed");

    await expectSavedAndKeptLive(frame, () => expected);
    expect(await blockIn(frame, removed).count()).toBe(0);
    console.info(`block removed from the preview: gone from the page ${Math.round(optimistic.ms)} ms after the click`);
  }, 240_000);

  it("shows a price as the editor types it into the form: the framed page changes in place, with no reload, its scroll and click-to-edit kept", async () => {
    const { page, frame } = await presentationOfThePage();
    const price = frame.locator(`[data-sanity*="id=${PACKAGE_ID};"]`).first();
    expect(stegaClean(await price.textContent())).toMatch(new RegExp(`£${DRAFT_PRICE.gbp}\\b`));
    await hoverUntilOutlined(page, price, frame.locator("sanity-visual-editing").getByText("DA20+", { exact: true }));
    await price.click();
    await page.waitForURL(new RegExp(`/presentation/pricePackage/${PACKAGE_ID}/price\\?`), { timeout: 20_000 });

    // Marks the framed document (a reload would lose it), its scroll, and its loader runs from now on.
    await frame.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const scrolledTo = await frame.evaluate(() => window.scrollY);
    await markLoaderRuns(frame);

    // Typed at once, as the form shows: no second of reading first (decision 0033 needed it).
    const field = page.getByLabel("GBP (£)");
    const shown: { gbp: number; ms: number; savedFirst: boolean }[] = [];
    for (const gbp of [71, 72, 73]) {
      const commitsBefore = setup.api.commits.length;
      await field.click();
      await field.press("ControlOrMeta+a");
      await field.pressSequentially(String(gbp).slice(0, -1), { delay: 100 });
      const typedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
      await field.press(String(gbp).at(-1)!);
      const shownAt = (await (
        await frame.waitForFunction(
          ({ id, amount }) => {
            const element = document.querySelector(`[data-sanity*="id=${id};"]`);
            return new RegExp(`£${amount}\\b`).test(element?.textContent ?? "")
              ? performance.timeOrigin + performance.now()
              : false;
          },
          { id: PACKAGE_ID, amount: gbp },
          { polling: "raf", timeout: 20_000 },
        )
      ).jsonValue()) as number;
      const saved = setup.api.commits.slice(commitsBefore).find((each) => each.documentIds.includes(`drafts.${PACKAGE_ID}`));
      shown.push({ gbp, ms: shownAt - typedAt, savedFirst: saved !== undefined && saved.at <= shownAt });
    }
    await screenshot(page, "price-typed");

    // The studio's answers brought each price: the page never asked the preview server again.
    expect(await liveAnswersSinceMark(frame)).toBeGreaterThan(0);
    expect(await loaderRunsSinceMark(frame)).toBe(0);
    expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await frame.evaluate(() => window.scrollY)).toBe(scrolledTo);
    // Still click-to-edit: the price names its document, and visible words keep their stega encoding.
    expect(await price.getAttribute("data-sanity")).toContain(`id=${PACKAGE_ID};`);
    const heading = await frame.locator("h1").first().textContent();
    expect(stegaClean(heading)).not.toBe(heading);
    // And the last price is saved in the package's draft.
    await expect
      .poll(() => (setup.api.documents.get(`drafts.${PACKAGE_ID}`)?.price as { gbp?: number } | undefined)?.gbp, {
        timeout: 20_000,
      })
      .toBe(73);
    expect(await loaderRunsSinceMark(frame)).toBe(0);
    console.info(
      `live price edit, keystroke to painted: ${shown.map((each) => `£${each.gbp} ${Math.round(each.ms)} ms${each.savedFirst ? " (after the save)" : ""}`).join(", ")}`,
    );
  }, 240_000);
});

describe("building a tab from the preview", RETRY_IF_NOT_CONNECTED, () => {
  /** The service's tabs block (its key never changes) and where its panels and blocks stand in the page's draft. */
  const tabsKey = () => storedTabsOf(setup.api.documents.get(SERVICE_ID))._key;
  const draftTabOrder = () => storedTabOrder(setup.api.documents.get(`drafts.${SERVICE_ID}`));
  /** Presentation open on the page, with its tabs block's key and the tabs' order as the framed page shows them. */
  async function presentationWithTabs() {
    const { page, frame } = await presentationOfThePage();
    const tabs = tabsKey();
    return { page, frame, tabs, before: tabOrderIn(await frame.content(), tabs) };
  }
  /** The tabs in `expected` order in the page's draft, in the framed page, and in the page the preview serves afresh. */
  async function expectTabOrderEverywhere(frame: Frame, expected: string[]) {
    await expect.poll(() => draftTabOrder()?.panels, { timeout: 20_000 }).toEqual(expected);
    await expect.poll(async () => tabOrderIn(await frame.content(), tabsKey()), { timeout: 10_000 }).toEqual(expected);
    expect(tabOrderIn(await servedPage(frame), tabsKey())).toEqual(expected);
  }

  it("drags a block inside a tab above the one before it: the framed page shows it there at once, and the page's draft holds the tab's new order", async () => {
    const { page, frame } = await presentationOfThePage();
    const tabs = tabsKey();
    // The tab the page opens on: the first of the page's panels (the draft's, once there is one).
    const stored = setup.api.documents.get(`drafts.${SERVICE_ID}`) ?? setup.api.documents.get(SERVICE_ID);
    const panel = storedTabsOf(stored).panels[0]!._key;
    const before = panelBlockOrderIn(await frame.content(), tabs, panel);
    // The first tab, shown as the page opens, holds the note and the tab's own block.
    expect(before).toHaveLength(2);
    expect(before[0]).toBe(TAB_NOTE_KEY);
    const [above, moved] = [before[0]!, before[1]!];
    const expected = [moved, above];
    const aboveBlock = panelBlockIn(frame, tabs, panel, above);
    const movedBlock = panelBlockIn(frame, tabs, panel, moved);
    await aboveBlock.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const overlay = frame.locator("sanity-visual-editing");
    await hoverUntilOutlined(page, movedBlock, overlay.getByText("Blogger Outreach", { exact: true }), BLOCK_PADDING);
    const from = (await movedBlock.boundingBox())!;
    const to = (await aboveBlock.boundingBox())!;
    await page.mouse.move(from.x + BLOCK_PADDING.x, from.y + BLOCK_PADDING.y);
    await page.mouse.down();
    // Onto the top edge of the note: the drop goes before it.
    await page.mouse.move(from.x + BLOCK_PADDING.x, dropLineAbove(to), { steps: 20 });
    await screenshot(page, "dragging-in-a-tab");
    const { shown } = await watchListOrder(frame, "mouseup", tabListPath(tabs, panel), expected);
    await page.mouse.up();
    const ms = await shown;
    await screenshot(page, "dragged-in-a-tab");

    // Saved as a draft of the page, the tab's blocks in the new order and the other tabs as they were...
    await expect.poll(() => draftTabOrder()?.blocks[panel], { timeout: 20_000 }).toEqual(expected);
    // ...which the framed page keeps, and the preview now renders from.
    await expect.poll(async () => panelBlockOrderIn(await frame.content(), tabs, panel), { timeout: 10_000 }).toEqual(expected);
    expect(panelBlockOrderIn(await servedPage(frame), tabs, panel)).toEqual(expected);
    console.info(`block dragged inside a tab: shown in its new place ${Math.round(ms)} ms after the release`);
  }, 240_000);

  it("drags a tab before the first one: the tabs show in the new order at once, the chosen tab stays chosen, and the page's draft holds the new order", async () => {
    const { page, frame, tabs, before } = await presentationWithTabs();
    expect(before.length).toBeGreaterThan(2);
    const [first, moved] = [before[0]!, before[1]!];
    const expected = [moved, first, ...before.slice(2)];
    const chosen = tabIn(frame, tabs, first);
    expect(await chosen.getAttribute("aria-selected")).toBe("true");
    const chosenPanelBlock = panelBlockIn(frame, tabs, first, panelBlockOrderIn(await frame.content(), tabs, first)[0]!);

    // Hovered, the tab is outlined as an item of the tabs block's panels; dragged along the row, it drops before the first.
    const tab = tabIn(frame, tabs, moved);
    await tab.scrollIntoViewIfNeeded();
    const overlay = frame.locator("sanity-visual-editing");
    await hoverUntilOutlined(page, tab, overlay.getByText("Blogger Outreach", { exact: true }));
    const from = (await tab.boundingBox())!;
    const to = (await chosen.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(dropPlaceBefore(to), to.y + to.height / 2, { steps: 20 });
    await screenshot(page, "dragging-a-tab");
    const { shown } = await watchListOrder(frame, "mouseup", tabListPath(tabs), expected);
    await page.mouse.up();
    const ms = await shown;
    await screenshot(page, "dragged-a-tab");
    // The tab the page showed is still the one shown, now second: moving tabs does not switch the panel under the editor.
    expect(await chosen.getAttribute("aria-selected")).toBe("true");
    expect(await chosenPanelBlock.isVisible()).toBe(true);

    await expectTabOrderEverywhere(frame, expected);
    console.info(`tab dragged in the preview: shown in its new place ${Math.round(ms)} ms after the release`);
  }, 240_000);

  it("removes a tab with the overlay's menu: the framed page drops the tab at once, and the page's draft lacks its panel", async () => {
    const { page, frame, tabs, before } = await presentationWithTabs();
    const removed = before.at(-1)!;
    const expected = before.slice(0, -1);
    const tab = tabIn(frame, tabs, removed);
    await tab.scrollIntoViewIfNeeded();
    const overlay = frame.locator("sanity-visual-editing");
    await hoverUntilOutlined(page, tab, overlay.getByText("Blogger Outreach", { exact: true }));
    await tab.click({ button: "right" });
    // The menu acts on the panel, as on a block: duplicate, remove, move.
    for (const action of ["Duplicate", "Remove", "Move"]) await overlay.getByText(action, { exact: true }).waitFor();
    await screenshot(page, "tab-menu");
    const { shown } = await watchListOrder(frame, "click", tabListPath(tabs), expected);
    await overlay.getByText("Remove", { exact: true }).click();
    const ms = await shown;

    await expectTabOrderEverywhere(frame, expected);
    console.info(`tab removed from the preview: gone from the page ${Math.round(ms)} ms after the click`);
  }, 240_000);

  it("shows a tab's panel when the editor clicks the tab with the overlays on, and opens that panel beside the page", async () => {
    const { page, frame } = await presentationOfThePage();
    const tabs = tabsKey();
    // A tab whose panel is not the one showing as the page opens.
    const other = tabOrderIn(await frame.content(), tabs)[1]!;
    const tab = tabIn(frame, tabs, other);
    expect(await tab.getAttribute("aria-selected")).toBe("false");
    await tab.scrollIntoViewIfNeeded();
    await hoverUntilOutlined(page, tab, frame.locator("sanity-visual-editing").getByText("Blogger Outreach", { exact: true }));
    await tab.click();

    // The page shows the panel the editor clicked, though visual editing took the click...
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
    const shownBlock = panelBlockOrderIn(await frame.content(), tabs, other)[0]!;
    expect(await panelBlockIn(frame, tabs, other, shownBlock).isVisible()).toBe(true);
    // ...to open that panel in the form beside it.
    await page.waitForURL((url) => decodeURIComponent(url.href).includes(`panels[_key=="${other}"]`), { timeout: 20_000 });
    await screenshot(page, "tab-clicked");
  }, 240_000);
});
