import type { BlockScript } from "../types";

/**
 * The service cards' filter on a public page, as `ServiceCardsBlock` does it in the app: typing
 * shows only the cards whose title holds the text (any case), says how many are shown to screen
 * readers, and says so when none is. Without scripts the box is left out and every card shows.
 */
export const startBlockScript: BlockScript = (block) => {
  const input = block.querySelector<HTMLInputElement>('.service-cards__filter input[type="search"]');
  if (!input) return;
  const cards = [...block.querySelectorAll<HTMLElement>(".service-card")];
  const count = block.querySelector(".service-cards__count");
  const noMatch = block.querySelector<HTMLElement>(".service-cards__no-match");
  const needle = block.querySelector(".service-cards__needle");
  const filter = () => {
    const wanted = input.value.trim().toLowerCase();
    let shown = 0;
    for (const card of cards) {
      const title = card.querySelector(".service-card__title")?.textContent.toLowerCase() ?? "";
      card.hidden = wanted !== "" && !title.includes(wanted);
      if (!card.hidden) shown += 1;
    }
    if (count) count.textContent = `${shown} services shown`;
    if (needle) needle.textContent = input.value;
    if (noMatch) noMatch.hidden = shown > 0;
  };
  input.addEventListener("input", filter);
  // Text typed before this script arrived (the script starts at the first touch) is applied now.
  if (input.value) filter();
};
