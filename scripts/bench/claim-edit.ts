import { fetch, resetContentSource } from "../../src/content/fetch.server";
import { ARTICLE_BY_SLUG_QUERY, PAGE_BY_PATH_QUERY, SITE_CHROME_QUERY } from "../../src/content/queries";
import { listRoutablePaths } from "../../src/content/routable-paths";

/**
 * The dataset with one claim's wording changed, as an editor's publish would leave it: the claim's
 * `_updatedAt` moves to the newest in the dataset (a publish makes it the newest change; kept in
 * the same year, so the footer's year stays, see decision 0017).
 */
export function withClaimWording(ndjson: string, claimId: string, wording: string): string {
  const documents = ndjson
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { _id: string; _updatedAt?: string });
  const newest = documents.reduce((latest, doc) => (doc._updatedAt && doc._updatedAt > latest ? doc._updatedAt : latest), "");
  if (!documents.some((doc) => doc._id === claimId)) throw new Error(`The dataset has no document ${claimId}.`);
  return `${documents
    .map((doc) => JSON.stringify(doc._id === claimId ? { ...doc, wording, _updatedAt: newest } : doc))
    .join("\n")}\n`;
}

/**
 * The paths whose page shows `text`, from what their loaders read: the page's own document (its
 * blocks, with inline claims resolved) and the header and footer every page has. A team member's
 * address shows the About page with the member's biography open, so it shows what /about-us shows.
 * Reads the dataset `EMBEDDED_DATASET_FILE` names (or the embedded one).
 */
export async function pathsShowing(text: string): Promise<string[]> {
  resetContentSource();
  const chrome = JSON.stringify(await fetch(SITE_CHROME_QUERY));
  const paths = await listRoutablePaths();
  const shows = async (path: string, kind: string): Promise<boolean> => {
    if (chrome.includes(text)) return true;
    const document =
      kind === "article"
        ? await fetch(ARTICLE_BY_SLUG_QUERY, { slug: path.replace("/blog/", "") })
        : await fetch(PAGE_BY_PATH_QUERY, { path: kind === "teamMember" ? "/about-us" : path });
    return JSON.stringify(document).includes(text);
  };
  const showing: string[] = [];
  for (const { path, kind } of paths) if (await shows(path, kind)) showing.push(path);
  resetContentSource();
  return showing.sort();
}
