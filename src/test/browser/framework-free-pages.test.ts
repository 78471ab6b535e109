/**
 * Public pages run no framework (decision 0054): what a visitor does on them (reading, scrolling,
 * opening a tab, filtering, choosing a team member, writing and sending the form) downloads none of
 * React's chunks; the states a visitor was promised hold without it: the banner that asks a
 * signed-in user to confirm their email, on every kind of page, and a member's shared address that
 * opens on their biography even when the phone's processor is slow.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { baseUrl, newPage, pageScriptsRunning, sharedChromium } from "./chromium";

const browser = sharedChromium();
/** What the build says holds the framework (scripts/build/islands-entry.ts writes it beside the bundle). */
const FRAMEWORK_FILES: readonly string[] = (
  JSON.parse(readFileSync("build/islands-entry.json", "utf8")) as { framework: string[] }
).framework;

/** The scripts the page has asked for so far, by path. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** What a visitor does on a page: scrolls to its end, opens each tab set's last tab, types into the form and sends it. */
async function useEverything(page: Page) {
  await pageScriptsRunning(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  for (const tab of await page.locator('[role="tablist"] [role="tab"]:last-child').all()) await tab.click();
  const filter = page.getByLabel("Filter services");
  if (await filter.count()) await filter.first().fill("link");
  const form = page.locator("form").filter({ has: page.getByLabel("Message") });
  if (await form.count()) {
    // Sent empty: the form's script (loaded at this first touch) answers with its messages, and nothing is stored.
    await form.getByLabel("Name").fill("Priya Shah");
    await page.locator('[data-block-type="contactForm"][data-hydrated="true"]').first().waitFor({ state: "attached" });
    await form.getByRole("button", { name: /Send|Submit/ }).click();
    await form.locator(".field__error").first().waitFor();
  }
}

describe("a public page", () => {
  beforeAll(async () => {
    expect(FRAMEWORK_FILES.length).toBeGreaterThan(0);
  });

  it.each([
    "/",
    "/services/blogger-outreach",
    "/services/link-packages",
    "/white-label",
    "/get-in-touch",
    "/about-us",
    "/blog/should-you-always-target-the-most-competitive-keywords",
  ])("%s loads none of the framework, whatever the visitor does there", async (path) => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    try {
      const { page, errors } = await newPage(context);
      const asked = scriptsAskedFor(page);
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
      await useEverything(page);
      await page.waitForLoadState("networkidle");
      expect(asked.filter((script) => FRAMEWORK_FILES.includes(script))).toEqual([]);
      expect(asked.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the banner asking a signed-in user to confirm their email", () => {
  const BANNER = "Please check your email for verification email!";
  /** A window whose stored session is `user`, as the client area leaves it after signing in. */
  async function signedInAs(user: object | null) {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ([key, stored]) => {
        if (stored) localStorage.setItem(key, stored);
      },
      [STORAGE_KEYS.user, user ? JSON.stringify(user) : null] as const,
    );
    return context;
  }
  let unconfirmed: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    unconfirmed = await signedInAs({ first_name: "Priya", email: "priya@shop.example", confirmed: false });
  });
  afterAll(() => unconfirmed?.close());

  it.each(["/", "/services/blogger-outreach", "/white-label", "/about-us", "/blog", "/privacy-policy", "/login"])(
    "shows on %s from the first paint, before any script file has run",
    async (path) => {
      const { page } = await newPage(unconfirmed);
      // No script file at all: what shows comes from the markup, the stylesheet and the head's inline script.
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
      await expect.poll(() => page.getByRole("status").filter({ hasText: BANNER }).isVisible()).toBe(true);
      await page.close();
    },
  );

  it("is not shown to a confirmed user or a visitor, and goes when the user signs out in another tab", async () => {
    const confirmed = await signedInAs({ first_name: "Priya", confirmed: true });
    const visitor = await signedInAs(null);
    try {
      for (const context of [confirmed, visitor]) {
        const { page } = await newPage(context);
        await page.goto(`${baseUrl()}/services/blogger-outreach`, { waitUntil: "networkidle" });
        expect(await page.getByText(BANNER).isVisible()).toBe(false);
      }
      const { page } = await newPage(unconfirmed);
      await page.goto(`${baseUrl()}/services/blogger-outreach`, { waitUntil: "networkidle" });
      const other = await unconfirmed.newPage();
      await other.goto(`${baseUrl()}/about-us`, { waitUntil: "networkidle" });
      await other.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.user);
      await expect.poll(() => page.getByText(BANNER).isVisible()).toBe(false);
    } finally {
      await Promise.all([confirmed.close(), visitor.close()]);
    }
  });
});

describe("a member's shared address on a phone with a slow processor (CPU throttled 6×)", () => {
  it.each(["/about-us#siobhan-doyle", "/about-us/siobhan-doyle"])(
    "%s opens on Siobhan Doyle's biography, in view",
    async (path) => {
      const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
      try {
        const { page, errors } = await newPage(context);
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
        await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
        const biography = page.locator(".team-grid__biography:not([hidden])");
        await expect
          .poll(
            () =>
              biography
                .locator("h3")
                .innerText()
                .catch(() => ""),
            { timeout: 15_000 },
          )
          .toBe("Siobhan Doyle");
        // In view: its top within the first third of the screen. Polled whole: before the page's
        // script scrolls, the biography sits below the fold, which a bare "y >= -1" would accept.
        await expect
          .poll(
            async () => {
              const y = (await biography.boundingBox())?.y ?? -1000;
              return y >= -1 && y < 844 / 3;
            },
            { timeout: 15_000 },
          )
          .toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
