/** Problems already reported by this process: a site logo with no file would otherwise fill the log once per page. */
const reported = new Set<string>();

/**
 * Says in the build log why an image is drawn otherwise than its block asked (no file, no size).
 * Only where pages are rendered ahead of time: a visitor's console is not where an editor looks.
 */
export function reportImageProblem(problem: string) {
  if (typeof document !== "undefined" || reported.has(problem)) return;
  reported.add(problem);
  console.warn(`Image: ${problem}.`);
}
