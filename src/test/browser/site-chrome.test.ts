/**
 * The page's chrome as a careful visitor meets it at 320, 390, 1024 and 1280 px: how a page move
 * scrolls, where a shared member address lands, where "Client Login" leads, the header at each
 * width, the phone menu and the dropdowns from the keyboard, and one style of wording.
 * Everything is measured in the built site (boxes, scroll positions, focus, visible text).
 */
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fetch } from "../../content/fetch.server";
import { listRoutablePaths } from "../../content/routable-paths";
import { baseUrl, newPage, sharedChromium, pageScriptsRunning } from "./chromium";
import { keptTabs } from "./kept-windows";

const browser = sharedChromium();

interface Visit {
  height?: number;
  reducedMotion?: "reduce" | "no-preference";
  /** A window of the test's own, for a test that changes it (`recordScrolling` adds a script to it). */
  ownWindow?: boolean;
}

const keptTab = keptTabs(browser);

/** A visitor who has dismissed the cookie notice, at a given window width, with or without reduced motion. */
async function visit(path: string, width: number, { height = 844, reducedMotion = "reduce", ownWindow = false }: Visit = {}) {
  const open = async (chromium: Browser) => {
    const context = await chromium.newContext({ viewport: { width, height }, reducedMotion });
    await context.addInitScript(() => localStorage.setItem("agency.cookieConsent", "true"));
    return context;
  };
  const { page, errors } = ownWindow
    ? await newPage(await open(browser()))
    : await keptTab(`${width}x${height} ${reducedMotion}`, open);
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  await pageScriptsRunning(page);
  return { page, errors };
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

/**
 * Every vertical scroll position the window passes through from now on (read with `scrollTrail`),
 * on this page and on any page it loads next: a link to a content page is a document load
 * (decision 0034), and the new document's trail starts with its first scroll.
 */
async function recordScrolling(page: Page) {
  const record = () => {
    const trail: number[] = [];
    (window as unknown as { scrollTrail: number[] }).scrollTrail = trail;
    window.addEventListener("scroll", () => trail.push(Math.round(window.scrollY)), { passive: true });
  };
  await page.context().addInitScript(record);
  await page.evaluate(record);
}
const scrollTrail = (page: Page) => page.evaluate(() => (window as unknown as { scrollTrail: number[] }).scrollTrail);

/** The new page is at its top, and got there in one jump: no position on the way. */
async function expectStartAtTheTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.waitForTimeout(800);
  expect((await scrollTrail(page)).filter((y) => y !== 0)).toEqual([]);
}

/**
 * Clicks `control`, well down the page, `waitMs` after scrolling to it, while recording scrolling:
 * the page it opens, at `path`, starts at its top at once.
 */
async function expectClickToStartAtTheTop(page: Page, control: Locator, path: string, waitMs: number) {
  await control.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.waitForTimeout(waitMs);
  await recordScrolling(page);
  await control.click();
  await page.waitForURL(`${baseUrl()}${path}`);
  await expectStartAtTheTop(page);
}

describe("scrolling", () => {
  it.each([390, 1280])("a move to another page at %i px starts at its top at once, without gliding", async (width) => {
    const { page } = await visit("/services", width, { reducedMotion: "no-preference", ownWindow: true });
    const link = page.locator("footer").getByRole("link", { name: "About Us" });
    // The scroll events of getting there have been sent before recording starts.
    await expectClickToStartAtTheTop(page, link, "/about-us", 300);
  });

  it("/thank-you after sending the form starts at its top at once, without gliding", async () => {
    const { page } = await visit("/get-in-touch", 390, { reducedMotion: "no-preference", ownWindow: true });
    const form = page.locator("form").filter({ has: page.getByLabel("Message") });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel("Name").fill("Priya Shah (page move)");
    await form.getByLabel("Email").fill("priya.page-move@shop.example");
    await form.getByLabel("Message").fill("We would like twenty placements on UK lifestyle blogs.");
    // The form's script, loaded at the first touch, sends in the background.
    await page.locator('[data-block-type="contactForm"][data-hydrated="true"]').waitFor({ state: "attached" });
    const send = form.getByRole("button", { name: "Send message" });
    // A person takes this long to fill the form in (enquiry-rules.ts); quicker is judged a bot.
    await expectClickToStartAtTheTop(page, send, "/thank-you", 2_800);
  });

  it("an in-page link glides to its section, and jumps there with reduced motion", async () => {
    const trails: Record<string, number[]> = {};
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const { page } = await visit("/services/seo-packages", 1280, { height: 900, reducedMotion, ownWindow: true });
      const link = page.getByRole("navigation", { name: "On this page" }).locator('a[href="#frequently-asked-questions"]');
      await link.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await recordScrolling(page);
      await link.click();
      await expect
        .poll(() =>
          page.evaluate(() => Math.abs(document.getElementById("frequently-asked-questions")!.getBoundingClientRect().top)),
        )
        .toBeLessThan(40);
      // A scroll event fires in the frame after the move: the trail has caught up once it ends where the window is.
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { scrollTrail: number[] }).scrollTrail.at(-1) === Math.round(window.scrollY)),
        )
        .toBe(true);
      trails[reducedMotion] = await scrollTrail(page);
    }
    expect(new Set(trails["no-preference"]).size).toBeGreaterThan(2);
    expect(new Set(trails.reduce).size).toBe(1);
  });
});

