/**
 * `npm run screenshots`: photographs pages of the production build (run `npm run build` first) in
 * Debian's Chromium at desktop and mobile widths, into docs/screenshots/ (docs/screenshots.md shows them).
 * `npm run screenshots -- /services/content-creation /blog` photographs other paths into /tmp.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startSite } from "../../src/server/site/start-site.server";
import { PLAYWRIGHT_CHROMIUM_FLAGS } from "../../src/test/browser/chromium-flags";

/** Name, path and, where the point of the page is further down, the element the picture starts at. */
const README_PAGES: readonly (readonly [string, string, string?])[] = [
  ["home", "/"],
  ["service", "/services/blogger-outreach"],
  ["persona", "/white-label"],
  ["get-in-touch", "/get-in-touch"],
  ["infographic", "/content/sleep-infographic", ".infographic"],
  // The comparison: a table on a desktop, one card per package on a phone (decision 0037).
  ["comparison-table", "/services/link-packages", ".pricing-table"],
];
const VIEWPORTS = [
  ["desktop", { width: 1280, height: 900 }],
  ["mobile", { width: 390, height: 844 }],
] as const;

const root = fileURLToPath(new URL("../../build/client/", import.meta.url));
if (!existsSync(root)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const pages = requested.length
  ? requested.map((path) => [path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home", path] as const)
  : README_PAGES;
const outputDir = requested.length ? "/tmp/screenshots" : fileURLToPath(new URL("../../docs/screenshots/", import.meta.url));
mkdirSync(outputDir, { recursive: true });

const site = await startSite({ root, dbUrl: ":memory:", destinations: [] });
const base = site.url;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
});
try {
  for (const [viewportName, viewport] of VIEWPORTS) {
    // The cookie notice is accepted up front so it does not cover the page.
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    await context.addInitScript(() => localStorage.setItem("agency.cookieConsent", "true"));
    const page = await context.newPage();
    for (const [name, path, startAt] of pages) {
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      const file = join(outputDir, `${name}-${viewportName}.png`);
      // Two screens: what a visitor sees on arrival and just below it (or from `startAt` down).
      const top = startAt ? Math.max(0, ((await page.locator(startAt).first().boundingBox())?.y ?? 0) - 16) : 0;
      await page.screenshot({
        path: file,
        clip: { x: 0, y: top, width: viewport.width, height: viewport.height * 2 },
        fullPage: true,
      });
      console.log(`${path} (${viewportName}) → ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}
