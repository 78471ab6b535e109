import type { ImageLayout } from "./image-sources";

/**
 * How each kind of block draws its pictures, from the widths its CSS gives them. `sizes` tells the
 * browser the drawn width before the stylesheet is read; it need not be exact (each width step is
 * at most twice the last), but it must never be smaller than the drawing by much, or the picture
 * is blurred, nor larger by much, or it is sent larger than needed. The browser test
 * (src/test/browser/pictures.test.ts) checks both at phone and desktop widths.
 */

/** A picture drawn at one fixed CSS width (portraits, icons, logos). */
export const fixedWidth = (width: number, aspect?: number): ImageLayout => ({
  sizes: `${width}px`,
  minWidth: width,
  maxWidth: width,
  ...(aspect ? { aspect } : {}),
});

/** The shape of article thumbnails and link previews. */
const CARD_ASPECT = 1200 / 630;

/** The page's column: the container (viewport less 2.5rem, at most 75rem). */
const CONTAINER = "calc(100vw - 2.5rem)";

export const LAYOUTS = {
  /**
   * An article card: `repeat(auto-fill, minmax(18rem, 1fr))` with 1.5rem gaps in the container:
   * one column below 40rem, two to 59.5rem, three beyond, 24rem wide from 77.5rem.
   */
  articleCard: {
    aspect: CARD_ASPECT,
    sizes: `(min-width: 77.5rem) 24rem, (min-width: 59.5rem) calc((100vw - 5.5rem) / 3), (min-width: 40rem) calc((100vw - 4rem) / 2), ${CONTAINER}`,
    minWidth: 280,
    maxWidth: 600,
  },
  /** A figure in running text: the text's 48rem column, or the container on narrower screens. */
  proseFigure: {
    sizes: `(min-width: 50.5rem) 48rem, ${CONTAINER}`,
    minWidth: 280,
    maxWidth: 768,
  },
  /** The hero's graphic: at most 28rem, in its two-fifths column from 60rem, the container's width below. */
  heroGraphic: {
    sizes: `(min-width: 60rem) 28rem, min(28rem, ${CONTAINER})`,
    minWidth: 280,
    maxWidth: 448,
  },
  /** A document header's icon: 4.5rem above the title on narrow screens, 14rem beside it from 60rem. */
  headerIcon: { sizes: "(min-width: 60rem) 14rem, 4.5rem", minWidth: 72, maxWidth: 224 },
  /** A persona page's illustration: 24rem beside the title from 60rem, at most 20rem below it. */
  headerIllustration: { sizes: `(min-width: 60rem) 24rem, min(20rem, ${CONTAINER})`, minWidth: 280, maxWidth: 384 },
} as const satisfies Record<string, ImageLayout>;
