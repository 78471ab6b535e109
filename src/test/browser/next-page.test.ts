import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchChromium, newPage } from "./chromium";

/**
 * Moving between pages (decision 0035): the speculation rules every page carries, and the
 * cross-document view transition. A page's own links are followed here with the app's scripts
 * refused, so each click is a plain document navigation, as on a page that does not start the app.
 * Chromium does not prerender under automation (its preloading panel says
 * "PrerenderingDisabledByDevTools") and falls back to the prerender's prefetch, which is what
 * these tests see used.
 */

const SERVICE = "/services/blogger-outreach";
const NEXT = "/get-in-touch";

let close: () => Promise<void>;
let browserContexts: () => Promise<BrowserContext>;
beforeAll(async () => {
  const chromium = await launchChromium();
  close = chromium.close;
  browserContexts = async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} blocked`));
      // Whether the browser started a view transition as the page was left (Chromium's pageswap
      // event), kept where the next document of the tab can read it.
      window.addEventListener("pageswap", (event) => {
        sessionStorage.setItem(
          "left-with-transition",
          String(Boolean((event as Event & { viewTransition: unknown }).viewTransition)),
        );
      });
    });
    return context;
  };
});
afterAll(async () => close?.());

/**
 * Runs `test` on a page in a window of its own, closed after it. `withoutTheApp`: the page as a
 * document, the app's scripts refused (inline scripts still run).
 */
async function onNewPage<Result>(
  { withoutTheApp }: { withoutTheApp: boolean },
  test: (opened: { page: Page; errors: string[] }) => Promise<Result>,
): Promise<Result> {
  const context = await browserContexts();
  try {
    if (withoutTheApp) await context.route("**/assets/**/*.js", (route) => route.abort());
    return await test(await newPage(context));
  } finally {
    await context.close();
  }
}

interface RuleSet {
  sourceText: string;
  errorType?: string;
  errorMessage?: string;
}

/** Follows what Chromium's preloading makes of the page: its rule sets and the links they match. */
async function watchPreloading(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const ruleSets: RuleSet[] = [];
  let candidates: string[] = [];
  session.on("Preload.ruleSetUpdated", (event: { ruleSet: RuleSet }) => ruleSets.push(event.ruleSet));
  session.on("Preload.preloadingAttemptSourcesUpdated", (event: { preloadingAttemptSources: { key: { url: string } }[] }) => {
    candidates = event.preloadingAttemptSources.map(
      (source) => new URL(source.key.url).pathname + new URL(source.key.url).search,
    );
  });
  await session.send("Preload.enable");
  return { ruleSets, candidates: () => candidates };
}

const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe("speculation rules", () => {
  it("are on every kind of page as valid rules the Content-Security-Policy allows", async () => {
    await onNewPage({ withoutTheApp: false }, async ({ page, errors }) => {
      const preloading = await watchPreloading(page);
      for (const path of ["/", SERVICE, "/blog/should-you-always-target-the-most-competitive-keywords", "/terms"]) {
        await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
        const text = await page.locator('script[type="speculationrules"]').textContent();
        expect(() => JSON.parse(text ?? "") as unknown, path).not.toThrow();
        expect(await cspViolations(page), path).toEqual([]);
      }
      // Chromium read each page's rules and found nothing wrong in them.
      expect(preloading.ruleSets.length).toBeGreaterThanOrEqual(4);
      expect(preloading.ruleSets.filter((ruleSet) => ruleSet.errorType)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it("fetch a same-site page the visitor points at, and the click shows the page fetched ahead", async () => {
    await onNewPage({ withoutTheApp: true }, async ({ page }) => {
      await page.goto(`${baseUrl()}${SERVICE}`, { waitUntil: "load" });
      const link = page.locator(`a[href="${NEXT}"]:visible`).first();
      await link.hover();
      // "moderate": the pointer resting on the link for 200 ms starts the load.
      await page.waitForTimeout(600);
      await link.click();
      await page.waitForURL((url) => url.pathname === NEXT);
      const navigation = await page.evaluate(() => {
        const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
          activationStart: number;
          deliveryType: string;
        };
        return { activationStart: entry.activationStart, deliveryType: entry.deliveryType };
      });
      expect(
        navigation.activationStart > 0 || navigation.deliveryType === "navigational-prefetch",
        JSON.stringify(navigation),
      ).toBe(true);
      expect(await cspViolations(page)).toEqual([]);
    });
  });

  it("never load the client area, the back end or a link with a query ahead of a click", async () => {
    await onNewPage({ withoutTheApp: true }, async ({ page }) => {
      const preloading = await watchPreloading(page);
      await page.goto(`${baseUrl()}/terms`, { waitUntil: "load" });
      await page.evaluate(() => {
        for (const href of [
          "/logout",
          "/login",
          "/client-dashboard",
          "/create",
          "/api/health",
          "/services?currency=usd",
          "/privacy-policy",
        ]) {
          const link = Object.assign(document.createElement("a"), { href, textContent: href });
          document.body.append(link);
        }
      });
      await expect.poll(() => preloading.candidates()).toContain("/privacy-policy");
      expect(preloading.candidates()).toContain("/");
      for (const never of ["/logout", "/login", "/client-dashboard", "/create", "/api/health", "/services?currency=usd"])
        expect(preloading.candidates()).not.toContain(never);
    });
  });
});

describe("view transitions between pages", () => {
  /**
   * Following a plain link: whether the browser started a view transition as the first page was
   * left, and whether the next page asks for one too (both pages must). Whether the new page is then
   * revealed by it depends on how soon it can paint (Chromium gives up after 4 s, and skips it when
   * the viewport's scrollbar differs), so that is not asserted on a shared machine.
   */
  async function transition(reducedMotion: "reduce" | "no-preference") {
    return onNewPage({ withoutTheApp: true }, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto(`${baseUrl()}${SERVICE}`, { waitUntil: "load" });
      await page.locator(`a[href="${NEXT}"]:visible`).first().click();
      await page.waitForURL((url) => url.pathname === NEXT);
      await page.waitForLoadState("load");
      return page.evaluate(() => {
        const rules = (list: CSSRuleList): CSSRule[] =>
          [...list].flatMap((rule) =>
            rule instanceof CSSMediaRule
              ? rule.media.mediaText && matchMedia(rule.media.mediaText).matches
                ? rules(rule.cssRules)
                : []
              : [rule],
          );
        const applied = [...document.styleSheets].flatMap((sheet) => rules(sheet.cssRules));
        return {
          leftWithTransition: sessionStorage.getItem("left-with-transition"),
          nextPageOptsIn: applied.some((rule) => /^@view-transition\s*{\s*navigation:\s*auto;?\s*}$/.test(rule.cssText)),
        };
      });
    });
  }

  it("cross-fade from one page to the next", async () => {
    expect(await transition("no-preference")).toEqual({ leftWithTransition: "true", nextPageOptsIn: true });
  });

  it("stay still for a visitor who asked for reduced motion", async () => {
    expect(await transition("reduce")).toEqual({ leftWithTransition: "false", nextPageOptsIn: false });
  });
});
