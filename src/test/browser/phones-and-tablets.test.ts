/**
 * What a careful visitor notices at 320, 390, 1024 and 1280 px (decision 0037): prices readable on a
 * phone, card grids with no card left alone, one price design, forms with no half-empty section, and
 * headers whose graphics read at every width. Everything is measured in the page.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, sharedChromium } from "./chromium";
import { keptTabs } from "./kept-windows";

const browser = sharedChromium();

const keptTab = keptTabs(browser);

/**
 * A visitor who has dismissed the cookie notice (and chose a currency, when given), at a window
 * width. The tests here only read pages: each kind of visitor keeps one tab for the file.
 */
async function visit(path: string, width: number, options: { height?: number; currency?: "USD" } = {}) {
  const height = options.height ?? (width < 600 ? 844 : 800);
  const { page } = await keptTab(`${width}x${height} ${options.currency ?? "GBP"}`, async (chromium) => {
    const context = await chromium.newContext({ viewport: { width, height }, reducedMotion: "reduce" });
    await context.addInitScript((currency) => {
      localStorage.setItem("agency.cookieConsent", "true");
      if (currency) localStorage.setItem("agency.currency", JSON.stringify(currency));
    }, options.currency ?? null);
    return context;
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  return { page };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the visible elements a locator matches, in document order. */
async function visibleBoxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden")
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y: y + window.scrollY, width, height };
      }),
  );
}

/** How many cards stand in each row of a grid, top to bottom (cards whose tops are within 2 px share a row). */
async function rowSizes(page: Page, grid: string): Promise<number[]> {
  const tops = (await visibleBoxes(page.locator(`${grid} > *`))).map((box) => Math.round(box.y));
  const rows: number[][] = [];
  for (const top of tops) {
    const row = rows.find((candidate) => Math.abs(candidate[0]! - top) <= 2);
    if (row) row.push(top);
    else rows.push([top]);
  }
  return rows.map((row) => row.length);
}

/** Lines a single element's text takes: its height over its line height. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });

/** There are `atLeast` elements `locator` matches, and each keeps its text to one line. */
async function expectEachOnOneLine(locator: Locator, { atLeast }: { atLeast: number }) {
  expect(await locator.count()).toBeGreaterThanOrEqual(atLeast);
  for (const element of await locator.all()) expect(await lineCount(element), await element.innerText()).toBe(1);
}

/** How many different values (to the pixel) one measure of the visible elements takes: 1 when they all line up. */
async function distinctValues(locator: Locator, measure: keyof Box): Promise<number> {
  return new Set((await visibleBoxes(locator)).map((box) => Math.round(box[measure]))).size;
}

const COMPARISON_PAGES = [
  "/services/seo-packages",
  "/services/link-packages",
  "/services/digital-marketing-packages",
  "/services/google-ads-packages",
];

describe("comparison tables on phones and tablets", () => {
  for (const width of [320, 390, 768])
    it.each(COMPARISON_PAGES)(
      `at ${width} px %s shows every package with its feature labels beside it, nothing to pan`,
      async (path) => {
        const { page } = await visit(path, width);
        const section = page.locator(".pricing-table");
        // The packages and the features, as the comparison lists them (whichever view is shown).
        const packageNames = await section.locator("thead th").allTextContents();
        const featureLabels = (await section.locator("tbody th[scope=row]").allTextContents()).filter(
          (label) => label !== "Price",
        );
        expect(packageNames.length).toBeGreaterThan(1);
        // Nothing inside the section scrolls sideways.
        const panning = await section.evaluate((root) =>
          [root, ...root.querySelectorAll("*")]
            .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1)
            .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX))
            .map((element) => element.className),
        );
        expect(panning).toEqual([]);
        // Every package's name is on the screen's width.
        for (const name of packageNames) {
          const boxes = await visibleBoxes(section.getByText(name, { exact: true }));
          expect(
            boxes.filter((box) => box.x >= 0 && box.x + box.width <= width),
            name,
          ).not.toHaveLength(0);
        }
        // Every value of every package has its feature's label on the same line, both on the screen.
        const pairs = await section.locator("dd").evaluateAll((values) =>
          values
            .filter((value) => value.getClientRects().length > 0)
            .map((value) => {
              const label = value.previousElementSibling!;
              const a = label.getBoundingClientRect();
              const b = value.getBoundingClientRect();
              return {
                label: label.textContent,
                sameLine: a.top < b.bottom && b.top < a.bottom,
                right: Math.max(a.right, b.right),
              };
            }),
        );
        expect(pairs).toHaveLength(packageNames.length * featureLabels.length);
        for (const pair of pairs) {
          expect(pair.sameLine, pair.label ?? "").toBe(true);
          expect(pair.right).toBeLessThanOrEqual(width);
        }
      },
    );
});

