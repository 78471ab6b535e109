/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../lib/storage-keys";
import { installChromeScripts } from "./chrome-scripts";

/** What the prerender writes for the two switches and the cookie notice (only the parts the scripts read). */
const PAGE = `
  <header class="site-header"><div role="group" aria-label="Currency" class="currency-switch">
    <button type="button" class="currency-switch__option" data-option="GBP" aria-pressed="true">£</button>
    <button type="button" class="currency-switch__option" data-option="USD" aria-pressed="false">$</button>
  </div>
  <nav><ul><li class="nav__item"><details class="nav__more" open><summary>More</summary><a href="/a">A</a></details></li></ul></nav></header>
  <section class="cookie-notice"><p>Cookies</p><button type="button" class="button">Okay</button></section>
  <section class="section content-slider">
    <input type="range" data-slider="words" min="0" max="2" value="1" aria-valuetext="500 words" />
    <output data-slider-value="words">500 words</output>
    <input type="range" data-slider="articles" min="1" max="20" value="10" aria-valuetext="10 articles" />
    <output data-slider-value="articles">10 articles</output>
    <span data-slider-rate="0.05" data-symbol="£">£250</span><span data-slider-label>10 Articles x 500 Words</span>
  </section><script type="application/json">{"storageKey":"${STORAGE_KEYS.contentSlider}","wordChoices":[250,500,750],"maxArticles":20,"defaults":{"words":500,"articles":10}}</script>`;

const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();

describe("the plain scripts of a content page", () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = PAGE;
    document.documentElement.dataset.currency = "GBP";
    installChromeScripts(document, window);
  });
  afterEach(() => {
    document.body.replaceChildren();
    delete document.documentElement.dataset.currency;
    delete document.documentElement.dataset.cookieConsent;
  });

  it("switches the currency on the page, says which is chosen, and stores it as the app does", () => {
    click('[data-option="USD"]');
    expect(document.documentElement.dataset.currency).toBe("USD");
    expect(localStorage.getItem(STORAGE_KEYS.currency)).toBe('"USD"');
    expect(document.querySelector('[data-option="USD"]')!.getAttribute("aria-pressed")).toBe("true");
    expect(document.querySelector('[data-option="GBP"]')!.getAttribute("aria-pressed")).toBe("false");
  });

  it("takes the cookie notice away and stores the consent the pre-paint script reads", () => {
    click(".cookie-notice button");
    expect(document.documentElement.dataset.cookieConsent).toBe("given");
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe("true");
  });

  it("reprices the slider's cards from its inputs and keeps the choice for the next page", () => {
    const words = document.querySelector<HTMLInputElement>('input[data-slider="words"]')!;
    words.value = "2";
    words.dispatchEvent(new Event("input", { bubbles: true }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.contentSlider)!)).toEqual({ words: 750, articles: 10 });
    expect(words.getAttribute("aria-valuetext")).toBe("750 words");
    expect(document.querySelector("[data-slider-rate]")!.textContent).toBe("£375");
    expect(document.querySelector("[data-slider-label]")!.textContent).toBe("10 Articles x 750 Words");
  });

  it("closes an open header menu on Escape and puts the focus on its toggle", () => {
    const link = document.querySelector<HTMLElement>(".nav__more a")!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.querySelector<HTMLDetailsElement>(".nav__more")!.open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector(".nav__more summary"));
  });

  it("catches up with a slider the visitor dragged before the scripts started (they start at that touch)", () => {
    document.body.innerHTML = PAGE;
    const articles = document.querySelector<HTMLInputElement>('input[data-slider="articles"]')!;
    articles.value = "4"; // moved natively, before anything listened
    installChromeScripts(document, window);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.contentSlider)!)).toEqual({ words: 500, articles: 4 });
    expect(document.querySelector("[data-slider-label]")!.textContent).toBe("4 Articles x 500 Words");
  });

  it("leaves an untouched slider's stored choice alone", () => {
    expect(localStorage.getItem(STORAGE_KEYS.contentSlider)).toBeNull();
  });
});
