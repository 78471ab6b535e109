import { readFileSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { launchChromium } from "./chromium";
import { CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES, UNSHOWN_BROWSER_UI } from "./chromium-flags";

/**
 * The flags the tests launch Chromium with (PLAYWRIGHT_CHROMIUM_FLAGS): they leave out browser UI a
 * headless window never shows, and keep every feature Playwright itself turns off. Chromium obeys
 * only the last `--disable-features` it is given, so a new Playwright that turns off one more
 * feature would otherwise lose it without a word.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const launched: Browser[] = [];
afterEach(async () => {
  await Promise.all(launched.splice(0).map((browser) => browser.close()));
});

/** Chromium as Playwright launches it with our usual flags and nothing disabled of ours. */
async function launchWithPlaywrightDefaults(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  launched.push(browser);
  return browser;
}

async function launchForTests(): Promise<Browser> {
  const { browser } = await launchChromium();
  launched.push(browser);
  return browser;
}

/** A window showing a page: the browser starts its first page process and its browser UI. */
async function showAPage(browser: Browser): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("data:text/html,<title>A page</title><h1>A page</h1>");
}

/** Each `--disable-features` list on the command line of the browser's process of `type`, in order. */
async function disabledFeatureLists(browser: Browser, type: "browser" | "renderer"): Promise<string[][]> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send("SystemInfo.getProcessInfo")) as { processInfo: { type: string; id: number }[] };
  const found = processInfo.find((candidate) => candidate.type === type);
  if (!found) throw new Error(`No ${type} process among ${processInfo.map((candidate) => candidate.type).join(", ")}`);
  const commandLine = readFileSync(`/proc/${found.id}/cmdline`, "utf8").replaceAll("\0", " ");
  return [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((match) => match[1]!.split(","));
}

/** The browser UI pages (`chrome://…top-chrome`) open once a window shows a page. */
async function browserUiPages(browser: Browser): Promise<string[]> {
  await showAPage(browser);
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send("Target.getTargets", { filter: [{}] })) as {
    targetInfos: { type: string; url: string }[];
  };
  return targetInfos.filter((target) => target.type === "browser_ui").map((target) => target.url);
}

describe("Chromium as the tests launch it", () => {
  it("turns off every feature Playwright turns off, and the unshown browser UI", async () => {
    const [playwrights = []] = await disabledFeatureLists(await launchWithPlaywrightDefaults(), "browser");
    expect(playwrights.length, "Playwright's own --disable-features list").toBeGreaterThan(0);
    const missing = playwrights.filter((feature) => !(PLAYWRIGHT_DISABLED_FEATURES as readonly string[]).includes(feature));
    expect(missing, "Playwright turns these off: add them to PLAYWRIGHT_DISABLED_FEATURES in chromium-flags.ts").toEqual([]);

    // What the browser hands its page processes: the one list in force.
    const browser = await launchForTests();
    await showAPage(browser);
    const inForce = (await disabledFeatureLists(browser, "renderer")).flat();
    expect([...playwrights, ...UNSHOWN_BROWSER_UI].filter((feature) => !inForce.includes(feature))).toEqual([]);
  });

  it("opens a window without the address bar's popup pages, which Playwright's defaults build for each", async () => {
    expect(await browserUiPages(await launchWithPlaywrightDefaults())).not.toEqual([]);
    expect(await browserUiPages(await launchForTests())).toEqual([]);
  });
});
