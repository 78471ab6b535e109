/** What the visitor picked on the content slider. */
export interface SliderChoice {
  words: number;
  articles: number;
}

export interface SliderLimits {
  wordChoices: readonly number[];
  maxArticles: number;
}

/**
 * A stored choice made valid against what is on offer now: the editor may have changed the word
 * choices or the maximum since it was saved. Unknown word counts fall back to the default.
 */
export function validChoice(stored: unknown, fallback: SliderChoice, limits: SliderLimits): SliderChoice {
  const candidate = (stored ?? {}) as Partial<SliderChoice>;
  const words = limits.wordChoices.includes(candidate.words as number) ? (candidate.words as number) : fallback.words;
  const articles = Number.isInteger(candidate.articles)
    ? Math.min(Math.max(candidate.articles as number, 1), limits.maxArticles)
    : fallback.articles;
  return { words, articles };
}

/** Price per word × words × articles, in whole pence/cents (no floating-point dust). */
export function sliderTotal(pricePerWord: number, { words, articles }: SliderChoice): number {
  return Math.round(pricePerWord * words * articles * 100) / 100;
}

/** '{n} Article(s) x {n} Word(s)' (product.md §2). */
export function choiceLabel({ words, articles }: SliderChoice): string {
  // Thousands grouped by hand: Intl's first use costs a long task, and this runs in the first paint.
  const count = (n: number, unit: string) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} ${unit}${n === 1 ? "" : "s"}`;
  return `${count(articles, "Article")} x ${count(words, "Word")}`;
}

/** What the words slider says aloud and shows: "1,000 words". Self-contained (inlined for the first paint). */
export function wordsValueText(words: number): string {
  // Thousands grouped by hand: Intl's first use costs a long task, and this runs in the first paint.
  return `${String(words).replace(/\B(?=(\d{3})+(?!\d))/g, ",")} words`;
}

/** What the articles slider says aloud and shows: "1 article", "7 articles". Self-contained. */
export function articlesValueText(articles: number): string {
  return `${articles} ${articles === 1 ? "article" : "articles"}`;
}
