import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** How far a second build of the same content moves the clock: years on, past any date boundary. */
const CLOCK_SHIFT_MS = 3 * 365.25 * 24 * 3600 * 1000;

/**
 * Environment for a build whose clock reads `CLOCK_SHIFT_MS` later: a module (written into `dir`)
 * that moves `Date` on, loaded through NODE_OPTIONS so every process and thread of the build gets
 * it. A build that reads the clock into its output then differs from one without it.
 */
export function clockShiftEnv(dir: string): NodeJS.ProcessEnv {
  const preload = join(dir, "shift-clock.mjs");
  writeFileSync(
    preload,
    `const Real = Date; const shift = ${CLOCK_SHIFT_MS};
class Shifted extends Real { constructor(...args) { if (args.length === 0) super(Real.now() + shift); else super(...args); } static now() { return Real.now() + shift; } }
globalThis.Date = Shifted;\n`,
  );
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(preload).href}`.trim() };
}
