/**
 * What a careful visitor sees at phone and desktop widths: nothing pans sideways, sections keep their
 * parts together, and the controls (team, tabs, currency, phone menu) behave where they are used.
 * Everything here is measured in the page (bounding boxes, computed styles, focus, the address).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fetch } from "../../content/fetch.server";
import { listRoutablePaths } from "../../content/routable-paths";
import { baseUrl, sharedChromium, pageScriptsRunning } from "./chromium";
import { keptTabs } from "./kept-windows";

const browser = sharedChromium();
const prerenderedPaths = [...(await listRoutablePaths()).map((entry) => entry.path), "/sitemap"];

const keptTab = keptTabs(browser);

/** A visitor who has dismissed the cookie notice, at a given window width, the page's scripts running. */
async function visit(path: string, width: number, height = 844) {
  const { page, errors } = await keptTab(`${width}x${height}`, async (chromium) => {
    const context = await chromium.newContext({ viewport: { width, height }, reducedMotion: "reduce" });
    await context.addInitScript(() => localStorage.setItem("agency.cookieConsent", "true"));
    return context;
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  await pageScriptsRunning(page);
  return { page, errors };
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe("no page pans sideways on a phone", () => {
  it.each([320, 390])(
    "every prerendered page at %i px is as wide as the window",
    async (width) => {
      const context = await browser().newContext({ viewport: { width, height: 800 } });
      await context.addInitScript(() => localStorage.setItem("agency.cookieConsent", "true"));
      const page = await context.newPage();
      const tooWide: string[] = [];
      for (const path of prerenderedPaths) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth !== width) tooWide.push(`${path}: ${scrollWidth} px`);
      }
      expect(tooWide).toEqual([]);
      await context.close();
    },
    180_000,
  );

  it("keeps a comparison table's hidden cell text inside the table's own box", async () => {
    // On a phone or a tablet the packages are cards (phones-and-tablets.test.ts); from 64rem the table is shown.
    const { page } = await visit("/services/seo-packages", 1024);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
    const table = await page.locator(".pricing-table .table-scroll").evaluate((element) => ({
      shown: element.getClientRects().length > 0,
      right: element.getBoundingClientRect().right,
    }));
    expect(table.shown).toBe(true);
    expect(table.right).toBeLessThanOrEqual(1024);
  });
});

describe("team on the about page", () => {
  it("at 390 px brings the chosen member's biography into view with its heading focused", async () => {
    const { page } = await visit("/about-us", 390);
    const last = page.locator(".team-grid__member").last();
    const name = (await last.locator(".team-grid__name").innerText()).trim();
    await last.scrollIntoViewIfNeeded();
    await last.click();
    const heading = page.locator(".team-grid__biography:not([hidden]) h3");
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await heading.innerText()).toBe(name);
    // Its name and portrait are on screen, near the top.
    await expect.poll(async () => (await box(page, ".team-grid__biography:not([hidden])")).y).toBeGreaterThanOrEqual(-1);
    const biography = await box(page, ".team-grid__biography:not([hidden])");
    expect(biography.y).toBeLessThan(844 / 3);
  });

  it("offers 'Book a call' (in a new tab) on the profile of every member with a booking link, and only there", async () => {
    const bookable = (await fetch(`*[_type == "teamMember" && defined(bookingUrl)]{ "slug": slug.current, bookingUrl }`)) as {
      slug: string;
      bookingUrl: string;
    }[];
    const { page } = await visit("/about-us", 1280, 900);
    const intro = await page.locator(".team-grid .section__intro").innerText();
    expect(intro).toMatch(/Book a call/);
    const members = page.locator(".team-grid__member");
    let slug = "";
    for (let index = 0; index < (await members.count()); index++) {
      await members.nth(index).click();
      // The choice is in the address once made (the first click also starts the page's scripts).
      const before = slug;
      await expect.poll(() => new URL(page.url()).hash.slice(1), { message: `member ${index + 1}` }).not.toBe(before);
      slug = new URL(page.url()).hash.slice(1);
      const booking = bookable.find((member) => member.slug === slug);
      const link = page.locator(".team-grid__biography:not([hidden])").getByRole("link", { name: /Book a call/ });
      // The biography changes with the choice: wait for this member's, not the last one's.
      if (booking) {
        await expect.poll(() => link.getAttribute("href").catch(() => null), { message: slug }).toBe(booking.bookingUrl);
        expect(await link.isVisible(), slug).toBe(true);
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toContain("noopener");
      } else {
        await expect.poll(() => link.count(), { message: slug }).toBe(0);
      }
    }
    expect(bookable.length).toBeGreaterThan(0);
  });

  it("keeps one address per member, adds a history entry per choice, and Back returns to the previous member", async () => {
    const { page } = await visit("/about-us/eleanor-hughes", 1280, 900);
    const pressed = () => page.locator(".team-grid__member[aria-pressed=true] .team-grid__name").innerText();
    expect(await pressed()).toBe("Eleanor Hughes");
    await page.locator(".team-grid__member", { hasText: "Siobhan Doyle" }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe("/about-us#siobhan-doyle");
    // The address changes as the click is handled; the card's state follows with the next render.
    await expect.poll(pressed).toBe("Siobhan Doyle");
    await page.locator(".team-grid__member", { hasText: "Tom Whitaker" }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe("#tom-whitaker");
    await page.goBack();
    await expect.poll(() => new URL(page.url()).hash).toBe("#siobhan-doyle");
    await expect.poll(pressed).toBe("Siobhan Doyle");
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/about-us/eleanor-hughes");
    await expect.poll(pressed).toBe("Eleanor Hughes");
  });

  it("ends an unknown member's address at /about-us, with its title", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/about-us/nobody-here`);
    await page.waitForURL(`${baseUrl()}/about-us`);
    await expect.poll(() => page.title()).toMatch(/^About Us/);
    expect(await page.locator("h1").innerText()).toBe("About Us");
    await context.close();
  });
});

describe("small things in running text and lists", () => {
  it("keeps each FAQ marker inside its box, a question's second line under its first word", async () => {
    const { page } = await visit("/services/seo-packages", 390);
    const summary = page.locator(".faq__question").first();
    const layout = await summary.evaluate((element) => {
      const style = getComputedStyle(element);
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = [...range.getClientRects()];
      const itemBox = element.getBoundingClientRect();
      return {
        outsideMarker: style.display === "list-item" && style.listStylePosition === "outside" && style.listStyleType !== "none",
        fontSize: parseFloat(style.fontSize),
        firstWord: lines[0]!.left - itemBox.left,
        lineStarts: [...new Set(lines.map((line) => Math.round(line.left)))],
      };
    });
    expect(layout.outsideMarker).toBe(false);
    // Room for the marker inside the box, before the question's first word.
    expect(layout.firstWord).toBeGreaterThan(1.5 * layout.fontSize);
    expect(layout.lineStarts.length).toBeGreaterThan(1); // this question wraps at 390 px
    expect(Math.max(...layout.lineStarts) - Math.min(...layout.lineStarts)).toBeLessThanOrEqual(2);
  });

  it.each([390, 1280])("calendar at %i px: the icon beside the text, the full stop right after the date", async (width) => {
    const { page } = await visit("/services/content-creation", width);
    const icon = await box(page, ".calendar__icon");
    const text = await box(page, ".calendar__text");
    expect(icon.x + icon.width).toBeLessThanOrEqual(text.x);
    expect(icon.y).toBeLessThan(text.y + text.height / 2);
    const gap = await page.locator(".calendar__date").evaluate((date) => {
      const end = document.createRange();
      end.selectNodeContents(date);
      const rects = end.getClientRects();
      const dateEnd = rects[rects.length - 1]!.right;
      const stop = document.createRange();
      // The date ends its phrase (the part left out without scripts); the stop follows the phrase.
      // (Past the phrase's first-paint script and its data, which content pages keep: decision 0034.)
      let after = date.nextSibling;
      while (after?.nodeName === "SCRIPT") after = after.nextSibling;
      after ??= date.parentElement!.nextSibling;
      stop.setStart(after!, 0);
      stop.setEnd(after!, 1);
      return { character: stop.toString(), gap: stop.getBoundingClientRect().left - dateEnd };
    });
    expect(gap.character).toBe(".");
    expect(Math.abs(gap.gap)).toBeLessThan(2);
  });

  it.each([320, 390])("keeps '(' with its date on the content cards at %i px", async (width) => {
    const { page } = await visit("/services/content-creation", width);
    const lines = await page
      .locator(".package-card__turnaround")
      .first()
      .evaluate((line) => {
        const date = line.querySelector("time")!;
        const range = document.createRange();
        range.selectNodeContents(date);
        const dateTop = range.getClientRects()[0]!.top;
        const text = date.previousSibling!; // React keeps " (" as its own text node
        const open = document.createRange();
        const at = text.textContent!.indexOf("(");
        open.setStart(text, at);
        open.setEnd(text, at + 1);
        return { open: open.toString(), openTop: open.getBoundingClientRect().top, dateTop };
      });
    expect(lines.open).toBe("(");
    expect(Math.abs(lines.openTop - lines.dateTop)).toBeLessThan(2);
  });
});

describe("service tabs", () => {
  it("label each section as 'On this page' does", async () => {
    const { page } = await visit("/services/seo-packages", 1280);
    const link = (await page.getByRole("navigation", { name: "On this page" }).locator('a[href="#examples"]').innerText()).trim();
    const tab = await page.evaluate(() => {
      const panel = document.getElementById("examples")!.closest("[role=tabpanel]")!;
      return document.getElementById(panel.getAttribute("aria-labelledby")!)!.textContent.trim();
    });
    expect(tab).toBe(link);
  });

  it.each([320, 390])(
    "lay out evenly at %i px: equal widths, rows filled (one column at 320), inside the screen",
    async (width) => {
      const { page } = await visit("/services/seo-packages", width);
      const tabs = await page.getByRole("tab").evaluateAll((elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return { x: rect.x, y: Math.round(rect.y), width: rect.width, right: rect.right };
        }),
      );
      const widths = tabs.map((tab) => tab.width);
      expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(2);
      const rows = [...new Set(tabs.map((tab) => tab.y))];
      // Two columns where the names fit on one line each; below 384 px one tab a row.
      if (width < 384) expect(new Set(tabs.map((tab) => Math.round(tab.x))).size).toBe(1);
      else expect(rows.length).toBeLessThanOrEqual(2);
      for (const tab of tabs) expect(tab.right).toBeLessThanOrEqual(width);
    },
  );
});

describe("currency switch above the package cards", () => {
  it.each(["/services/blogger-outreach", "/services/content-creation"])(
    "%s: one switch above the cards, none inside, and the prices in line",
    async (path) => {
      const { page } = await visit(path, 1280, 900);
      const section = page.locator("#pricing");
      expect(await section.locator(".package-card .currency-switch").count()).toBe(0);
      expect(await section.locator(".currency-switch").count()).toBe(1);
      const switchBox = (await section.locator(".currency-switch").boundingBox())!;
      const grid = (await section.locator(".package-cards__grid").boundingBox())!;
      expect(switchBox.y + switchBox.height).toBeLessThanOrEqual(grid.y);
      const priceTops = await section
        .locator(".package-card__price")
        .evaluateAll((prices) => prices.map((price) => Math.round(price.getBoundingClientRect().top)));
      expect(new Set(priceTops).size).toBe(1);
    },
  );
});

describe("site header", () => {
  it.each([1024, 1216, 1280, 1440])("fits inside the content edge at %i px", async (width) => {
    const { page } = await visit("/", width, 800);
    const overhang = await page.locator(".site-header__main").evaluate((main) => {
      const edge = main.getBoundingClientRect().right;
      return [...main.querySelectorAll("a, summary, button")]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.getBoundingClientRect().right - edge)
        .filter((over) => over > 0.5);
    });
    expect(overhang).toEqual([]);
  });

  it("phone menu opens without moving the logo or its toggle, and Escape closes it, focus back on the toggle", async () => {
    const { page } = await visit("/", 390);
    const toggle = page.locator(".site-header__menu-toggle");
    const before = { logo: await box(page, ".site-header__logo"), toggle: await box(page, ".site-header__menu-toggle") };
    await toggle.click();
    await page.getByRole("navigation", { name: "Main", exact: true }).waitFor({ state: "visible" });
    const after = { logo: await box(page, ".site-header__logo"), toggle: await box(page, ".site-header__menu-toggle") };
    expect(after.logo.y).toBeCloseTo(before.logo.y, 0);
    expect(after.toggle.y).toBeCloseTo(before.toggle.y, 0);
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link").first().focus();
    await page.keyboard.press("Escape");
    await page.getByRole("navigation", { name: "Main", exact: true }).waitFor({ state: "hidden" });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
