import { stegaClean } from "@sanity/client/stega";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_DATASET_DIR } from "../../content/config.server";
import { readDocuments, type Document } from "./content-lake-stand-in";
import { startStudioWithPreview, type StudioWithPreview } from "./studio-with-preview";
import { hoverUntilOutlined } from "./visual-editing";

/**
 * An editor building a page from the preview, in the built studio's Presentation tool (the studio,
 * the drafts preview and the Sanity API stand-in, as in studio-presentation.test.ts): a block moved
 * with the overlay's menu shows in its new place at once and is saved in the page's draft, and a
 * price typed into the form shows in the framed page without a reload, after the stand-in has
 * sent the listener events Sanity sends after an edit.
 */
const PAGE = "/services/blogger-outreach";
const SERVICE_ID = "service-blogger-outreach";
const PACKAGE_ID = "package-blogger-outreach-da20";
/** A spot inside a block that its own content leaves free (the section's padding). */
const BLOCK_PADDING = { x: 600, y: 16 };
/** Set to a folder to keep screenshots of each step. */
const SCREENSHOTS = process.env.PREVIEW_SCREENSHOTS;

let setup: StudioWithPreview;

/** The embedded dataset, and a draft of the DA20+ package (£64), so its form opens on a draft. */
function contentLake(): Document[] {
  const documents = readDocuments(`${EMBEDDED_DATASET_DIR}data.ndjson`);
  const pricePackage = documents.find((document) => document._id === PACKAGE_ID)!;
  return [...documents, { ...pricePackage, _id: `drafts.${PACKAGE_ID}`, price: { _type: "money", gbp: 64, usd: 89 } }];
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

async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Presentation open on the service page, the preview framed and let in, the cookie notice answered. */
async function presentationOfThePage(): Promise<{ page: Page; frame: Frame }> {
  const { page } = await setup.loggedInStudio();
  await page.goto(`${setup.studio.origin}/presentation?preview=${encodeURIComponent(PAGE)}`);
  await page.waitForURL(/\/presentation\/service\/service-blogger-outreach\b/, { timeout: 20_000 });
  const frame = await setup.previewFrame(page, PAGE);
  await frame.getByText("Preview: showing drafts").waitFor({ timeout: 20_000 });
  // The notice sits over the foot of the page; answered, it leaves the blocks free to hover.
  await frame.getByRole("button", { name: "Okay" }).click();
  return { page, frame };
}

beforeAll(async () => {
  setup = await startStudioWithPreview(contentLake());
}, 240_000);

afterAll(async () => {
  await setup?.close();
});

describe("building a page from the preview", () => {
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

    // When the framed page shows the new order (measured in the frame from the click), and whether
    // the page's loaders had run again by then (their data is fetched as `<path>.data`).
    await frame.evaluate(() => {
      const timing = window as unknown as { clickedAt?: number };
      window.addEventListener("click", () => (timing.clickedAt ??= performance.now()), { capture: true });
    });
    const shown = frame.waitForFunction(
      ({ id, order }) => {
        const keys = [...document.querySelectorAll(`[data-sanity*="id=${id};"][data-sanity*=";path=blocks:"]`)].flatMap(
          (element) => /;path=blocks:([^.;]+);/.exec(element.getAttribute("data-sanity") ?? "")?.slice(1) ?? [],
        );
        const { clickedAt } = window as unknown as { clickedAt?: number };
        if (clickedAt === undefined || keys.join() !== order.join()) return false;
        const loaderRuns = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime >= clickedAt && new URL(entry.name).pathname.endsWith(".data")).length;
        return { ms: performance.now() - clickedAt, loaderRuns };
      },
      { id: SERVICE_ID, order: expected },
      { polling: "raf", timeout: 20_000 },
    );
    await overlay.getByText("Up", { exact: true }).click();
    const optimistic = (await (await shown).jsonValue()) as { ms: number; loaderRuns: number };
    await screenshot(page, "moved");
    // At once: from the document as changed in the frame, before any new data was loaded.
    expect(optimistic.loaderRuns).toBe(0);

    // Saved as a draft of the page, with the blocks in the new order...
    await expect.poll(draftBlockOrder, { timeout: 20_000 }).toEqual(expected);
    // ...which the preview now renders from: the page as the server sends it has the new order.
    const served = await frame.evaluate(() => fetch(location.href).then((response) => response.text()));
    expect(blockOrderIn(served)).toEqual(expected);
    console.info(`block moved from the preview: shown in its new place ${Math.round(optimistic.ms)} ms after the click`);
  }, 120_000);

  it("shows a price typed into the form in the framed page without a reload, once the edit is saved", async () => {
    const { page, frame } = await presentationOfThePage();
    const price = frame.locator(`[data-sanity*="id=${PACKAGE_ID};"]`).first();
    expect(stegaClean(await price.textContent())).toMatch(/£64\b/);
    await hoverUntilOutlined(page, price, frame.locator("sanity-visual-editing").getByText("DA20+", { exact: true }));
    await price.click();
    await page.waitForURL(new RegExp(`/presentation/pricePackage/${PACKAGE_ID}/price\\?`), { timeout: 20_000 });

    // Marks the framed document (a reload would lose it) and notes when Presentation asks it to refresh.
    await frame.evaluate(() => {
      const state = window as unknown as { sameDocument: boolean; refreshedAt: number[] };
      state.sameDocument = true;
      state.refreshedAt = [];
      window.addEventListener("message", (event: MessageEvent) => {
        if (JSON.stringify(event.data ?? null).includes('"presentation/refresh"'))
          state.refreshedAt.push(performance.timeOrigin + performance.now());
      });
    });

    const timings: { refreshMs: number; shownMs: number }[] = [];
    for (const gbp of [71, 72, 73]) {
      const commitsBefore = setup.api.commits.length;
      await page.getByLabel("GBP (£)").fill(String(gbp));
      const shownAt = (await (
        await frame.waitForFunction(
          ({ id, amount }) => {
            const element = document.querySelector(`[data-sanity*="id=${id};"]`);
            return new RegExp(`£${amount}\\b`).test(element?.textContent ?? "")
              ? performance.timeOrigin + performance.now()
              : false;
          },
          { id: PACKAGE_ID, amount: gbp },
          { polling: "raf", timeout: 30_000 },
        )
      ).jsonValue()) as number;
      // The studio saved the edit through the stand-in, which now holds it in the package's draft.
      const commit = setup.api.commits.slice(commitsBefore).find((each) => each.documentIds.includes(`drafts.${PACKAGE_ID}`));
      expect(commit, `the edit to £${gbp} was saved`).toBeDefined();
      expect(setup.api.documents.get(`drafts.${PACKAGE_ID}`)?.price).toMatchObject({ gbp });
      const refreshedAt = await frame.evaluate(() => (window as unknown as { refreshedAt: number[] }).refreshedAt.at(-1) ?? NaN);
      timings.push({ refreshMs: refreshedAt - commit!.at, shownMs: shownAt - commit!.at });
    }
    await screenshot(page, "price-edited");
    expect(await frame.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.info(
      `live refresh after a price edit (from the saved edit): ${timings.map((each) => `${Math.round(each.shownMs)} ms`).join(", ")}; ` +
        `median ${Math.round(median(timings.map((each) => each.shownMs)))} ms shown, ` +
        `${Math.round(median(timings.map((each) => each.refreshMs)))} ms until Presentation asked the page to refresh`,
    );
  }, 150_000);
});
