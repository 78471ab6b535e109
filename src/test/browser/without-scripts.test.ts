/**
 * Every kind of page read in a browser that runs no scripts (decision 0031): every section can be
 * reached, no control is shown that could not work, the cookie notice (which could store nothing)
 * is not shown, and every delivery sentence reads as a sentence. And, with scripts, the same
 * pages keep their tabs, switches and dates from the first paint on.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ukDateInDays } from "../../lib/format/uk-date";
import { baseUrl, newPage, seriousAxeFindings, sharedChromium } from "./chromium";
import { keptTabs } from "./kept-windows";

const browser = sharedChromium();
const PHONE = { width: 390, height: 800 };

/** One of each kind of page, and the services whose turnaround is written out. */
const PAGES = [
  "/",
  "/services/blogger-outreach", // link service: tabs, cards with prices, the calendar
  "/services/content-creation", // the slider, a calendar with a faster delivery
  "/services/seo-packages", // a report service's calendar
  "/services/link-packages", // the comparison table
  "/services", // service cards with a filter
  "/white-label", // persona page: the form first, sections open
  "/blog/what-makes-a-good-backlink", // article
  "/about-us", // the team
  "/about-us/siobhan-doyle", // a member's own address, their biography open
  "/blog", // the article list
  "/content/sleep-infographic", // the infographic
  "/get-in-touch", // the enquiry form
] as const;

/** The tests without scripts only read pages: a browser that runs no script can store nothing. */
const keptTab = keptTabs(browser);

async function withoutScripts(path: string): Promise<Page> {
  const { page } = await keptTab("no scripts", (chromium) => chromium.newContext({ javaScriptEnabled: false, viewport: PHONE }));
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
  return page;
}

/**
 * Axe's findings on the page as a browser without scripts shows it. Axe is itself a script, which
 * such a browser would not run: here the page's own scripts are taken out of its HTML instead
 * (as the bench's static limit does), which leaves <html> without data-scripts in the same way.
 */
async function axeFindingsWithoutScripts(path: string): Promise<string[]> {
  const { page } = await keptTab("scripts taken out", async (chromium) => {
    const context = await chromium.newContext({ viewport: PHONE });
    await context.route(
      (url) => !/\.\w+$/.test(url.pathname),
      async (route) => {
        if (route.request().resourceType() !== "document") return route.continue();
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
        await route.fulfill({ response, body: html });
      },
    );
    return context;
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
  if (await page.evaluate(() => "scripts" in document.documentElement.dataset))
    throw new Error(`${path}: a script of the page still ran; the check would not be without scripts.`);
  return seriousAxeFindings(page);
}

/**
 * The headings of the page's content that a visitor cannot see (FAQ answers count once opened). A
 * team member's biography not chosen is left out: each is shown at the member's own address, which
 * their card links to (checked below).
 */
const unseenHeadings = (page: Page) =>
  page.evaluate(() => {
    for (const details of document.querySelectorAll("main details")) (details as HTMLDetailsElement).open = true;
    return [...document.querySelectorAll("main :is(h1, h2, h3, h4)")]
      .filter((heading) => !heading.checkVisibility() && !heading.closest(".team-grid__biography[hidden]"))
      .map((heading) => heading.textContent.trim());
  });

/** In-page links ("On this page", "#pricing") whose target is missing or cannot be seen. */
const unreachableAnchors = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("main a[href^='#']")]
      .map((link) => decodeURIComponent(link.hash.slice(1)))
      .filter((id) => id && !document.getElementById(id)?.checkVisibility()),
  );

/**
 * Controls a visitor can see that only a script could make do anything: buttons that are not a
 * form's, tabs, and fields outside any form. Links, summaries and a form's own fields and
 * buttons work without scripts.
 */
const deadControls = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "button:not([type=submit]), [role=tab], [role=button]:not(a[href]), input:not([type=hidden]), select, textarea",
      ),
    ]
      .filter((control) => control.checkVisibility())
      // A form's fields work without scripts (it posts natively); its plain buttons do not.
      .filter((control) => !control.matches("input, select, textarea") || !control.closest("form"))
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute("aria-label") || control.id).trim()}"`,
      ),
  );

/** Text a visitor reads with a sentence broken where a script would have written a date. */
const brokenSentences = (page: Page) =>
  page.evaluate(() =>
    document.body.innerText
      .split("\n")
      .filter((line) => /,\s*on\s*(\.|$)|\(\s*\)/.test(line))
      .map((line) => line.trim()),
  );

