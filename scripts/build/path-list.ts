/**
 * The paths a publish prerenders, without listing them again (decision 0053): the previous
 * release's list, patched by the documents that differ. A document has at most one address of its
 * own (routable-paths.ts): a page, service or persona page at its path, an article at
 * /blog/<slug>, a team member at /about-us/<slug>. A new document adds its address, a deleted one
 * takes its address away (unless another document still has it), a renamed one does both.
 */
import type { DocumentSummary } from "../../src/content/sources/content-reads.server";
import { buildFileFor, ROUTES_WITH_LOADERS } from "../../src/content/prerender-paths.server";
import { IncrementalBuildError } from "./prerender-path";

const ROUTED_BY_PATH = new Set(["page", "service", "personaPage"]);

/** The address a document is served at, from its summary (the listing query's rules), or undefined when it has none. */
function addressOf(summary: DocumentSummary): string | undefined {
  if (ROUTED_BY_PATH.has(summary.type)) return summary.path || undefined;
  if (summary.type === "article") return summary.slug ? `/blog/${summary.slug}` : undefined;
  if (summary.type === "teamMember") return summary.slug ? `/about-us/${summary.slug}` : undefined;
  return undefined;
}

/** `previous` (the last release's paths) with the addresses of the documents that differ between `before` and `after` changed. */
export function patchPathList(
  previous: readonly string[],
  before: Record<string, DocumentSummary>,
  after: Record<string, DocumentSummary>,
  clientDir: string,
): string[] {
  const leaving = new Set<string>();
  const arriving = new Set<string>();
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[id]?.hash === after[id]?.hash) continue;
    const was = before[id] && addressOf(before[id]);
    const is = after[id] && addressOf(after[id]);
    if (was === is) continue;
    if (was !== undefined) leaving.add(was);
    if (is !== undefined) arriving.add(is);
  }
  // An address another document still has stays, as do the routes every build prerenders.
  for (const path of ROUTES_WITH_LOADERS) leaving.delete(path);
  if (leaving.size)
    for (const summary of Object.values(after)) {
      const address = addressOf(summary);
      if (address !== undefined) leaving.delete(address);
    }
  const listed = new Set(previous);
  const paths = previous.filter((path) => !leaving.has(path));
  for (const path of arriving) {
    if (listed.has(path)) continue;
    // The last word before a file is written, as the full prerender's (react-router.config.ts).
    buildFileFor(clientDir, path);
    paths.push(path);
  }
  if (paths.length === ROUTES_WITH_LOADERS.length)
    throw new IncrementalBuildError("No routable documents in the content: refusing to publish an empty site.");
  return paths;
}
