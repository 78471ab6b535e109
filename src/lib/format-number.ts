/**
 * Numbers as the site shows them (product.md §5): thousands separators; whole numbers without decimals,
 * anything else rounded to two decimals. 1500 → "1,500"; 0.125 → "0.13"; 20.5 → "20.50".
 *
 * Self-contained: the content slider's pre-paint script inlines it as source text, so the first
 * paint and the app format figures with the same code. The formatters are made once and kept on
 * the function itself.
 */
export function formatNumber(value: number): string {
  const formats = (formatNumber.formats ??= {
    whole: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }),
    twoDecimals: new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? formats.whole.format(rounded) : formats.twoDecimals.format(rounded);
}
formatNumber.formats = undefined as { whole: Intl.NumberFormat; twoDecimals: Intl.NumberFormat } | undefined;
