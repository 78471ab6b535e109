import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, newPage, sharedChromium } from "./chromium";
import { keptTabs } from "./kept-windows";

const browser = sharedChromium();

/** A fresh visitor: empty storage. */
const freshPage = async () => newPage(await browser().newContext());

/**
 * How the page looks, as far as its stylesheets decide: the stylesheets the document applies (in
 * order, by path) and the colours of the home page's hero. A stylesheet that was only fetched, or
 * that is still loading, is not in the list.
 */
async function appliedStyles(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector(".hero");
    const heroStyle = hero ? getComputedStyle(hero) : undefined;
    return {
      stylesheets: [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : "inline")),
      heroBackground: heroStyle?.backgroundColor,
      heroText: heroStyle?.color,
    };
  });
}

const keptTab = keptTabs(browser);

/** The same, for a page opened directly by its address (in the file's kept tab: it only reads). */
async function stylesOpenedDirectly(path: string) {
  const { page } = await keptTab("default window", (chromium) => chromium.newContext());
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  return appliedStyles(page);
}

/** Waits until the page at `path` has drawn, then until it is styled as `expected` (or times out). */
async function expectStyledAs(page: Page, path: string, expected: Awaited<ReturnType<typeof appliedStyles>>) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await page.waitForLoadState("networkidle");
  await expect.poll(() => appliedStyles(page), { timeout: 5_000 }).toEqual(expected);
}

/** A navigation inside the app, as a link the app draws makes it: no document request. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

describe("an address the site does not know", () => {
  it("typed into the address bar, ends at the home page, styled as the home page opened directly", async () => {
    const home = await stylesOpenedDirectly("/");
    // The hero's navy is the block stylesheet's: without it the hero is text on white.
    expect(home.heroBackground).toBe("rgb(11, 37, 69)");
    const { page, errors } = await freshPage();
    await page.goto(`${baseUrl()}/no-such-page`);
    await expectStyledAs(page, "/", home);
    expect(await page.locator("h1").textContent()).toBe("International SEO");
    expect(errors).toEqual([]);
  });

  it("followed from a link inside the app, ends at the home page, styled as the home page opened directly", async () => {
    const home = await stylesOpenedDirectly("/");
    const { page } = await freshPage();
    // The app runs on the client area's pages; content pages are documents (decision 0034).
    await page.goto(`${baseUrl()}/login`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "still here"));
    await navigateInApp(page, "/no-such-page");
    await expectStyledAs(page, "/", home);
    // The app moved without loading a new document.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("still here");
  });
});

describe("an address the app shell answers, that then moves on inside the app", () => {
  it("an embedded address that is not allowed ends at the home page styled, and the next page inside the app is styled too", async () => {
    const home = await stylesOpenedDirectly("/");
    const article = await stylesOpenedDirectly("/blog/how-long-does-seo-take");
    expect(article.stylesheets.some((sheet) => /\/assets\/article-[\w-]+\.css$/.test(sheet))).toBe(true);
    const { page } = await freshPage();
    const response = await page.goto(`${baseUrl()}/https://evil.example/phish`);
    // The app shell, not a redirect: the head script decides about embedded addresses (decision 0004).
    expect(response?.status()).toBe(200);
    await expectStyledAs(page, "/", home);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await navigateInApp(page, "/blog/how-long-does-seo-take");
    await expectStyledAs(page, "/blog/how-long-does-seo-take", article);
  });

  it("/logout opened directly signs the visitor out and ends at the home page, styled", async () => {
    const home = await stylesOpenedDirectly("/");
    const { page } = await freshPage();
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => localStorage.setItem("agency.user", JSON.stringify({ first_name: "Priya", confirmed: true })));
    const response = await page.goto(`${baseUrl()}/logout`);
    expect(response?.status()).toBe(200);
    await expectStyledAs(page, "/", home);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("agency.user"))).toBeNull();
  });
});