describe("a shared member address", () => {
  it.each([
    ["/about-us/eleanor-hughes", "Eleanor Hughes", 390],
    ["/about-us/eleanor-hughes", "Eleanor Hughes", 1280],
    ["/about-us#siobhan-doyle", "Siobhan Doyle", 390],
    ["/about-us#siobhan-doyle", "Siobhan Doyle", 1280],
  ] as const)("%s opened directly shows %s's biography on the first screen at %i px", async (path, name, width) => {
    const { page } = await visit(path, width, { height: width < 600 ? 844 : 900 });
    const biography = page.locator(".team-grid__biography:not([hidden])");
    await expect
      .poll(() =>
        biography
          .locator("h3")
          .innerText()
          .catch(() => ""),
      )
      .toBe(name);
    await expect.poll(async () => (await box(page, ".team-grid__biography:not([hidden])")).y).toBeGreaterThanOrEqual(-1);
    const { y } = await box(page, ".team-grid__biography:not([hidden])");
    expect(y).toBeLessThan(width < 600 ? 844 / 3 : 900 / 3);
  });
});

describe("client login on a site without a back end (the built site here has no API address)", () => {
  it("the footer offers no client login", async () => {
    const { page } = await visit("/about-us", 1280, { height: 900 });
    expect(await page.locator('footer a[href="/login"]').count()).toBe(0);
    expect(
      await page
        .locator("footer")
        .getByRole("link", { name: /login|sign in/i })
        .count(),
    ).toBe(0);
  });

  it("/login says where clients go instead, with the agency's contact details, and no form or error", async () => {
    const contact = (await fetch(`*[_type == "companyContact"][0]{ email, phone }`)) as { email: string; phone: { uk: string } };
    const { page } = await visit("/login", 390);
    const main = page.locator("main");
    expect(await main.locator("form").count()).toBe(0);
    expect(await main.locator(".message-error, [role=alert]").count()).toBe(0);
    expect(await main.locator(`a[href="mailto:${contact.email}"]`).isVisible()).toBe(true);
    expect(await main.getByRole("link", { name: new RegExp(contact.phone.uk.replace(/[+]/g, "\\+")) }).isVisible()).toBe(true);
  });
});

