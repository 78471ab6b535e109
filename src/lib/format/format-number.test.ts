import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber } from "./format-number";

describe("formatNumber", () => {
  it("groups thousands and shows decimals only when there are any", () => {
    expect(formatNumber(1500)).toBe("1,500");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(0.125)).toBe("0.13");
    expect(formatNumber(20.5)).toBe("20.50");
    expect(formatNumber(999.999)).toBe("1,000");
    expect(formatNumber(0)).toBe("0");
  });

  it("agrees with Intl's en-GB formatting for any price-like figure", () => {
    const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
    const twoDecimals = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = Math.round(value * 100) / 100;
        fc.pre(!Object.is(rounded, -0));
        const expected = Number.isInteger(rounded) ? whole.format(rounded) : twoDecimals.format(rounded);
        expect(formatNumber(value)).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it("runs on its own when inlined into a page as source text", () => {
    const inlined = new Function(`return (${formatNumber.toString()})`)() as typeof formatNumber;
    expect(inlined(12345.6)).toBe("12,345.60");
  });
});
