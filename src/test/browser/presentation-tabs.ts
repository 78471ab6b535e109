import type { Frame, Locator } from "playwright-core";
import type { Document } from "./content-lake-stand-in";

/**
 * What the studio Presentation tests need to act on a tabs block in the framed preview: its tabs
 * (each its panel's item, decision 0050) and the blocks inside a panel, found by the paths their
 * `data-sanity` attributes name, and the same lists read from a stored document or a served page.
 */

interface StoredTabs {
  _key: string;
  _type: "tabs";
  panels: { _key: string; title: string; blocks: { _key: string; _type: string }[] }[];
}

/** A short section put first in a service's first tab, so that tab holds two blocks to rearrange. */
export const TAB_NOTE_KEY = "tab-note";

const tabNote = {
  _key: TAB_NOTE_KEY,
  _type: "textSection",
  heading: "Before you order",
  body: [
    {
      _type: "block",
      _key: "tab-note-text",
      style: "normal",
      markDefs: [],
      children: [{ _type: "span", _key: "tab-note-span", text: "Tell us which pages matter most.", marks: [] }],
    },
  ],
};

/** The tabs block of a document's `blocks`, as stored (throws if it has none). */
export function storedTabsOf(document: Document | undefined): StoredTabs {
  const tabs = (document?.blocks as StoredTabs[] | undefined)?.find((block) => block._type === "tabs");
  if (!tabs) throw new Error(`${document?._id ?? "The document"} has no tabs block`);
  return tabs;
}

/** `documents` with the note (TAB_NOTE_KEY) first in the first tab of `serviceId`'s tabs block. */
export function withNoteInFirstTab(documents: readonly Document[], serviceId: string): Document[] {
  return documents.map((document) => {
    if (document._id !== serviceId) return document;
    const copy = structuredClone(document);
    const [first] = storedTabsOf(copy).panels;
    first!.blocks.unshift(tabNote);
    return copy;
  });
}

/** The studio path of a tabs block's panel list, as a `data-sanity` attribute writes it. */
const panelsPath = (tabsKey: string) => `blocks:${tabsKey}.panels:`;

/** The keys of the tabs block's panels in the order `html` shows its tabs. */
export function tabOrderIn(html: string, tabsKey: string): string[] {
  const attribute = new RegExp(`;path=${panelsPath(tabsKey)}([^.;"]+);`, "g");
  return [...html.matchAll(attribute)].map((match) => match[1]!);
}

/** The keys of one panel's blocks in the order `html` shows them. */
export function panelBlockOrderIn(html: string, tabsKey: string, panelKey: string): string[] {
  const attribute = new RegExp(`;path=${panelsPath(tabsKey)}${panelKey}\\.blocks:([^.;"]+);`, "g");
  return [...html.matchAll(attribute)].map((match) => match[1]!);
}

/** The tab of the panel `panelKey`, in the framed page. */
export const tabIn = (frame: Frame, tabsKey: string, panelKey: string): Locator =>
  frame.locator(`[role="tab"][data-sanity*=";path=${panelsPath(tabsKey)}${panelKey};"]`);

/** The block `blockKey` of the panel `panelKey`, in the framed page. */
export const panelBlockIn = (frame: Frame, tabsKey: string, panelKey: string, blockKey: string): Locator =>
  frame.locator(`[data-sanity*=";path=${panelsPath(tabsKey)}${panelKey}.blocks:${blockKey};"]`);

/**
 * Where the pointer must be for visual editing to drop a dragged tab just before the tab in `box`
 * (a page x). Tabs sit in a row, so it looks left and right of the pointer for a place between two
 * tabs, and offers one only while the pointer is outside every tab's inner part: each tab's box less
 * a tenth of its shorter side at the left and the right. So: halfway into that left band.
 */
export const dropPlaceBefore = (box: { x: number; width: number; height: number }) =>
  box.x + Math.min(box.width, box.height) / 20;

/** The page as the preview serves it now, fetched from inside the frame (with its admission). */
export const servedPage = (frame: Frame): Promise<string> =>
  frame.evaluate(() => window.fetch(location.href).then((response) => response.text()));

/** The keys of a stored tabs block's panels, and of each panel's blocks. */
export function storedTabOrder(
  document: Document | undefined,
): { panels: string[]; blocks: Record<string, string[]> } | undefined {
  if (!document) return undefined;
  const { panels } = storedTabsOf(document);
  return {
    panels: panels.map((panel) => panel._key),
    blocks: Object.fromEntries(panels.map((panel) => [panel._key, panel.blocks.map((block) => block._key)])),
  };
}

/** Notes in the frame (`actedAt`) when the editor's next `action` happens, on the page's clock. */
export async function noteActionTime(frame: Frame, action: "click" | "mouseup"): Promise<void> {
  await frame.evaluate((type) => {
    const timing = window as unknown as { actedAt?: number };
    timing.actedAt = undefined;
    window.addEventListener(type, () => (timing.actedAt ??= performance.now()), { capture: true, once: true });
  }, action);
}

/**
 * Starts watching the frame, from the editor's next `action` (a click, or the release that ends a
 * drag), for the items of the list at `listPath` (`blocks:<tabs>.panels:` for the tabs) to show in
 * `order`, checking at every frame painted. Awaited before the action; `shown` settles with the
 * milliseconds from the action to the first frame that showed it.
 */
export async function watchListOrder(
  frame: Frame,
  action: "click" | "mouseup",
  listPath: string,
  order: string[],
): Promise<{ shown: Promise<number> }> {
  await noteActionTime(frame, action);
  const shown = frame.waitForFunction(
    ({ listPath, order }) => {
      const item = new RegExp(`;path=${listPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^.;]+);`);
      const keys = [...document.querySelectorAll(`[data-sanity*=";path=${listPath}"]`)].flatMap(
        (element) => item.exec(element.getAttribute("data-sanity") ?? "")?.slice(1) ?? [],
      );
      const { actedAt } = window as unknown as { actedAt?: number };
      if (actedAt === undefined || keys.join() !== order.join()) return false;
      return performance.now() - actedAt;
    },
    { listPath, order },
    { polling: "raf", timeout: 30_000 },
  );
  return { shown: shown.then(async (handle) => (await handle.jsonValue()) as number) };
}

/** The list path of the tabs block's panels (`blocks:<tabs>.panels:`), or of one panel's blocks. */
export const tabListPath = (tabsKey: string, panelKey?: string) =>
  panelKey ? `${panelsPath(tabsKey)}${panelKey}.blocks:` : panelsPath(tabsKey);
