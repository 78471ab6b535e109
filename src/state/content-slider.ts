import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { SliderChoice } from "./content-slider-choice";
import { STORAGE_KEYS } from "../lib/storage-keys";

/**
 * The visitor's saved slider choice (product.md §2: "choices saved locally"), or null before they pick.
 * Read after mount, so the first client render matches the prerendered defaults.
 */
export const contentSliderChoiceAtom = atomWithStorage<SliderChoice | null>(
  STORAGE_KEYS.contentSlider,
  null,
  createJSONStorage<SliderChoice | null>(),
);
