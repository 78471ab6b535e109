/**
 * What a visitor sees and can do before the app's JavaScript has run. Every script file is held
 * back 3 s, and the checks run at 1 s: what shows then is the prerendered HTML, its CSS and the
 * small inline scripts, i.e. the first paint.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ukDateInDays } from "../../lib/format/uk-date";
import { baseUrl, newPage, sharedChromium, pageScriptsRunning } from "./chromium";

const browser = sharedChromium();
const SCRIPT_DELAY_MS = 3_000;
const CHECK_AT_MS = 1_000;

/** A visitor whose browser already holds `stored` (localStorage), with every script file held back. */
async function slowScriptsVisit(path: string, stored: Record<string, unknown>, viewport = { width: 1280, height: 900 }) {
  const context = await browser().newContext({ viewport });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, stored);
  const scriptRequests: { url: string; at: number }[] = [];
  await context.route(/\.js(\?.*)?$/, async (route) => {
    scriptRequests.push({ url: route.request().url(), at: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue().catch(() => {}); // the test may have closed the page meanwhile
  });
  const { page, errors } = await newPage(context);
  // Watched from before the navigation: on a fast machine the app can ask for its data before
  // the DOM-ready wait below returns.
  const dataRequests: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/assets/hydration/")) dataRequests.push(Date.now());
  });
  const started = Date.now();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "commit" });
  await page.waitForLoadState("domcontentloaded");
  const waitUntil = async (ms: number) => page.waitForTimeout(Math.max(0, started + ms - Date.now()));
  return { page, context, errors, scriptRequests, dataRequests, started, waitUntil };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const shown = (page: Page, selector: string) => page.locator(selector).first().innerText();
const closeAll = async (context: BrowserContext) => context.close();

