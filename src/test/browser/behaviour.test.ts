import { describe, expect, it } from "vitest";
import { baseUrl, sharedChromium, newPage, seriousAxeFindings, pageScriptsRunning } from "./chromium";
import { keptTabs } from "./kept-windows";

const browser = sharedChromium();

/** A fresh visitor in a window of its own: empty storage, and nothing in the browser's cache. */
const freshPage = async () => newPage(await browser().newContext());

const keptTab = keptTabs(browser);
/** A first-time visitor in the file's kept tab (empty storage; the browser's cache is warm). */
const visitor = (viewport?: { width: number; height: number }) =>
  keptTab(viewport ? `${viewport.width}x${viewport.height}` : "default window", (chromium) => chromium.newContext({ viewport }));

describe("navigation", () => {
  it("moves between content pages as documents: plain links, no app, no router", async () => {
    const { page, errors } = await freshPage();
    const app: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/(entry\.client|root)-[^/]*\.js$|^\/assets\/hydration\/|\.data$/.test(pathname)) app.push(pathname);
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    await pageScriptsRunning(page);
    // Each page is a document of its own (decision 0034): a mark left on the window goes with it.
    const mark = () => page.evaluate(() => ((window as unknown as { marker: string }).marker = "this page"));
    const marked = () => page.evaluate(() => (window as unknown as { marker?: string }).marker);
    await mark();
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(/\/about-us$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("About Us");
    expect(await marked()).toBeUndefined();
    await mark();
    await page.getByRole("link", { name: "View services" }).first().click();
    await page.waitForURL(/\/services$/);
    await page.getByRole("link", { name: "View Service: Blogger Outreach", exact: true }).click();
    await page.waitForURL(/\/services\/blogger-outreach$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("Blogger Outreach");
    expect(await marked()).toBeUndefined();
    await page.waitForLoadState("networkidle");
    // No page on the way started the app: neither React Router's entry nor the root, and no loaders' data.
    expect(app).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("follows a CMS redirect when the address is requested, and when the app navigates to it", async () => {
    const { page } = await visitor();
    await page.goto(`${baseUrl()}/contact-us`);
    await page.waitForURL(`${baseUrl()}/get-in-touch`);
    await expect.poll(() => page.locator("h1").textContent()).toMatch(/^Get in touch/);
    // Inside the app no request reaches the host's redirects: the router must follow them itself.
    // Content pages run no app (decision 0034); the client area's pages do.
    await page.goto(`${baseUrl()}/login`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true"); // the router is listening
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "still here"));
    await page.evaluate(() => {
      window.history.pushState({}, "", "/about");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    // A same-document navigation: poll the address rather than wait for a load event.
    await expect.poll(() => page.url()).toBe(`${baseUrl()}/about-us`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("About Us");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("still here");
  });

  it.each(["/no-such-page", "/services/no-such-service", "/a/b/c/d"])("sends the unknown path %s to /", async (path) => {
    const { page } = await visitor();
    await page.goto(`${baseUrl()}${path}`);
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("International SEO");
  });

  it("follows an embedded address only under an address on the site settings' allow-list, read from the path", async () => {
    const context = await browser().newContext();
    // No network here: stand in for the external site.
    await context.route("https://calendly.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Booking page</h1>" }),
    );
    const { page } = await newPage(context);
    await page.goto(`${baseUrl()}/https://calendly.com/eleanor-hughes`);
    await page.waitForURL("https://calendly.com/eleanor-hughes");

    await page.goto(`${baseUrl()}/https://evil.example/phish`);
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("International SEO");

    // Only the team's own booking pages, not anyone's page on the same service.
    await page.goto(`${baseUrl()}/https://calendly.com/anyone`);
    await page.waitForURL(`${baseUrl()}/`);
    // An address in the query string is never followed.
    await page.goto(`${baseUrl()}/?x=/https://calendly.com/eleanor-hughes`);
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    await context.close();
  });

  it("hides the footer's sitemap link on the home page only", async () => {
    const { page } = await visitor();
    await page.goto(`${baseUrl()}/`);
    expect(await page.locator("footer").getByRole("link", { name: "Sitemap" }).count()).toBe(0);
    await page.goto(`${baseUrl()}/terms`);
    expect(await page.locator("footer").getByRole("link", { name: "Sitemap" }).count()).toBe(1);
  });
});

describe("rich text", () => {
  it("keeps an article's text without its renderer, follows its links as plain links, and the app renders an article's", async () => {
    const { page, errors } = await freshPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const rendererRequests = () => requested.filter((url) => /\/assets\/portable-text-body-[^/]*\.js$/.test(url));
    await page.goto(`${baseUrl()}/blog/how-long-does-seo-take`, { waitUntil: "networkidle" });
    await pageScriptsRunning(page);
    const body = page.locator(".rich-text.prose");
    await expect.poll(() => body.innerText()).toMatch(/^It is the first question almost every client asks/);
    expect(rendererRequests()).toEqual([]);

    // A link in the text is a plain link: it loads the page it names (decision 0034).
    await body.getByRole("link", { name: "SEO packages" }).click();
    await page.waitForURL(/\/services\/seo-packages$/);
    await expect.poll(() => page.locator("h1").textContent()).toBe("SEO Packages");

    // The app (here the login page's) still renders an article it navigates to itself.
    await page.goto(`${baseUrl()}/login`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "still here"));
    // Another article, reached inside the app: its text was never prerendered on this page.
    await page.evaluate(() => {
      window.history.pushState({}, "", "/blog/anchor-text-ratios-explained");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect
      .poll(() => page.locator(".rich-text.prose").first().innerText())
      .toMatch(/^Anchor text is the clickable wording of a link\./);
    expect(rendererRequests()).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("still here");
    expect(errors).toEqual([]);
  });
});

describe("cookie notice", () => {
  it("appears about 3 seconds after load, and Okay stores consent across reloads", async () => {
    const { page } = await freshPage();
    const started = Date.now();
    await page.goto(`${baseUrl()}/`, { waitUntil: "load" });
    const notice = page.getByRole("region", { name: "Cookie notice" });
    // Timed from when the page is shown, by CSS, so it keeps time whether or not the app has started.
    await page.waitForTimeout(Math.max(0, started + 2_000 - Date.now()));
    expect(await notice.count()).toBe(0);
    await notice.waitFor({ timeout: 3_000 });
    // The press is the page's first interaction, so it also starts the page's scripts (decision
    // 0034), and is made again as soon as they run.
    await notice.getByRole("button", { name: "Okay" }).click();
    await expect.poll(() => notice.count(), { timeout: 5_000 }).toBe(0);
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForTimeout(3_800);
    expect(await notice.count()).toBe(0);
  });
});

describe("currency switch", () => {
  it("defaults to GBP, stores USD, and shows it from the first paint after a reload", async () => {
    const context = await browser().newContext();
    const { page } = await newPage(context);
    await page.goto(`${baseUrl()}/services/blogger-outreach`, { waitUntil: "networkidle" });
    const currency = () => page.evaluate(() => document.documentElement.dataset.currency);
    // innerText leaves out what CSS hides, so this is the price a visitor reads.
    const da20Price = () =>
      page.locator(".package-card").filter({ hasText: "DA20+" }).locator(".package-card__price .price").innerText();
    expect(await currency()).toBe("GBP");
    expect(await da20Price()).toBe("£60");
    // The page runs no script until touched: this press starts them, and is made again once they run.
    await page.locator(".contact-bar").getByRole("button", { name: "US dollars" }).click();
    await expect.poll(currency).toBe("USD");
    expect(await da20Price()).toBe("$85");
    expect(await page.locator(".contact-bar").getByRole("button", { name: "US dollars" }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    // Reload with the app's JavaScript blocked: what shows is the prerendered HTML plus the
    // pre-paint script, i.e. the first paint. It must already be USD.
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await currency()).toBe("USD");
    expect(await da20Price()).toBe("$85");
    const selected = await page
      .locator('.contact-bar .currency-switch__option[data-option="USD"]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const unselected = await page
      .locator('.contact-bar .currency-switch__option[data-option="GBP"]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(selected).not.toBe(unselected);
    await context.close();
  });
});

describe("layout", () => {
  it("fills the home page's row of service cards at desktop width, with no empty slot", async () => {
    const { page } = await visitor({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    const row = await page
      .locator(".service-cards__grid")
      .first()
      .evaluate((grid) => {
        const cards = [...grid.children].map((card) => card.getBoundingClientRect());
        const box = grid.getBoundingClientRect();
        return { cards: cards.length, gapAtEnd: Math.round(box.right - Math.max(...cards.map((card) => card.right))) };
      });
    expect(row).toEqual({ cards: 3, gapAtEnd: 0 });
  });
});

describe("accessibility", () => {
  it.each([
    "/",
    "/services/blogger-outreach",
    "/white-label",
    "/blog/should-you-always-target-the-most-competitive-keywords",
    "/get-in-touch",
    "/about-us",
  ])("axe finds nothing serious on %s", async (path) => {
    const { page } = await visitor();
    await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
