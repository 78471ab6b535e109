/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../lib/page-start/storage-keys";
import { installChromeScripts } from "./chrome-scripts";

/** What the prerender writes for the currency switch, a header menu and the cookie notice (only the parts the scripts read). */
const PAGE = `
  <header class="site-header"><div role="group" aria-label="Currency" class="currency-switch">
    <button type="button" class="currency-switch__option" data-option="GBP" aria-pressed="true">£</button>
    <button type="button" class="currency-switch__option" data-option="USD" aria-pressed="false">$</button>
  </div>
  <nav><ul><li class="nav__item"><details class="nav__more" open><summary>More</summary><a href="/a">A</a></details></li></ul></nav></header>
  <section class="cookie-notice"><p>Cookies</p><button type="button" class="button">Okay</button></section>`;

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

  it("closes an open header menu on Escape and puts the focus on its toggle", () => {
    const link = document.querySelector<HTMLElement>(".nav__more a")!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(document.querySelector<HTMLDetailsElement>(".nav__more")!.open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector(".nav__more summary"));
  });
});
