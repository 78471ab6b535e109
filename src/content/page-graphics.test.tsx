/** Pages whose header carries a graphic beside the heading (product.md §2). */
import { describe, expect, it } from "vitest";
import { renderContentPage } from "../test/render-page";

describe("/get-in-touch", () => {
  it("shows a graphic beside its heading", async () => {
    const html = await renderContentPage("/get-in-touch");
    const aside = /<div class="page-header__aside">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(aside).toMatch(/<img [^>]*src="\/media\/images\/[^"]+\.svg"/);
  }, 60_000);
});

describe("/content/sleep-infographic", () => {
  it("holds an infographic drawn from the figures in its document, readable as text", async () => {
    const html = await renderContentPage("/content/sleep-infographic");
    const infographic = /<figure class="infographic"[\s\S]*?<\/figure>/.exec(html)?.[0] ?? "";
    const figures = [
      ...infographic.matchAll(/class="infographic__value">([^<]+)<\/span> <span class="infographic__unit">([^<]+)</g),
    ].map(([, value, unit]) => `${value} ${unit}`);
    expect(figures).toEqual(["7+ hours", "90 minutes", "3 stages"]);
    expect(infographic).toContain('class="infographic__ring"');
  }, 60_000);
});
