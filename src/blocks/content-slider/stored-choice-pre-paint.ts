import { READ_SCRIPT_DATA } from "../../lib/page-start/read-script-data";
import { formatNumber } from "../../lib/format/format-number";
import type { SliderChoice } from "../../state/content-slider-choice";
import { articlesValueText, choiceLabel, sliderTotal, validChoice, wordsValueText } from "../../state/content-slider-choice";

/** What the script needs to know about the slider on this page. */
export interface SliderPrePaintSettings {
  storageKey: string;
  wordChoices: number[];
  maxArticles: number;
  defaults: SliderChoice;
}

/** The app's own figure functions, passed in as source so the first paint computes what the app does. */
export const SLIDER_FIGURES = { validChoice, sliderTotal, choiceLabel, formatNumber, wordsValueText, articlesValueText };
type SliderFigures = typeof SLIDER_FIGURES;

/**
 * Shows a returning visitor's stored choice in the slider `section` before the first paint: the two
 * sliders, what they say, each card's total and its label. The prerendered HTML shows the defaults.
 * Self-contained (inlined as source text); it touches only elements the block marked for it.
 */
export function applyStoredSliderChoice(
  section: Element,
  settings: SliderPrePaintSettings,
  figures: SliderFigures,
  chosen?: SliderChoice,
): void {
  let stored: unknown = chosen ?? null;
  // A choice just made on a content page (src/islands/chrome) is passed in: storage may refuse it.
  if (!chosen)
    try {
      stored = JSON.parse(window.localStorage.getItem(settings.storageKey) ?? "null");
    } catch {
      return; // unreadable: the app repairs or ignores it after hydration, as it does now
    }
  if (stored == null) return;
  const choice = figures.validChoice(stored, settings.defaults, settings);
  const texts: Record<string, string> = {
    words: figures.wordsValueText(choice.words),
    articles: figures.articlesValueText(choice.articles),
  };
  const positions: Record<string, number> = {
    words: settings.wordChoices.indexOf(choice.words),
    articles: choice.articles,
  };
  section.querySelectorAll<HTMLInputElement>("input[data-slider]").forEach((input) => {
    const which = input.dataset.slider ?? "";
    input.value = String(positions[which]);
    input.setAttribute("aria-valuetext", texts[which] ?? "");
  });
  section.querySelectorAll<HTMLElement>("output[data-slider-value]").forEach((output) => {
    output.textContent = texts[output.dataset.sliderValue ?? ""] ?? "";
  });
  section.querySelectorAll<HTMLElement>("[data-slider-rate]").forEach((amount) => {
    const total = figures.sliderTotal(Number(amount.dataset.sliderRate), choice);
    amount.textContent = `${amount.dataset.symbol ?? ""}${figures.formatNumber(total)}`;
  });
  section.querySelectorAll<HTMLElement>("[data-slider-label]").forEach((label) => {
    label.textContent = figures.choiceLabel(choice);
  });
}

/**
 * The inline script that runs `applyStoredSliderChoice` on the section before it, with the settings
 * from its data element (see FirstPaintScript): the text is the same on every page.
 */
export function storedChoicePrePaintScript(): string {
  const figureSource = Object.entries(SLIDER_FIGURES)
    .map(([name, fn]) => `${name}:(${fn.toString()})`)
    .join(",");
  return `try{(function(){${READ_SCRIPT_DATA}(${applyStoredSliderChoice.toString()})(target,data,{${figureSource}})})()}catch(e){}`;
}
