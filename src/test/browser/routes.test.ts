import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRoutablePaths } from "../../content/routable-paths";
import { CLIENT_AREA_PATHS } from "../../lib/addresses/client-area-paths";
import { baseUrl, launchChromium, newPage } from "./chromium";

const contentPaths = (await listRoutablePaths()).map((entry) => entry.path);
const everyPath = [...contentPaths, "/sitemap", ...CLIENT_AREA_PATHS.map((entry) => entry.path)];

let close: () => Promise<void>;
let context: BrowserContext;
beforeAll(async () => {
  const chromium = await launchChromium();
  close = chromium.close;
  context = await chromium.browser.newContext();
  // Every Content-Security-Policy violation on any page is recorded, whether or not it reaches the console.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
});
afterAll(async () => close?.());

describe("every route by deep link", () => {
  it(
    `serves all ${everyPath.length} routes with a non-empty h1, the security headers, no CSP violation and no errors`,
    async () => {
      const { page, errors } = await newPage(context);
      const problems: string[] = [];
      for (const path of everyPath) {
        const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
        const h1 = page.locator("h1").first();
        await h1.waitFor({ timeout: 10_000 }).catch(() => undefined);
        const text = (await h1.textContent().catch(() => ""))?.trim();
        if (response?.status() !== 200) problems.push(`${path}: HTTP ${response?.status()}`);
        const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
        if (!policy.includes("frame-ancestors 'none'")) problems.push(`${path}: no Content-Security-Policy`);
        // Inline scripts are allowed by hash: a nonce in a prerendered page is the same for everyone.
        // (The HTML as served: a signed-out visitor's client-area page has moved on to /login by now.)
        const served = await (await page.request.get(`${baseUrl()}${path}`)).text();
        if (/nonce/i.test(policy) || /\snonce=/i.test(served)) problems.push(`${path}: carries a nonce`);
        await page.waitForLoadState("networkidle");
        for (const violation of await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))
          problems.push(`${path}: CSP violation: ${violation}`);
        if (!text) problems.push(`${path}: no h1 text`);
        if (new URL(page.url()).pathname !== path && !path.startsWith("/client-dashboard") && !path.startsWith("/create")) {
          problems.push(`${path}: ended at ${page.url()}`);
        }
        if ((await page.locator("h1").count()) !== 1) problems.push(`${path}: ${await page.locator("h1").count()} h1 elements`);
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      // One test for every route: its budget grows with the site (2 s a page leaves room for a busy machine).
    },
    everyPath.length * 3_000,
  );
});

