/** @vitest-environment jsdom */
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { runInlineScripts } from "../../test/inline-scripts";
import { prerenderAsBuild } from "../../test/prerender-as-build";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { renderWithRouter } from "../../test/render";
import { ContentSliderBlock } from "./content-slider";
import { contentSliderFixture } from "./content-slider.fixture";

/** The block as the build prerenders it: static HTML, defaults showing, its first-paint script inside. */
const prerenderedSlider = () => prerenderAsBuild(<ContentSliderBlock block={contentSliderFixture} />);

/** What a visitor reads on the slider: each slider's text and position, each card's price line. */
function visibleFigures(root: HTMLElement) {
  return {
    sliders: [...root.querySelectorAll<HTMLInputElement>("input[type=range]")].map((input) => [
      input.value,
      input.getAttribute("aria-valuetext"),
    ]),
    outputs: [...root.querySelectorAll("output")].map((output) => output.textContent),
    prices: [...root.querySelectorAll(".package-card__price")].map((price) => price.textContent?.replace(/\s+/g, " ").trim()),
  };
}

async function firstPaintWith(stored: string | null) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(STORAGE_KEYS.contentSlider, stored);
  const page = document.createElement("div");
  page.innerHTML = await prerenderedSlider();
  document.body.append(page);
  runInlineScripts(page);
  const figures = visibleFigures(page);
  page.remove();
  return figures;
}

function appRenderWith(stored: string | null) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(STORAGE_KEYS.contentSlider, stored);
  const { container } = renderWithRouter(<ContentSliderBlock block={contentSliderFixture} />);
  const figures = visibleFigures(container);
  cleanup();
  return figures;
}

describe("the slider's first paint", () => {
  afterEach(() => localStorage.clear());

  it.each([
    ["a stored choice", JSON.stringify({ words: 1000, articles: 7 })],
    ["the largest choice", JSON.stringify({ words: 2000, articles: 200 })],
    ["a choice no longer offered (repaired as the app repairs it)", JSON.stringify({ words: 600, articles: 900 })],
    ["unreadable storage", "{not json"],
    ["nothing stored", null],
  ])("shows exactly what the app renders, for %s", async (_, stored) => {
    const firstPaint = await firstPaintWith(stored);
    expect(firstPaint).toEqual(appRenderWith(stored));
  });

  it("changes the prerendered defaults for a returning visitor", async () => {
    const defaults = await firstPaintWith(null);
    const returning = await firstPaintWith(JSON.stringify({ words: 1000, articles: 7 }));
    expect(returning.outputs).toEqual(["1,000 words", "7 articles"]);
    expect(returning.prices).not.toEqual(defaults.prices);
    expect(returning.prices[0]).toMatch(/7 Articles x 1,000 Words$/);
  });
});
