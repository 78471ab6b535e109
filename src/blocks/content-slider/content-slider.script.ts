import type { BlockScript } from "../types";
import { applyStoredSliderChoice, SLIDER_FIGURES, type SliderPrePaintSettings } from "./stored-choice-pre-paint";

/**
 * The content slider's two range inputs on a public page. The block's first-paint script already
 * shows a stored choice (`applyStoredSliderChoice`, with the settings in the JSON element after the
 * section); this stores each new choice under the same key, as the app's atom does, and applies it
 * with the same function, so the sliders, what they say and every card's price follow at once, and
 * the next page (or a reload) starts from it.
 */
export const startBlockScript: BlockScript = (block) => {
  const section = block.querySelector<HTMLElement>(".content-slider");
  const settingsElement = section?.nextElementSibling;
  if (!section || settingsElement?.getAttribute("type") !== "application/json") return;
  let settings: SliderPrePaintSettings;
  try {
    settings = JSON.parse(settingsElement.textContent) as SliderPrePaintSettings;
  } catch {
    return;
  }
  const value = (which: string) => Number(section.querySelector<HTMLInputElement>(`input[data-slider="${which}"]`)?.value);
  const storeAndShow = () => {
    const choice = {
      words: settings.wordChoices[value("words")] ?? settings.defaults.words,
      articles: value("articles") || settings.defaults.articles,
    };
    try {
      localStorage.setItem(settings.storageKey, JSON.stringify(choice));
    } catch {
      // Storage refused: the choice is shown but not kept.
    }
    applyStoredSliderChoice(section, settings, SLIDER_FIGURES, choice);
  };
  section.addEventListener("input", (event) => {
    if ((event.target as HTMLElement).dataset.slider) storeAndShow();
  });
  // The script starts at the first touch, so a slider dragged at once may have moved before this
  // listened: what the sliders say catches up now.
  const sliders = [...section.querySelectorAll<HTMLInputElement>("input[data-slider]")];
  if (sliders.some((input) => input.value !== input.defaultValue)) storeAndShow();
};