describe("card grids leave no card alone", () => {
  const grids = [
    ["/services/blogger-outreach", ".package-cards__grid"], // four packages
    ["/services/blogger-outreach", ".titled-items--numbered"], // the four "How does it work?" steps
    ["/link-building", ".service-cards__grid"], // a persona page's four services
    ["/services/digital-pr", ".package-cards__grid"], // six prices
    ["/about-us", ".team-grid__list"], // six team members
  ] as const;
  for (const width of [390, 1024, 1280])
    it.each(grids)(`at ${width} px %s: %s has rows of one size`, async (path, grid) => {
      const { page } = await visit(path, width);
      const rows = await rowSizes(page, grid);
      expect(rows.reduce((sum, size) => sum + size, 0)).toBeGreaterThanOrEqual(4);
      expect(new Set(rows), `rows of ${rows.join(" + ")}`).toEqual(new Set([rows[0]]));
    });
});

describe("one price design", () => {
  it.each([390, 1280])("at %i px '(billed in GBP)' is a small note on one line beside the price", async (width) => {
    const { page } = await visit("/services/digital-pr", width, { currency: "USD" });
    const notes = page.locator(".package-card .price__note").filter({ visible: true });
    expect(await notes.count()).toBeGreaterThan(0);
    for (const note of await notes.all()) {
      const sizes = await note.evaluate((element) => ({
        note: parseFloat(getComputedStyle(element).fontSize),
        price: parseFloat(getComputedStyle(element.closest(".price")!).fontSize),
      }));
      expect(sizes.note).toBeLessThanOrEqual(sizes.price / 2);
      expect(await note.evaluate((element) => element.getClientRects().length)).toBe(1);
    }
  });

  it.each([390, 1024, 1280])("at %i px a worded price ('Free') is set as a price, level with the others", async (width) => {
    const { page } = await visit("/services/digital-pr", width);
    const prices = await page.locator(".package-card__price").evaluateAll((paragraphs) =>
      paragraphs.map((paragraph) => {
        const figure = paragraph.querySelector(".price") as HTMLElement;
        const card = paragraph.closest("li")!.getBoundingClientRect();
        return {
          text: paragraph.textContent,
          size: parseFloat(getComputedStyle(figure).fontSize),
          // Cards side by side share a top; their prices should share a baseline.
          row: Math.round(card.top + window.scrollY),
          bottom: Math.round(figure.getBoundingClientRect().bottom + window.scrollY),
        };
      }),
    );
    expect(prices.some((price) => price.text?.startsWith("Free"))).toBe(true);
    expect(new Set(prices.map((price) => price.size)).size, JSON.stringify(prices)).toBe(1);
    for (const row of new Set(prices.map((price) => price.row))) {
      const inRow = prices.filter((price) => price.row === row);
      expect(new Set(inRow.map((price) => price.bottom)).size, JSON.stringify(inRow)).toBe(1);
    }
  });
});