describe("the first paint, before the app runs", () => {
  it("asks for no script and no hydration data before the page has loaded, and preloads none in the head", async () => {
    const { page, context, scriptRequests, dataRequests } = await slowScriptsVisit("/services/content-creation", {});
    const loadedAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const done = () =>
            resolve(performance.timeOrigin + performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd);
          if (document.readyState === "complete") setTimeout(done, 0);
          else addEventListener("load", () => setTimeout(done, 0), { once: true });
        }),
    );
    const html = await (await page.request.get(`${baseUrl()}/services/content-creation`)).text();
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    // The loaders' data is a file the app fetches, not text the first paint has to download.
    expect(html).not.toContain("streamController");
    // Read and left alone, a content page asks for no script at all, even once idle (decision 0034)...
    await page.waitForTimeout(2_500);
    expect(scriptRequests).toEqual([]);
    // ...and loads them at the visitor's first interaction.
    await pageScriptsRunning(page, { timeout: 15_000 });
    expect(scriptRequests.length).toBeGreaterThan(0);
    // A content page starts islands, not the app: it has no loaders' data to fetch (decision 0034).
    expect(dataRequests).toHaveLength(0);
    for (const at of [...scriptRequests.map((request) => request.at), ...dataRequests])
      expect(at).toBeGreaterThanOrEqual(Math.floor(loadedAt) - 5);
    await closeAll(context);
  });

  it("stays usable when its scripts cannot be fetched, and says so in the console", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(/\/assets\/islands-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: "Not found" }));
    const { page, errors } = await newPage(context);
    await page.goto(`${baseUrl()}/services/content-creation`, { waitUntil: "load" });
    await page.keyboard.press("Shift"); // the first interaction asks for them (decision 0034)
    await expect.poll(() => errors.join("\n"), { timeout: 15_000 }).toContain("The page's scripts could not load");
    expect(await hydrated(page)).toBe(false);
    // What works without the app still works: a link leads on.
    await page.locator('a[href="/get-in-touch"]').filter({ visible: true }).first().click();
    await page.waitForURL(/\/get-in-touch$/);
    await closeAll(context);
  });

  it("shows a returning visitor's currency, session, slider choice and turnaround dates at 1 s", async () => {
    const { page, context, errors, waitUntil } = await slowScriptsVisit("/services/content-creation", {
      "agency.currency": "USD",
      "agency.contentSlider": { words: 1000, articles: 7 },
      "agency.cookieConsent": true,
      "agency.user": { id: "c1", name: "Casey Client", role: "client" },
    });
    await waitUntil(CHECK_AT_MS);
    expect(await hydrated(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.currency)).toBe("USD");
    // Members see Dashboard, not Get in touch, in the header.
    const header = page.locator(".site-header");
    expect(await header.getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
    expect(await header.getByRole("link", { name: "Get in touch" }).isVisible()).toBe(false);
    // The slider shows the stored 7 × 1,000, and each card prices it, in dollars.
    const words = page.getByRole("slider", { name: "Words per article" });
    const articles = page.getByRole("slider", { name: "Number of articles" });
    expect(await words.getAttribute("aria-valuetext")).toBe("1,000 words");
    expect(await articles.inputValue()).toBe("7");
    expect(await shown(page, ".content-slider__value")).toBe("1,000 words");
    const basic = page.locator(".content-slider .package-card").first();
    const before = await basic.locator(".package-card__price").innerText();
    expect(before).toMatch(/^\$[\d,.]+\s*7 Articles x 1,000 Words$/);
    expect(await basic.locator(".package-card__turnaround").innerText()).toBe(`From 3 days (${ukDateInDays(3)})`);
    expect(await shown(page, ".calendar__date")).toBe(ukDateInDays(5));
    const layoutBefore = await basic.boundingBox();

    // Once the app runs it shows exactly the same: nothing moves, nothing changes.
    await pageScriptsRunning(page, { timeout: 15_000 });
    expect(await basic.locator(".package-card__price").innerText()).toBe(before);
    expect(await basic.boundingBox()).toEqual(layoutBefore);
    expect(errors).toEqual([]);
    await closeAll(context);
  });

  it("keeps the cookie notice's timing: hidden at 1 s, shown after 3 s, whether or not the app has run", async () => {
    const { page, context, waitUntil } = await slowScriptsVisit("/", {});
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await waitUntil(CHECK_AT_MS);
    expect(await notice.count()).toBe(0);
    await notice.waitFor({ timeout: 4_000 });
    await closeAll(context);
  });

  it("draws the header's icons from their sprite file at 1 s, without the app", async () => {
    const { page, context, waitUntil } = await slowScriptsVisit("/", { "agency.cookieConsent": true });
    await waitUntil(CHECK_AT_MS);
    // A reference that does not resolve (a missing file or symbol) draws nothing: its box is empty.
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll<SVGUseElement>(".contact-bar use")].map((use) => ({
        href: use.getAttribute("href"),
        width: use.getBBox().width,
      })),
    );
    expect(drawn.length).toBeGreaterThanOrEqual(6);
    expect(drawn.filter((icon) => icon.width === 0)).toEqual([]);
    expect(await hydrated(page)).toBe(false);
    await closeAll(context);
  });

  it("opens the phone menu and a dropdown, and follows a link, before the app runs", async () => {
    const { page, context } = await slowScriptsVisit("/", { "agency.cookieConsent": true }, { width: 390, height: 800 });
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    expect(await nav.isVisible()).toBe(false);
    await page.locator(".site-header__menu-toggle").click();
    expect(await nav.isVisible()).toBe(true);
    const servicesLink = nav.getByRole("link", { name: "Blogger Outreach", exact: true });
    expect(await servicesLink.isVisible()).toBe(false);
    await nav.locator("summary", { hasText: "SEO Outreach menu" }).click();
    expect(await servicesLink.isVisible()).toBe(true);
    expect(await hydrated(page)).toBe(false);
    await servicesLink.click();
    await page.waitForURL(/\/services\/blogger-outreach$/);
    await closeAll(context);
  });

  it("sends a signed-out visitor from the dashboard and the order form to /login before the page paints", async () => {
    for (const path of ["/client-dashboard", "/create"]) {
      const { page, context, waitUntil } = await slowScriptsVisit(path, {});
      await page.waitForURL(`${baseUrl()}/login?redirectTo=${encodeURIComponent(path)}`, { timeout: CHECK_AT_MS });
      await waitUntil(CHECK_AT_MS);
      expect(await shown(page, "h1")).toBe("Client Login");
      expect(await hydrated(page)).toBe(false);
      await closeAll(context);
    }
    // A visitor with a stored session stays, and the app decides once it runs.
    const { page, context } = await slowScriptsVisit("/client-dashboard", {
      "agency.user": { first_name: "Priya", confirmed: true },
    });
    expect(new URL(page.url()).pathname).toBe("/client-dashboard");
    expect(await shown(page, "main")).toBe("Checking your sign-in…");
    await closeAll(context);
  });

  it("keeps what was typed into the contact form before the app ran, and checks that text once it runs", async () => {
    const { page, context } = await slowScriptsVisit("/get-in-touch", { "agency.cookieConsent": true });
    const form = page.locator("form.form-stack");
    await form.getByLabel("Email").fill("priya@");
    await form.getByLabel("Message").fill("Hi");
    expect(await hydrated(page)).toBe(false);
    // The form's own code follows the app's: it loads because the visitor is in the form.
    await page.locator('[data-block-type="contactForm"][data-hydrated="true"]').waitFor({ state: "attached", timeout: 15_000 });
    expect(await form.getByLabel("Email").inputValue()).toBe("priya@");
    expect(await form.getByLabel("Message").inputValue()).toBe("Hi");
    await form.getByRole("button", { name: "Send message" }).click();
    // The app's checks see the typed text: a malformed address and a short message, not empty fields.
    expect(await form.locator(".field__error").allTextContents()).toEqual([
      "Please tell us your name.",
      "That email address does not look right: please check it.",
      "Please write at least 10 characters so we can help.",
    ]);
    await closeAll(context);
  });
});
