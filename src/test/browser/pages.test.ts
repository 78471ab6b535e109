/**
 * Service, persona, about and blog pages on the built site (product.md §2): every pricing display with
 * the product description's figures in both currencies, the calendar, the content slider, anchors, book-a-call,
 * the about-us team selection and the blog.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ukDateInDays } from "../../lib/format/uk-date";
import { baseUrl, sharedChromium, seriousAxeFindings } from "./chromium";
import { keptTabs } from "./kept-windows";

const browser = sharedChromium();

const keptTab = keptTabs(browser);

/** A visitor who has dismissed the cookie notice, so it covers nothing. */
async function visit(path: string, { currency }: { currency?: "GBP" | "USD" } = {}) {
  const { page, errors } = await keptTab(currency ?? "no currency chosen", async (chromium) => {
    const context = await chromium.newContext();
    await context.addInitScript((chosen) => {
      localStorage.setItem("agency.cookieConsent", "true");
      if (chosen) localStorage.setItem("agency.currency", JSON.stringify(chosen));
    }, currency);
    return context;
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
  return { page, errors };
}

/** What a visitor reads (innerText leaves out what CSS hides, such as the other currency). */
const read = (page: Page, selector: string) => page.locator(selector).first().innerText();
const card = (page: Page, name: string) =>
  page.locator(".package-card").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

describe("pricing displays, in both currencies", () => {
  it("blogger outreach cards: from-price per placement and bulk prices each", async () => {
    for (const [currency, price, bulk] of [
      ["GBP", "£250", "£240 each"],
      ["USD", "$320", "$310 each"],
    ] as const) {
      const { page } = await visit("/services/blogger-outreach", { currency });
      const da50 = card(page, "DA50+");
      expect(await da50.locator(".package-card__price").innerText()).toMatch(new RegExp(`from\\s*\\${price}\\s*per placement`));
      expect(await da50.locator(".package-card__bulk li").last().innerText()).toMatch(
        new RegExp(`50\\+ placements\\s*\\${bulk}`),
      );
      expect(await card(page, "DA30+").getByText("Most Popular").isVisible()).toBe(true);
    }
  });

  it("link packages comparison table: prices, links per grade and Order", async () => {
    for (const [currency, prices] of [
      ["GBP", ["£895", "£1,495", "£3,795", "£7,795"]],
      ["USD", ["$1,295", "$1,995", "$4,995", "$9,995"]],
    ] as const) {
      const { page } = await visit("/services/link-packages", { currency });
      const priceRow = page.locator(".pricing-table__price-row td .price");
      expect(await priceRow.allInnerTexts()).toEqual(prices);
      const da20 = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "DA20", exact: true }) });
      expect(await da20.getByRole("cell").allInnerTexts()).toEqual(["16", "25", "65", "150"]);
      const order = page.getByRole("link", { name: "Order Package 3" });
      expect(await order.getAttribute("href")).toBe("/create?service=service-link-packages&package=package-link-package-3");
    }
  });

  it("prices in pounds only show the pound price to dollar visitors, marked as billed in GBP", async () => {
    const { page } = await visit("/services/digital-pr", { currency: "USD" });
    expect(await card(page, "DA30+").locator(".package-card__price").innerText()).toMatch(
      /£495 \(billed in GBP\)\s*per live link/,
    );
    expect(await card(page, "Below DA30").locator(".package-card__price").innerText()).toMatch(/Free/);
  });

  it("the content slider reprices by keyboard, in both currencies, and remembers the choice", async () => {
    const { page } = await visit("/services/content-creation");
    const basicPrice = () => card(page, "Basic").first().locator(".package-card__price").innerText();
    expect(await basicPrice()).toMatch(/£250\s*10 Articles x 500 Words/);
    const words = page.getByRole("slider", { name: "Words per article" });
    await words.focus();
    await page.keyboard.press("ArrowRight");
    // The page's scripts start at this first touch: the slider moves at once (it is native), and
    // what it says and the prices catch up as soon as they run.
    await expect.poll(() => words.getAttribute("aria-valuetext"), { timeout: 5_000 }).toBe("750 words");
    expect(await basicPrice()).toMatch(/£375\s*10 Articles x 750 Words/);
    const articles = page.getByRole("slider", { name: "Number of articles" });
    await articles.focus();
    await page.keyboard.press("Home");
    expect(await articles.getAttribute("aria-valuetext")).toBe("1 article");
    expect(await card(page, "Pro").locator(".package-card__price").innerText()).toMatch(/£75\s*1 Article x 750 Words/);
    await page.locator(".contact-bar").getByRole("button", { name: "US dollars" }).click();
    expect(await basicPrice()).toMatch(/\$45\s*1 Article x 750 Words/);

    await page.reload({ waitUntil: "networkidle" });
    expect(await words.getAttribute("aria-valuetext")).toBe("750 words");
    expect(await basicPrice()).toMatch(/\$45\s*1 Article x 750 Words/);
    expect(await card(page, "Basic").first().locator(".package-card__turnaround").innerText()).toBe(
      `From 3 days (${ukDateInDays(3)})`,
    );
  });
});

