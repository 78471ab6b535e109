/**
 * The paths a publish prerenders, without listing them again (decision 0053): the previous
 * release's list, patched by the documents that differ. A document's addresses
 * (routable-paths.ts): a page, service or persona page at its path, an article at /blog/<slug>
 * and its month's archive page and sitemap file, a team member at /about-us/<slug>. A new document adds its
 * addresses, a deleted one takes them away (unless another document still has them: a month's
 * page stays while any article of that month does), a renamed or re-dated one does both.
 */
import { archiveMonthOf, monthAddresses } from "../../src/content/article-months";
import type { DocumentSummary } from "../../src/content/sources/content-reads.server";
import { buildFileFor, ROUTES_WITH_LOADERS } from "../../src/content/prerender-paths.server";
import { IncrementalBuildError } from "./prerender-path";

const ROUTED_BY_PATH = new Set(["page", "service", "personaPage"]);

/** The addresses a document gives the site, from its summary (the listing query's rules). */
function addressesOf(summary: DocumentSummary): string[] {
  if (ROUTED_BY_PATH.has(summary.type)) return summary.path ? [summary.path] : [];
  if (!summary.slug) return [];
  if (summary.type === "teamMember") return [`/about-us/${summary.slug}`];
  if (summary.type !== "article") return [];
  const month = archiveMonthOf(summary.publishedAt);
  return month === undefined ? [`/blog/${summary.slug}`] : [`/blog/${summary.slug}`, ...monthAddresses(month)];
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
    const was = before[id] ? addressesOf(before[id]) : [];
    const is = after[id] ? addressesOf(after[id]) : [];
    for (const address of was) if (!is.includes(address)) leaving.add(address);
    for (const address of is) if (!was.includes(address)) arriving.add(address);
  }
  // An address another document still has stays, as do the routes every build prerenders.
  for (const path of ROUTES_WITH_LOADERS) leaving.delete(path);
  if (leaving.size)
    for (const summary of Object.values(after)) for (const address of addressesOf(summary)) leaving.delete(address);
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
