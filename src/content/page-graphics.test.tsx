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
