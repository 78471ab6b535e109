/**
 * Numbers as the site shows them (product.md §5): thousands separators; whole numbers without decimals,
 * anything else rounded to two decimals. 1500 → "1,500"; 0.125 → "0.13"; 20.5 → "20.50".
 *
 * Self-contained: the content slider's pre-paint script inlines it as source text, so the first
 * paint and the app format figures with the same code.
 *
 * Plain string work, not Intl: a page's first Intl formatter loads the locale data on the main
 * thread, a long task in the middle of the page's start (docs/performance.md, "Figures behind choices in the code"). The unit tests
 * hold this to Intl's en-GB answer.
 */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  const [whole = "0", decimals] = Math.abs(rounded)
    .toFixed(Number.isInteger(rounded) ? 0 : 2)
    .split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${rounded < 0 ? "-" : ""}${grouped}${decimals ? `.${decimals}` : ""}`;
}
