/**
 * Where a picture is cut for a frame of a given shape: the editor's crop first, then the largest
 * rectangle of the frame's aspect ratio inside it, centred on the editor's hotspot and moved only
 * as far as needed to stay inside the crop. This is what Sanity's image pipeline does with
 * `fit=crop`, `rect` and a focal point, written out so the embedded dataset's variants are cut the
 * same way as the Content Lake's.
 */

/** Sanity's crop: how much of each side the editor cut away, as fractions of the whole picture. */
export interface ImageCrop {
  top?: number | null;
  bottom?: number | null;
  left?: number | null;
  right?: number | null;
}

/** Sanity's hotspot: the centre and size of the part that must stay in frame, as fractions. */
export interface ImageHotspot {
  x?: number | null;
  y?: number | null;
  width?: number | null;
  height?: number | null;
}

export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const fraction = (value: number | null | undefined) =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;

/** The part of the picture the editor kept, in whole pixels (at least one). */
function croppedArea(source: { width: number; height: number }, crop: ImageCrop | null | undefined): PixelRect {
  const left = Math.round(source.width * fraction(crop?.left));
  const top = Math.round(source.height * fraction(crop?.top));
  const right = Math.round(source.width * (1 - fraction(crop?.right)));
  const bottom = Math.round(source.height * (1 - fraction(crop?.bottom)));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * The rectangle of the source, in whole pixels, that a frame of `aspect` (width / height) shows.
 * Without an aspect the frame takes the crop's own shape.
 */
export function cropFrame(
  source: { width: number; height: number },
  crop: ImageCrop | null | undefined,
  hotspot: ImageHotspot | null | undefined,
  aspect?: number,
): PixelRect {
  const area = croppedArea(source, crop);
  if (!aspect || !Number.isFinite(aspect) || aspect <= 0) return area;
  const width = Math.max(1, Math.min(area.width, Math.round(area.height * aspect)));
  const height = Math.max(1, Math.min(area.height, Math.round(width / aspect)));
  // The hotspot's centre, in source pixels; without one, the middle of what the editor kept.
  const centreX = hotspot ? fraction(hotspot.x ?? 0.5) * source.width : area.left + area.width / 2;
  const centreY = hotspot ? fraction(hotspot.y ?? 0.5) * source.height : area.top + area.height / 2;
  const clamp = (start: number, size: number, min: number, span: number) =>
    Math.round(Math.min(Math.max(start, min), min + span - size));
  return {
    left: clamp(centreX - width / 2, width, area.left, area.width),
    top: clamp(centreY - height / 2, height, area.top, area.height),
    width,
    height,
  };
}