describe("forms with nothing half-empty", () => {
  const personaPaths = [
    "/link-building",
    "/casino-seo",
    "/end-user",
    "/multilingual-seo",
    "/us/link-building",
    "/us/multilingual-seo",
    "/white-label",
    "/referral-partners",
  ];
  for (const width of [1024, 1280])
    it.each(personaPaths)(`at ${width} px %s: the contact section fills its row`, async (path) => {
      const { page } = await visit(path, width);
      const section = page.locator("#get-in-touch .container");
      const container = (await section.boundingBox())!;
      const content = await visibleBoxes(section.locator(".form-stack, .contact-form__explanation, .contact-form__panel"));
      const right = Math.max(...content.map((box) => box.x + box.width));
      expect(right).toBeGreaterThan(container.x + container.width * 0.9);
    });

  it("/get-in-touch at 1280 px has its form on the first screen", async () => {
    const { page } = await visit("/get-in-touch", 1280, { height: 800 });
    const name = (await page.getByRole("textbox", { name: /Name/ }).boundingBox())!;
    const send = (await page.getByRole("button", { name: "Send message" }).boundingBox())!;
    expect(name.y + name.height).toBeLessThanOrEqual(800);
    expect(send.y).toBeLessThan(800 * 1.5);
  });

  it.each([320, 390])("/get-in-touch at %i px has its form within the first two screens", async (width) => {
    const { page } = await visit("/get-in-touch", width, { height: 844 });
    const name = (await page.getByRole("textbox", { name: /Name/ }).boundingBox())!;
    expect(name.y + name.height).toBeLessThanOrEqual(2 * 844);
  });
});

describe("the sleep infographic on a phone", () => {
  it.each([320, 390])("at %i px shows the whole 'Habits that help' list", async (width) => {
    const { page } = await visit("/content/sleep-infographic", width);
    const card = (await page.locator(".infographic").boundingBox())!;
    const items = await page
      .locator(".infographic__checklist li")
      .evaluateAll((elements) =>
        elements.map((element) => ({ text: element.textContent, right: element.getBoundingClientRect().right })),
      );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.right, item.text ?? "").toBeLessThanOrEqual(card.x + card.width);
  });
});

describe("card rows", () => {
  it.each([1024, 1280])("at %i px book-a-call names keep to one line and the Book a call buttons line up", async (width) => {
    const { page } = await visit("/services/seo-packages", width);
    await expectEachOnOneLine(page.locator(".book-a-call__name"), { atLeast: 2 });
    expect(await distinctValues(page.locator(".book-a-call .button"), "y")).toBe(1);
  });

  it.each([320, 390, 1024, 1280])("at %i px every bulk price's label ('25+ placements') keeps to one line", async (width) => {
    const { page } = await visit("/services/blogger-outreach", width);
    await expectEachOnOneLine(page.locator(".package-card__bulk li > span:first-child"), { atLeast: 1 });
    // And every row is set alike: none has its price pushed under its label while the others do not.
    expect(await distinctValues(page.locator(".package-card__bulk li"), "height")).toBe(1);
  });
});

describe("header graphics at 390 px", () => {
  it("a service's icon stands above its title, not alone under the section links", async () => {
    const { page } = await visit("/services/seo-packages", 390);
    const icon = (await page.locator(".page-header__aside img").boundingBox())!;
    const title = (await page.locator(".page-header h1").boundingBox())!;
    expect(icon.y + icon.height).toBeLessThanOrEqual(title.y);
    expect(icon.width).toBeLessThanOrEqual(96);
  });

  it.each(["/link-building", "/white-label"])("%s keeps its illustration at a size that reads", async (path) => {
    const { page } = await visit(path, 390);
    const illustration = (await page.locator(".page-header__aside img").boundingBox())!;
    expect(illustration.width).toBeGreaterThanOrEqual(240);
    expect(illustration.x + illustration.width).toBeLessThanOrEqual(390);
  });
});
