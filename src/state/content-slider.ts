import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { SliderChoice } from "./content-slider-choice";
import { STORAGE_KEYS } from "../lib/page-start/storage-keys";

/**
 * The visitor's saved slider choice (product.md §2: "choices saved locally"), or null before they pick.
 * Read as soon as the app starts (getOnInit): the page's pre-paint script has already shown the
 * stored choice, so hydration renders the same figures the visitor sees.
 */
export const contentSliderChoiceAtom = atomWithStorage<SliderChoice | null>(
  STORAGE_KEYS.contentSlider,
  null,
  createJSONStorage<SliderChoice | null>(),
  { getOnInit: true },
);
