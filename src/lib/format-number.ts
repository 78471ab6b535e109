const wholeNumber = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Numbers as the site shows them (product.md §5): thousands separators; whole numbers without decimals,
 * anything else rounded to two decimals. 1500 → "1,500"; 0.125 → "0.13"; 20.5 → "20.50".
 */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? wholeNumber.format(rounded) : twoDecimals.format(rounded);
}