describe("site header", () => {
  it.each([1024, 1280])("keeps Get in touch and View services in sight at %i px", async (width) => {
    const { page } = await visit("/", width, { height: 800 });
    const banner = page.getByRole("banner");
    for (const name of ["Get in touch", "View services"]) {
      const link = banner.getByRole("link", { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      const { y, height } = (await link.boundingBox())!;
      expect(y + height).toBeLessThan(150);
    }
  });

  it("at 320 px is two rows: the contact bar on one line, the Menu button beside the logo", async () => {
    const { page } = await visit("/", 320);
    const tops = await page
      .locator(".contact-bar")
      .first()
      .evaluate((bar) =>
        [...bar.querySelectorAll("a, button")]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => Math.round(element.getBoundingClientRect().top + element.getBoundingClientRect().height / 2)),
      );
    expect(tops.length).toBeGreaterThan(0);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
    const logo = await box(page, ".site-header__logo");
    const toggle = await box(page, ".site-header__menu-toggle");
    expect(Math.abs(logo.y + logo.height / 2 - (toggle.y + toggle.height / 2))).toBeLessThan(4);
    expect(toggle.x + toggle.width).toBeLessThanOrEqual(320);
    expect((await box(page, ".site-header")).height).toBeLessThan(130);
  });
});

describe("phone menu", () => {
  const navigation = (page: Page) => page.getByRole("navigation", { name: "Main", exact: true });

  it.each([320, 390])("at %i px covers the page, says Close, and a tap outside closes it", async (width) => {
    const { page } = await visit("/", width);
    const toggle = page.locator(".site-header__menu-toggle");
    expect((await toggle.innerText()).trim()).toBe("Menu");
    const mainBefore = await box(page, "main");
    await toggle.click();
    await navigation(page).waitFor({ state: "visible" });
    expect((await toggle.innerText()).trim()).toBe("Close");
    // The page stays where it was, under the menu.
    expect((await box(page, "main")).y).toBeCloseTo(mainBefore.y, 0);
    const menu = await box(page, "#main-navigation");
    expect(menu.y + menu.height).toBeGreaterThan(mainBefore.y);
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("#main-navigation") !== null, {
      x: width / 2,
      y: mainBefore.y + 10,
    });
    expect(hit).toBe(true);
    // A tap below the menu closes it and does nothing else.
    await page.mouse.click(width / 2, 835);
    await navigation(page).waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await toggle.innerText()).trim()).toBe("Menu");
  });

  it("keeps the focus inside while open, and Escape gives it back to the button", async () => {
    const { page } = await visit("/", 390);
    const toggle = page.locator(".site-header__menu-toggle");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await navigation(page).waitFor({ state: "visible" });
    const outside: string[] = [];
    for (let press = 0; press < 25; press++) {
      await page.keyboard.press(press % 7 === 6 ? "Shift+Tab" : "Tab");
      const where = await page.evaluate(() =>
        document.activeElement?.closest(".site-menu") ? null : (document.activeElement?.outerHTML.slice(0, 80) ?? "nothing"),
      );
      if (where) outside.push(where);
    }
    expect(outside).toEqual([]);
    await page.keyboard.press("Escape");
    await navigation(page).waitFor({ state: "hidden" });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe("the menus without React", () => {
  it("behave the same in a header React does not run (a copy of the markup, with none of its handlers)", async () => {
    const { page } = await visit("/", 390);
    // Pages whose chrome is never hydrated have only the markup and the document's listeners.
    await page.evaluate(() => {
      const header = document.querySelector("header")!;
      header.replaceWith(header.cloneNode(true));
    });
    const toggle = page.locator(".site-header__menu-toggle");
    await toggle.click();
    const navigation = page.getByRole("navigation", { name: "Main", exact: true });
    await navigation.waitFor({ state: "visible" });
    expect((await toggle.innerText()).trim()).toBe("Close");
    await page.mouse.click(195, 835);
    await navigation.waitFor({ state: "hidden" });
    await toggle.click();
    await navigation.getByRole("link").first().focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".site-menu") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    await navigation.waitFor({ state: "hidden" });
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe("dropdowns on a desktop", () => {
  it("leave their links out of the tab order until their group is opened", async () => {
    const { page } = await visit("/", 1280, { height: 900 });
    await page.locator(".site-header__logo").focus();
    const reached: string[] = [];
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => ({
        inHeader: document.activeElement?.closest("header") !== null,
        inSubmenu: document.activeElement?.closest(".nav__submenu") !== null,
        text: document.activeElement?.textContent?.trim() ?? "",
      }));
      if (!where.inHeader) break;
      if (where.inSubmenu) reached.push(where.text);
    }
    expect(reached).toEqual([]);
    // Opened from its toggle, the group's links come next.
    const entry = page.locator(".nav__item", { has: page.locator("summary", { hasText: "SEO Outreach menu" }) });
    await entry.locator("summary").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(
      await page.evaluate(
        () => document.activeElement?.closest(".nav__submenu")?.parentElement?.querySelector("summary")?.textContent,
      ),
    ).toBe("SEO Outreach menu");
    expect(await entry.locator(".nav__submenu").isVisible()).toBe(true);
  });
});

describe("wording", () => {
  it("says 'Get in touch', 'How does it work?' and 'per …' in one style on every page", async () => {
    const paths = [...(await listRoutablePaths()).map((entry) => entry.path), "/sitemap"];
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
      const text = await page.evaluate(() => document.body.innerText + " " + document.title);
      for (const wrong of text.match(
        /Get In Touch|Get in Touch|How [Dd]oes [Ii]t Work|How does it Work|\bPer (Placement|Article|Package|Word|Month|Link|Live)\b/g,
      ) ?? [])
        found.push(`${path}: ${wrong}`);
    }
    expect([...new Set(found)]).toEqual([]);
    await context.close();
  }, 180_000);

  it("keeps each service tab's name on one line at 320 px", async () => {
    const { page } = await visit("/services/seo-packages", 320);
    const lines = await page.getByRole("tab").evaluateAll((tabs) =>
      tabs.map((tab) => {
        const range = document.createRange();
        range.selectNodeContents(tab);
        return { name: tab.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
      }),
    );
    expect(lines.filter((tab) => tab.lines > 1)).toEqual([]);
  });
});
