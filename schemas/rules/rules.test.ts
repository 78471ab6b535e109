import { describe, expect, it } from "vitest";
import { shareImageProblem } from "./share-image";
import { bulkDiscountProblems } from "./bulk-discounts";
import { altTextProblem } from "./alt-text";

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

describe("alternative text", () => {
  const asset = { _type: "reference", _ref: "image-abc123-4000x3000-jpg" };

  it("is required on an image that is not marked decorative", () => {
    expect(altTextProblem(undefined, { parent: { asset } })).toMatch(/Describe the image .* or mark it decorative/);
    expect(altTextProblem("   ", { parent: { asset } })).toMatch(/Describe the image/);
    expect(altTextProblem("A hillside at dusk", { parent: { asset } })).toBe(true);
  });

  it("is not asked for on a decorative image, nor before an image is chosen", () => {
    expect(altTextProblem(undefined, { parent: { asset, decorative: true } })).toBe(true);
    expect(altTextProblem(undefined, { parent: {} })).toBe(true);
  });
});
