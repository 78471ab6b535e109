import { describe, expect, it } from "vitest";
import { shareImageProblem } from "./share-image";
import { bulkDiscountProblems } from "./bulk-discounts";
import { literalMoneyWarning } from "./literal-money";

describe("bulk discount rule", () => {
  it("accepts prices that fall with volume in both currencies", () => {
    expect(
      bulkDiscountProblems({ gbp: 60, usd: 85 }, [
        { label: "50+ placements", minimumQuantity: 50, price: { gbp: 50, usd: 70 } },
        { label: "25+ placements", minimumQuantity: 25, price: { gbp: 55, usd: 78 } },
      ]),
    ).toEqual([]);
  });

  it("rejects a bulk price above the base price, or above a smaller tier", () => {
    expect(
      bulkDiscountProblems({ gbp: 60, usd: 85 }, [
        { label: "25+ placements", minimumQuantity: 25, price: { gbp: 65, usd: 78 } },
        { label: "50+ placements", minimumQuantity: 50, price: { gbp: 50, usd: 80 } },
      ]),
    ).toEqual([
      "25+ placements (£65) is dearer than the base price (£60).",
      "50+ placements ($80) is dearer than 25+ placements ($78).",
    ]);
  });
});

describe("literal money in copy", () => {
  it("flags a pound or dollar amount in text or Portable Text", () => {
    expect(literalMoneyWarning("Placements from £60 each")).toContain('"£60" is a price typed into the copy');
    const portableText = [{ _type: "block", children: [{ _type: "span", text: "Only $ 1,295 a month" }] }];
    expect(literalMoneyWarning(portableText)).toContain('"$ 1,295"');
  });

  it("leaves copy without amounts alone", () => {
    expect(literalMoneyWarning("Prices in pounds or dollars, shown in the table below.")).toBe(true);
    expect(literalMoneyWarning([{ _type: "claimReference", claim: { _ref: "claim-clients" } }])).toBe(true);
  });
});

describe("share image format", () => {
  it("accepts PNG and JPG assets and an empty field", () => {
    expect(shareImageProblem({ asset: { _ref: "image-abc123-1200x630-png" } })).toBe(true);
    expect(shareImageProblem({ asset: { _ref: "image-abc123-1200x630-jpg" } })).toBe(true);
    expect(shareImageProblem(undefined)).toBe(true);
  });

  it("rejects an SVG, which social sites do not show", () => {
    expect(shareImageProblem({ asset: { _ref: "image-abc123-1200x630-svg" } })).toMatch(/PNG or JPG/);
  });
});
