/**
 * Where a page states two figures for what looks like the same thing, it says what each covers,
 * so a buyer reads them as consistent (product.md §2, §9).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { renderContentPage, visibleText } from "../test/render-page";

describe("/services/content-creation", () => {
  let text: string;
  beforeAll(async () => {
    text = visibleText(await renderContentPage("/services/content-creation"));
  }, 60_000);

  it("says the slider prices per word and the article cards per article", () => {
    expect(text).toContain("Priced per word");
    expect(text).toContain("These prices are per article, not per word");
  });

  it("gives the standard turnaround and the fastest delivery, as the cards' 'From 3 days' does", () => {
    // The date itself is filled in at view time (it is today plus the days), so the HTML leaves it
    // blank; ", on <date>" is an element of its own, which visibleText sets apart with a space.
    expect(text).toMatch(/Standard turnaround 5 days ?, on [^.]*\. Delivery in as little as 3 days/);
    expect(text).not.toContain("Turnaround as soon as 5 days");
  });
});
