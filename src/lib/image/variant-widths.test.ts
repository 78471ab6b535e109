import { describe, expect, it } from "vitest";
import { variantWidths, WIDTH_STEPS } from "./variant-widths";

describe("the widths a picture is offered at", () => {
  it("offers at most twice the width needed, whatever width a picture is drawn at", () => {
    for (let step = 1; step < WIDTH_STEPS.length; step += 1)
      expect(WIDTH_STEPS[step]! / WIDTH_STEPS[step - 1]!).toBeLessThanOrEqual(2);
  });

  it("runs from the narrowest drawing to the widest at twice its density", () => {
    expect(variantWidths(4000, { minWidth: 280, maxWidth: 600 })).toEqual([256, 384, 512, 768, 1024, 1280]);
  });

  it("never makes a copy wider than the picture itself, and ends with the picture's own width", () => {
    expect(variantWidths(900, { minWidth: 280, maxWidth: 600 })).toEqual([256, 384, 512, 768, 900]);
    expect(variantWidths(200, { minWidth: 280, maxWidth: 600 })).toEqual([200]);
  });
});
