import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { PLAYWRIGHT_CHROMIUM_FLAGS } from "./chromium-flags";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's Chromium, headless, with no network of its own; Playwright gives it a fresh profile.
 * `extraArgs` are added to the usual flags (a test that points a host at a loopback stand-in).
 */
export async function launchChromium(
  extraArgs: readonly string[] = [],
): Promise<{ browser: Browser; close: () => Promise<void> }> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...PLAYWRIGHT_CHROMIUM_FLAGS, ...extraArgs],
  });
  launched.add(browser);
  browser.on("disconnected", () => launched.delete(browser));
  return {
    browser,
    close: () => browser.close(),
  };
}

/** Every Chromium this test file has launched and not yet closed. */
const launched = new Set<Browser>();

/** The browser contexts (windows, with their tabs) open now in this file's Chromiums. */
export const openContexts = (): BrowserContext[] => [...launched].flatMap((browser) => browser.contexts());

export const baseUrl = () => inject("baseUrl");

/** A page that records uncaught errors and console errors, so a test can assert there were none. */
export async function newPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, errors };
}

/**
 * Resolves once the page's scripts are running (`<html data-hydrated>`). A content page with
 * nothing to run at load starts them at the visitor's first interaction (decision 0034), so this
 * makes the one interaction that does nothing else on the page: a press of Shift, as a visitor
 * reaching for the keyboard would. On a page whose scripts start by themselves it changes nothing.
 */
export async function pageScriptsRunning(page: Page, { timeout = 30_000 } = {}): Promise<void> {
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout });
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The serious or critical axe violations on the page, one line each ("rule: help (first three
 * elements)"), so a failing test says what to fix and where. Empty when the page passes.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const violations = await seriousAxeViolations(page);
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")})`,
  );
}

/** Runs axe-core in the page (WCAG 2.x A/AA rules) and returns serious or critical violations. */
async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy rightly refuses an injected inline script.
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations;
  })) as AxeViolation[];
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

/**
 * One Chromium for a test file: launched before its tests, closed after. Returns a getter, as
 * the browser exists only once `beforeAll` has run.
 */
export function sharedChromium(): () => Browser {
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;
  beforeAll(async () => {
    chromium = await launchChromium();
  });
  afterAll(async () => chromium?.close());
  return () => {
    if (!chromium) throw new Error("Chromium is not running: call sharedChromium() at the top of the test file.");
    return chromium.browser;
  };
}