describe("prerendered HTML (fetched without JavaScript)", () => {
  it("holds each content route's title, meta description and h1", async () => {
    const problems: string[] = [];
    for (const path of [...contentPaths, "/sitemap"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, "")
        .trim();
      if (!title) problems.push(`${path}: no <title>`);
      if (!description && path !== "/sitemap") problems.push(`${path}: no meta description`);
      if (!h1) problems.push(`${path}: no h1`);
    }
    expect(problems).toEqual([]);
  });

  it("names each client-area page in its <title>, before any script runs", async () => {
    const titles: Record<string, string | undefined> = {};
    for (const path of ["/login", "/client-dashboard", "/create"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      titles[path] = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    }
    expect(titles).toEqual({
      "/login": "Client Login | Outreach Lab",
      "/client-dashboard": "Dashboard",
      "/create": "Place Order",
    });
  });

  it("carries structured data built from the page's documents", async () => {
    const html = await (await fetch(`${baseUrl()}/services/blogger-outreach`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    );
    const types = blocks.map((block) => block["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite", "BreadcrumbList", "FAQPage", "Service"]));
    const offers = blocks.find((block) => block["@type"] === "Service").offers;
    expect(offers).toContainEqual(expect.objectContaining({ name: "DA50+", price: "250.00", priceCurrency: "GBP" }));
    const article = await (await fetch(`${baseUrl()}/blog/how-long-does-seo-take`)).text();
    expect(article).toContain('"@type":"BlogPosting"');
  });

  it("has every page's content in place, in reading order, with nothing left for a script to move in", async () => {
    // React's streaming renderer can hold a Suspense boundary's content back in a hidden element
    // and swap it in with an inline script: a page without scripts (or before them) would lack it.
    for (const path of everyPath) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect({ path, outlined: html.match(/<div hidden id="S:\d+"|<template id="B:\d+"|\$RC\(/g) ?? [] }).toEqual({
        path,
        outlined: [],
      });
    }
  });

  it("renders the page's own content, not a loading shell", async () => {
    const html = await (await fetch(`${baseUrl()}/services/blogger-outreach`)).text();
    expect(html).toContain('<html lang="en-GB"');
    expect(html).toContain("Need help with strategy?");
    expect(html).toMatch(/id="frequently-asked-questions"/);
  });
});

describe("the production build", () => {
  it("ships no trace of the dev:mock stand-in back end (msw)", () => {
    const files = readdirSync("build/client", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const leaks = files
      .map((entry) => join(entry.parentPath, entry.name))
      .filter(
        (file) =>
          /mockServiceWorker/.test(file) || /Mock Service Worker|mswjs|setupWorker|\[MSW\]/.test(readFileSync(file, "latin1")),
      );
    expect(files.length).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  });
});

describe("the client-area routes", () => {
  it("send a visitor to /login, remembering where they were going", async () => {
    const { page } = await newPage(context);
    await page.goto(`${baseUrl()}/client-dashboard`);
    await page.waitForURL(/\/login\?redirectTo=%2Fclient-dashboard$/);
    expect(await page.locator("h1").textContent()).toBe("Client Login");
  });

  it("send a logged-in visitor at /login to the dashboard, showing Place Order there", async () => {
    const { page } = await newPage(context);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => localStorage.setItem("agency.user", JSON.stringify({ first_name: "Priya", confirmed: true })));
    // Signed in, the home hero offers the dashboard instead of the visitor buttons.
    await page.reload();
    const hero = page.locator(".hero");
    expect(await hero.getByRole("link", { name: "View Dashboard" }).isVisible()).toBe(true);
    expect(await hero.getByRole("link", { name: "View services" }).isVisible()).toBe(false);
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL(/\/client-dashboard$/);
    expect(await page.locator("h1").textContent()).toBe("Dashboard");
    // This build has no API address: the client is told so, rather than shown an error page.
    expect(await page.getByRole("status").textContent()).toContain("not connected to the client area");
    await expect
      .poll(() => page.locator("header").getByRole("link", { name: "Place Order", exact: true }).isVisible())
      .toBe(true);
    expect(await page.locator("header").getByRole("link", { name: "Get in touch", exact: true }).isVisible()).toBe(false);
    await page.evaluate(() => localStorage.clear());
  });

  it("show a screen chunk that fails to load, with a Retry that loads it", async () => {
    const isolated = await context.browser()!.newContext();
    const { page } = await newPage(isolated);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() =>
      localStorage.setItem("agency.user", JSON.stringify({ first_name: "Priya", role: "client", confirmed: true })),
    );
    const chunk = /\/assets\/dashboard-screen-[\w-]+\.js$/;
    await isolated.route(chunk, (route) => route.abort());
    await page.goto(`${baseUrl()}/client-dashboard`);
    const alert = page.getByRole("main").getByRole("alert");
    await expect
      .poll(() => alert.textContent())
      .toContain("Your dashboard could not be loaded. Please check your connection, then retry.");
    expect(await alert.textContent()).toContain("Loading chunk dashboard failed (error)");

    await isolated.unroute(chunk);
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Dashboard");
    expect(await page.getByRole("main").getByRole("status").textContent()).toContain("not connected to the client area");
    expect(await page.getByRole("main").getByRole("alert").count()).toBe(0);
    await isolated.close();
  });
});
