/**
 * Click a price, open the price: in the drafts preview, prices, turnarounds and inline claims carry
 * `data-sanity` naming the document and field they are stored in; anywhere else, none.
 */
import { parse } from "node-html-parser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderContentPage } from "../../test/render-page";
import { fetch, resetContentSource } from "../fetch.server";

/** `data-sanity` values as the overlay reads them (`id=…;type=…;path=…`), with the element's text and class. */
const editTargets = (html: string) =>
  parse(html)
    .querySelectorAll("[data-sanity]")
    .map((element) => {
      const fields = new Map(
        element
          .getAttribute("data-sanity")!
          .split(";")
          .map((pair) => pair.split("=") as [string, string]),
      );
      return {
        id: fields.get("id"),
        type: fields.get("type"),
        path: fields.get("path"),
        text: element.textContent,
        className: element.getAttribute("class") ?? "",
      };
    });

const LINK_PACKAGES = "/services/link-packages";

beforeEach(() => resetContentSource());
afterEach(() => vi.unstubAllEnvs());

describe("data-sanity on figures stega cannot mark", () => {
  it("in the drafts preview, every price on a service page points to its package's price field", async () => {
    vi.stubEnv("DRAFTS_PREVIEW", "true");
    const packageIds = await fetch(`*[_id == "service-link-packages"][0].packages[]._ref`);
    const prices = editTargets(await renderContentPage(LINK_PACKAGES)).filter((target) => target.className.startsWith("price"));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toMatchObject({ type: "pricePackage", path: "price" });
      expect(packageIds).toContain(price.id);
      expect(price.text).toMatch(/£[\d,]+/);
    }
  });

  it("in the drafts preview, inline claims point to the claim's wording and turnarounds to the service's turnaround", async () => {
    vi.stubEnv("DRAFTS_PREVIEW", "true");
    const targets = editTargets(await renderContentPage(LINK_PACKAGES));
    const claims = targets.filter((target) => target.type === "claim");
    const turnarounds = targets.filter((target) => target.type === "service");
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) {
      expect(claim.path).toBe("wording");
      expect(claim.text).toBe(await fetch(`*[_id == $id][0].wording`, { id: claim.id }));
    }
    expect(turnarounds.map((target) => target.path)).toContain("turnaround");
  });

  it("outside the preview, the same page carries no data-sanity at all", async () => {
    const html = await renderContentPage(LINK_PACKAGES);
    expect(html).not.toContain("data-sanity");
    expect(html).toMatch(/£[\d,]+/);
  });
});
