import {
  applyStoredSliderChoice,
  SLIDER_FIGURES,
  type SliderPrePaintSettings,
} from "../../blocks/content-slider/stored-choice-pre-paint";

/**
 * The content slider's two range inputs without React. The block's first-paint script already
 * shows a stored choice (`applyStoredSliderChoice`, with the settings in the JSON element after the
 * section); this stores each new choice under the same key, as the app's atom does, and applies it
 * with the same function, so the sliders, what they say and every card's price follow at once,
 * and the next page (or a reload) starts from it.
 */
export function installContentSliderChoice(doc: Document): () => void {
  const storeAndShow = (input: HTMLInputElement | null) => {
    if (!input || input.tagName !== "INPUT" || !input.dataset.slider) return;
    const section = input.closest(".content-slider");
    const settingsElement = section?.nextElementSibling;
    if (!section || settingsElement?.getAttribute("type") !== "application/json") return;
    let settings: SliderPrePaintSettings;
    try {
      settings = JSON.parse(settingsElement.textContent ?? "") as SliderPrePaintSettings;
    } catch {
      return;
    }
    const value = (which: string) => Number(section.querySelector<HTMLInputElement>(`input[data-slider="${which}"]`)?.value);
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
  const onInput = (event: Event) => storeAndShow(event.target as HTMLInputElement | null);
  doc.addEventListener("input", onInput);
  // The page's scripts start at the first touch, so a slider dragged at once may have moved
  // before this listened: what each moved slider says catches up now.
  for (const section of doc.querySelectorAll(".content-slider")) {
    const moved = [...section.querySelectorAll<HTMLInputElement>("input[data-slider]")].find(
      (input) => input.value !== input.defaultValue,
    );
    if (moved) storeAndShow(moved);
  }
  return () => doc.removeEventListener("input", onInput);
}
