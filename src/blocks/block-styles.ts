/**
 * Every block's stylesheet, in the page's CSS from the first paint. Block components may be loaded
 * lazily (`generated/block-loaders.ts`); a stylesheet imported by one would arrive with its code,
 * after the page had painted without it. So blocks keep their CSS beside them and this one import gathers it all.
 */
import.meta.glob("./**/*.css", { eager: true });
