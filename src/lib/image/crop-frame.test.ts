import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cropFrame } from "./crop-frame";
import { LAYOUTS } from "./layouts";
import { SHARE_IMAGE_SIZE } from "./image-sources";

/** Every frame shape the site's blocks cut: cards, squares, link previews, and the extremes. */
const ASPECTS = [
  LAYOUTS.articleCard.aspect,
  1,
  SHARE_IMAGE_SIZE.width / SHARE_IMAGE_SIZE.height,
  4 / 3,
  3 / 4,
  16 / 9,
  9 / 16,
  3,
  1 / 3,
];

const fractionPair = fc
  .tuple(fc.double({ min: 0, max: 0.45, noNaN: true }), fc.double({ min: 0, max: 0.45, noNaN: true }))
  .filter(([a, b]) => a + b < 0.9);

/** A picture, an editor's crop, and a hotspot inside what the crop kept, as the studio allows. */
const editedPicture = fc
  .record({
    width: fc.integer({ min: 200, max: 6000 }),
    height: fc.integer({ min: 200, max: 6000 }),
    horizontal: fractionPair,
    vertical: fractionPair,
    spot: fc.record({
      x: fc.double({ min: 0, max: 1, noNaN: true }),
      y: fc.double({ min: 0, max: 1, noNaN: true }),
      width: fc.double({ min: 0.02, max: 1, noNaN: true }),
      height: fc.double({ min: 0.02, max: 1, noNaN: true }),
    }),
  })
  .map(({ width, height, horizontal: [left, right], vertical: [top, bottom], spot }) => {
    // The hotspot's box, placed inside the kept area.
    const keptWidth = 1 - left - right;
    const keptHeight = 1 - top - bottom;
    const spotWidth = spot.width * keptWidth;
    const spotHeight = spot.height * keptHeight;
    return {
      source: { width, height },
      crop: { left, right, top, bottom },
      hotspot: {
        x: left + spotWidth / 2 + spot.x * (keptWidth - spotWidth),
        y: top + spotHeight / 2 + spot.y * (keptHeight - spotHeight),
        width: spotWidth,
        height: spotHeight,
      },
    };
  });

describe("the frame a block cuts from an editor's picture", () => {
  it("keeps the hotspot inside every crop at every aspect ratio the blocks use", () => {
    fc.assert(
      fc.property(editedPicture, fc.constantFrom(...ASPECTS), ({ source, crop, hotspot }, aspect) => {
        const frame = cropFrame(source, crop, hotspot, aspect);
        const px = (fraction: number, size: number) => fraction * size;
        const spot = {
          left: px(hotspot.x - hotspot.width / 2, source.width),
          right: px(hotspot.x + hotspot.width / 2, source.width),
          top: px(hotspot.y - hotspot.height / 2, source.height),
          bottom: px(hotspot.y + hotspot.height / 2, source.height),
        };
        // One pixel of rounding either way.
        const inside = (from: number, to: number, start: number, size: number) => from >= start - 1 && to <= start + size + 1;
        const fitsAcross = spot.right - spot.left <= frame.width;
        const fitsDown = spot.bottom - spot.top <= frame.height;
        // The whole hotspot when the frame is large enough for it; else the frame is centred on it.
        if (fitsAcross) expect(inside(spot.left, spot.right, frame.left, frame.width)).toBe(true);
        else expect(Math.abs(frame.left + frame.width / 2 - px(hotspot.x, source.width))).toBeLessThanOrEqual(1);
        if (fitsDown) expect(inside(spot.top, spot.bottom, frame.top, frame.height)).toBe(true);
        else expect(Math.abs(frame.top + frame.height / 2 - px(hotspot.y, source.height))).toBeLessThanOrEqual(1);
      }),
      { seed: 54, numRuns: 2000 },
    );
  });

  it("never shows what the editor cropped away, and has the block's shape", () => {
    fc.assert(
      fc.property(editedPicture, fc.constantFrom(...ASPECTS), ({ source, crop, hotspot }, aspect) => {
        const frame = cropFrame(source, crop, hotspot, aspect);
        expect(frame.left).toBeGreaterThanOrEqual(Math.round(crop.left * source.width));
        expect(frame.top).toBeGreaterThanOrEqual(Math.round(crop.top * source.height));
        expect(frame.left + frame.width).toBeLessThanOrEqual(Math.round(source.width * (1 - crop.right)));
        expect(frame.top + frame.height).toBeLessThanOrEqual(Math.round(source.height * (1 - crop.bottom)));
        // Within the pixel rounding: half a pixel either way on the shorter side.
        expect(Math.abs(frame.width - frame.height * aspect)).toBeLessThanOrEqual(Math.max(aspect, 1) / 2 + 1e-9);
      }),
      { seed: 54, numRuns: 2000 },
    );
  });

  it("takes the middle of the picture when the editor set no hotspot", () => {
    expect(cropFrame({ width: 4000, height: 3000 }, null, null, 1)).toEqual({ left: 500, top: 0, width: 3000, height: 3000 });
  });

  it("moves the frame only as far as the picture's edge when the hotspot is near it", () => {
    const frame = cropFrame({ width: 4000, height: 3000 }, null, { x: 0.98, y: 0.5, width: 0.04, height: 0.1 }, 1);
    expect(frame).toEqual({ left: 1000, top: 0, width: 3000, height: 3000 });
  });
});