describe("get-in-touch form beside its explanation", () => {
  it("sits side by side, half and half, on a wide screen and stacks, explanation first, on a phone", async () => {
    const { page } = await visit("/services/link-packages");
    const boxes = async () => ({
      explanation: (await page.locator(".contact-form__explanation").boundingBox())!,
      form: (await page.locator(".contact-form__panel").boundingBox())!,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const wide = await boxes();
    expect(Math.abs(wide.explanation.y - wide.form.y)).toBeLessThan(40);
    expect(wide.form.x).toBeGreaterThan(wide.explanation.x + wide.explanation.width);
    // 50/50 of the row: the gap between them is the only difference.
    expect(Math.abs(wide.explanation.width - wide.form.width)).toBeLessThan(wide.form.width * 0.15);
    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await boxes();
    expect(narrow.form.y).toBeGreaterThanOrEqual(narrow.explanation.y + narrow.explanation.height);
    expect(await page.getByRole("textbox", { name: /Email/ }).isVisible()).toBe(true);
  });
});

describe("calendar panel", () => {
  it("reads 'Turnaround as soon as N days, on DATE' on a link service, dated on the visitor's clock", async () => {
    const { page } = await visit("/services/blogger-outreach");
    expect(await read(page, ".calendar__text")).toBe(`Turnaround as soon as 10 days, on ${ukDateInDays(10)}`);
  });

  it("reads 'Sign up today and receive your first report in N days, on DATE' on a report service", async () => {
    const { page } = await visit("/services/seo-packages");
    expect(await read(page, ".calendar__text")).toBe(
      `Sign up today and receive your first report in 14 days, on ${ukDateInDays(14)}`,
    );
  });

  it("is absent on link packages", async () => {
    const { page } = await visit("/services/link-packages");
    expect(await page.locator(".calendar").count()).toBe(0);
  });
});

describe("anchors", () => {
  it("links every service anchor from 'On this page', and a deep link lands on its section", async () => {
    const { page } = await visit("/services/seo-packages");
    const nav = page.getByRole("navigation", { name: "On this page" });
    const targets = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(targets).toEqual(["#pricing", "#how-it-works", "#key-benefits", "#examples", "#frequently-asked-questions"]);
    for (const target of targets) expect(await page.locator(target!).count(), target!).toBe(1);

    await page.goto(`${baseUrl()}/services/seo-packages#key-benefits`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => Math.abs(document.getElementById("key-benefits")!.getBoundingClientRect().top) < 5);
  });
});

describe("book-a-call", () => {
  it("lists members with a booking link, each 'Book a call' opening in a new tab", async () => {
    const { page } = await visit("/services/blogger-outreach");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Need help with strategy?" }) });
    const links = section.getByRole("link", { name: /Book a call/ });
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
    // Each bookable member shows a portrait (decorative: the name is beside it).
    expect(await section.locator("img").count()).toBe(await links.count());
  });
});

describe("about us", () => {
  it("selecting a member sets the hash and shows the biography above the grid; a hash or /about-us/:selected opens them", async () => {
    const { page } = await visit("/about-us");
    const firstMember = page.locator(".team-grid__member").first();
    const name = (await firstMember.locator(".team-grid__name").innerText()).trim();
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    await firstMember.click();
    // The grid is an island hydrated when seen (decision 0034): a choice made before its code has
    // arrived is made again once it runs.
    await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe(`#${slug}`);
    const biography = page.locator(".team-grid__biography:not([hidden])");
    await biography.waitFor({ state: "visible" });
    const bioTop = (await biography.boundingBox())!.y;
    expect(await biography.innerText()).toContain(name);
    const gridTop = (await page.locator(".team-grid__list").boundingBox())!.y;
    expect(bioTop).toBeLessThan(gridTop);

    await page.goto(`${baseUrl()}/about-us#${slug}`, { waitUntil: "networkidle" });
    expect(await page.locator(".team-grid__member[aria-pressed=true]").innerText()).toContain(name);
    await page.goto(`${baseUrl()}/about-us/${slug}`, { waitUntil: "networkidle" });
    expect(await page.locator(".team-grid__member[aria-pressed=true]").innerText()).toContain(name);
  });
});

describe("blog", () => {
  it("lists articles by category, newest first, and an article shows its paragraphs, images and links", async () => {
    const { page } = await visit("/blog");
    const categories = page.locator(".article-list__category");
    expect(await categories.locator("h3").allInnerTexts()).toEqual([
      "Blogger Outreach",
      "SEO",
      "Link Building",
      "Reputation Management",
    ]);
    let listed = 0;
    for (const category of await categories.all()) {
      const dates = await category
        .locator("time[datetime]")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
      expect(dates).toEqual([...dates].sort().reverse()); // newest first
      listed += dates.length;
    }
    expect(listed).toBeGreaterThanOrEqual(18);

    await page.goto(`${baseUrl()}/blog/should-you-always-target-the-most-competitive-keywords`, { waitUntil: "networkidle" });
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/competitive keywords/i);
    expect(await page.locator("article p").count()).toBeGreaterThan(5);
    expect(await page.locator("article img").count()).toBeGreaterThan(0);
  });
});

describe("accessibility of the price displays", () => {
  it.each(["/services/content-creation", "/services/link-packages", "/services/digital-pr", "/services/tier-1-link-building"])(
    "axe finds nothing serious on %s",
    async (path) => {
      const { page } = await visit(path);
      expect(await seriousAxeFindings(page)).toEqual([]);
    },
  );
});