describe("without scripts", () => {
  it.each(PAGES)("%s: every section can be reached, no dead control, no cookie notice, whole sentences", async (path) => {
    const page = await withoutScripts(path);
    expect(await unseenHeadings(page)).toEqual([]);
    expect(await unreachableAnchors(page)).toEqual([]);
    expect(await deadControls(page)).toEqual([]);
    expect(
      await page.locator(".cookie-notice").evaluateAll((notices) => notices.map((n) => getComputedStyle(n).display)),
    ).toEqual((await page.locator(".cookie-notice").count()) ? ["none"] : []);
    expect(await brokenSentences(page)).toEqual([]);
    expect(await axeFindingsWithoutScripts(path)).toEqual([]);
  });

  it("shows a service's tabbed sections one after another, each under its own heading, and an anchor reaches one", async () => {
    const page = await withoutScripts("/services/blogger-outreach");
    expect(await page.getByRole("tablist").count()).toBe(0); // left out of the accessibility tree
    const panels = page.locator(".tabs__panel");
    expect(await panels.count()).toBe(4);
    const headings = await panels.evaluateAll((all) =>
      all.map((panel) => (panel.checkVisibility() ? panel.querySelector("h2, h3")?.textContent?.trim() : "(hidden)")),
    );
    expect(headings).toEqual(["How does it work?", "Key benefits", "Why choose us for Blogger Outreach?", "Related services"]);
    // In order down the page.
    const tops = await panels.evaluateAll((all) => all.map((panel) => panel.getBoundingClientRect().top));
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await page.goto(`${baseUrl()}/services/blogger-outreach#examples`, { waitUntil: "load" });
    expect(await page.locator("#examples").isVisible()).toBe(true);
    // The browser itself scrolls to it (smoothly: hence the poll).
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById("examples")!.getBoundingClientRect().top)), {
        timeout: 5_000,
      })
      .toBeLessThan(50);
  });

  it("writes turnarounds without their dates as whole sentences", async () => {
    const page = await withoutScripts("/services/content-creation");
    expect((await page.locator(".calendar__text").innerText()).trim()).toBe(
      "Standard turnaround 5 days. Delivery in as little as 3 days when you need it sooner.",
    );
    expect((await page.locator(".content-slider .package-card__turnaround").first().innerText()).trim()).toBe("From 3 days");
    await page.goto(`${baseUrl()}/services/blogger-outreach`, { waitUntil: "load" });
    expect((await page.locator(".calendar__text").innerText()).trim()).toBe("Turnaround as soon as 10 days");
    await page.goto(`${baseUrl()}/services/seo-packages`, { waitUntil: "load" });
    expect((await page.locator(".calendar__text").innerText()).trim()).toBe(
      "Sign up today and receive your first report in 14 days",
    );
  });

  it("prices the slider's cards for the default choice, in pounds, and names that choice", async () => {
    const page = await withoutScripts("/services/content-creation");
    expect(await page.getByRole("slider").count()).toBe(0);
    const basic = page.locator(".content-slider .package-card").first();
    expect(await basic.locator(".package-card__price").innerText()).toMatch(/^£250\s*10 Articles x 500 Words$/);
  });

  it("opens a team member's biography at their own address", async () => {
    const page = await withoutScripts("/about-us");
    const member = page.locator(".team-grid__member").filter({ hasText: "Siobhan Doyle" });
    await member.click();
    await page.waitForURL(/\/about-us\/siobhan-doyle$/);
    expect(await page.locator(".team-grid__biography:not([hidden]) h3").innerText()).toBe("Siobhan Doyle");
    // Choosing the open member again closes them.
    await page.locator(".team-grid__member[aria-pressed=true]").click();
    await page.waitForURL(/\/about-us$/);
    expect(await page.locator(".team-grid__biography:not([hidden])").count()).toBe(0);
  });

  it("never shows the cookie notice, after its delay either", async () => {
    const page = await withoutScripts("/");
    await page.waitForTimeout(3_500);
    expect(await page.locator(".cookie-notice").isVisible()).toBe(false);
  });
});

describe("with scripts, from the first paint", () => {
  /** Script files held back, so what shows is the first paint (as in before-hydration.test.ts). */
  async function firstPaint(path: string) {
    const context = await browser().newContext({ viewport: PHONE });
    await context.route(/\.js(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => {});
    });
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl()}${path}`, { waitUntil: "domcontentloaded" });
    return { page, context, errors };
  }

  it("keeps the tabs, the currency switch, the sliders and the dates", async () => {
    const { page, context, errors } = await firstPaint("/services/content-creation");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.getByRole("tablist").isVisible()).toBe(true);
    expect(await page.locator(".tabs__panel").evaluateAll((all) => all.map((panel) => panel.checkVisibility()))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(await page.getByRole("group", { name: "Currency" }).first().isVisible()).toBe(true);
    expect(await page.getByRole("slider", { name: "Words per article" }).isVisible()).toBe(true);
    expect((await page.locator(".calendar__text").innerText()).trim()).toBe(
      `Standard turnaround 5 days, on ${ukDateInDays(5)}. Delivery in as little as 3 days when you need it sooner.`,
    );
    expect((await page.locator(".content-slider .package-card__turnaround").first().innerText()).trim()).toBe(
      `From 3 days (${ukDateInDays(3)})`,
    );

    // The visitor's first press on a tab starts the page's scripts and the tabs' island, and is made
    // again once their code runs: the tab switches its panel and keeps the tabs pattern.
    const keyBenefits = page.getByRole("tab", { name: "Key benefits" });
    await keyBenefits.click();
    await expect.poll(() => keyBenefits.getAttribute("aria-selected"), { timeout: 20_000 }).toBe("true");
    const shown = page.getByRole("tabpanel");
    expect(await shown.count()).toBe(1);
    expect(await shown.getAttribute("aria-labelledby")).toBe(await keyBenefits.getAttribute("id"));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("chooses a team member in place, without leaving the page", async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl()}/about-us`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // Gone if the document were loaded again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("button", { name: /Siobhan Doyle/ }).focus();
    await page.keyboard.press(" ");
    await expect.poll(() => new URL(page.url()).hash).toBe("#siobhan-doyle");
    // The address changes before React renders the choice.
    await expect.poll(() => page.getByRole("button", { name: /Siobhan Doyle/ }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator(".team-grid__biography:not([hidden]) h3").innerText()).toBe("Siobhan Doyle");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
