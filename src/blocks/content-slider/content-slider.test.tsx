/** @vitest-environment jsdom */
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { renderWithRouter } from "../../test/render";
import { ContentSliderBlock } from "./content-slider";
import { choiceLabel, sliderTotal, validChoice } from "../../state/content-slider-choice";
import { contentSliderFixture } from "./content-slider.fixture";

const card = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;
const words = () => screen.getByRole<HTMLInputElement>("slider", { name: "Words per article" });
const articles = () => screen.getByRole<HTMLInputElement>("slider", { name: "Number of articles" });
const shown = (element: HTMLElement) => element.textContent?.replace(/\s+/g, " ").trim();

describe("content slider: the arithmetic", () => {
  it("multiplies price per word by words and articles, to the penny", () => {
    expect(sliderTotal(0.05, { words: 500, articles: 10 })).toBe(250);
    expect(sliderTotal(0.06, { words: 750, articles: 3 })).toBe(135);
    expect(sliderTotal(0.1, { words: 250, articles: 1 })).toBe(25);
    expect(sliderTotal(0.07, { words: 1500, articles: 7 })).toBe(735);
  });

  it("labels the choice '{n} Article(s) x {n} Word(s)'", () => {
    expect(choiceLabel({ words: 500, articles: 10 })).toBe("10 Articles x 500 Words");
    expect(choiceLabel({ words: 2000, articles: 1 })).toBe("1 Article x 2,000 Words");
  });

  it("repairs a stored choice against what is offered now", () => {
    const limits = { wordChoices: [250, 500, 1000], maxArticles: 200 };
    const fallback = { words: 500, articles: 10 };
    expect(validChoice({ words: 1000, articles: 4 }, fallback, limits)).toEqual({ words: 1000, articles: 4 });
    expect(validChoice({ words: 600, articles: 500 }, fallback, limits)).toEqual({ words: 500, articles: 200 });
    expect(validChoice("garbage", fallback, limits)).toEqual(fallback);
    expect(validChoice({ words: 250, articles: 0 }, fallback, limits)).toEqual({ words: 250, articles: 1 });
  });
});

describe("ContentSliderBlock", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.useRealTimers());

  it("starts at 500 words and 10 articles and prices each card from its rate per word", () => {
    renderWithRouter(<ContentSliderBlock block={contentSliderFixture} />);
    expect(words().getAttribute("aria-valuetext")).toBe("500 words");
    expect(articles().getAttribute("aria-valuetext")).toBe("10 articles");
    expect(shown(within(card("Basic")).getByText("10 Articles x 500 Words").parentElement!)).toBe(
      "£250$30010 Articles x 500 Words",
    );
    expect(shown(within(card("Pro")).getByText("10 Articles x 500 Words").parentElement!)).toBe(
      "£500$60010 Articles x 500 Words",
    );
    expect(within(card("Basic")).getByText("£0.05")).toBeTruthy();
  });

  it("puts one currency switch above the cards and highlights pro", () => {
    renderWithRouter(<ContentSliderBlock block={contentSliderFixture} />);
    const switches = screen.getAllByRole("group", { name: "Currency" });
    expect(switches).toHaveLength(1);
    expect(switches[0]!.closest(".package-card")).toBeNull();
    expect(card("Pro").className).toContain("package-card--popular");
  });

  // Keyboard operation of the native range inputs is tested in a real browser (jsdom has none).
  it("moves through the word choices and reprices, saving the choice", () => {
    renderWithRouter(<ContentSliderBlock block={contentSliderFixture} />);
    fireEvent.change(words(), { target: { value: "3" } });
    expect(words().getAttribute("aria-valuetext")).toBe("1,000 words");
    expect(within(card("Basic")).getByText("10 Articles x 1,000 Words")).toBeTruthy();
    expect(within(card("Basic")).getByText("£500")).toBeTruthy();
    fireEvent.change(articles(), { target: { value: "1" } });
    expect(within(card("Pro")).getByText("1 Article x 1,000 Words")).toBeTruthy();
    expect(within(card("Pro")).getByText("£100")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.contentSlider)!)).toEqual({ words: 1000, articles: 1 });
  });

  it("restores the saved choice after a reload", async () => {
    localStorage.setItem(STORAGE_KEYS.contentSlider, JSON.stringify({ words: 2000, articles: 200 }));
    renderWithRouter(<ContentSliderBlock block={contentSliderFixture} />);
    await act(async () => {});
    expect(words().getAttribute("aria-valuetext")).toBe("2,000 words");
    expect(articles().value).toBe("200");
    expect(within(card("Basic")).getByText("£20,000")).toBeTruthy();
    expect(within(card("Basic")).getByText("$24,000")).toBeTruthy();
  });

  it("dates the turnaround 'From N days (date)' on the visitor's clock", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z")); // a Monday
    renderWithRouter(<ContentSliderBlock block={contentSliderFixture} />);
    expect(shown(within(card("Basic")).getByText(/^From 3 days/))).toBe("From 3 days (Thursday, 26 November 2026)");
  });
});
