/**
 * The widths pictures are made at. Each step is at most twice the one before, so whatever width an
 * image is drawn at, the browser finds a file no more than twice as wide as it needs; fewer steps
 * would mean fewer files to make but larger ones sent.
 */
export const WIDTH_STEPS = [64, 128, 256, 384, 512, 768, 1024, 1280, 1600, 1920, 2560] as const;

/** The most device pixels per CSS pixel a file is made for (phones go to 3; past 2 a photo looks the same). */
const MAX_DENSITY = 2;

/** How wide a block draws its image, in CSS pixels, from the narrowest screen to the widest. */
export interface DrawnWidths {
  minWidth: number;
  maxWidth: number;
}

/**
 * The widths to offer for a frame `frameWidth` source pixels wide, drawn at `drawn`: from the step
 * at or below the narrowest drawing to the step that covers the widest at MAX_DENSITY, never wider
 * than the source (its own width closes the list when a step would need more).
 */
export function variantWidths(frameWidth: number, drawn: DrawnWidths): number[] {
  const lowest: number = [...WIDTH_STEPS].reverse().find((step) => step <= drawn.minWidth) ?? WIDTH_STEPS[0];
  const highest: number =
    WIDTH_STEPS.find((step) => step >= drawn.maxWidth * MAX_DENSITY) ?? WIDTH_STEPS[WIDTH_STEPS.length - 1]!;
  const widths: number[] = WIDTH_STEPS.filter((step) => step >= lowest && step <= highest && step < frameWidth);
  if (frameWidth <= highest && widths[widths.length - 1] !== frameWidth) widths.push(frameWidth);
  return widths;
}
