/**
 * The edits the publish benchmark (publish.ts) sends, each as the dataset after it, the page a
 * visitor watches, and how a response shows that the edit is live: a claim's wording, a new
 * article, an article retitled, and an article deleted.
 */
import { applyEdit } from "../build/content-edits";
import { EDITED_CLAIM } from "./rebuilds";
import { withClaimWording } from "./claim-edit";
import { syntheticArticleId } from "./synthetic-dataset";

export type PublishedChange = "claim" | "new article" | "edited article" | "deleted article";

export interface PublishEdit {
  /** The page the visitor watches. */
  page: string;
  /** The dataset after the edit. */
  dataset: string;
  /** The document the webhook's body names. */
  document: { _id: string; _type: string };
  /** Whether a redirect is an answer (a deleted article's address sends visitors home), not a failure. */
  redirectIsAnswer: boolean;
  /** Whether a response shows the edit. */
  shows(status: number, html: string): boolean;
  /** Whether a page shows the old and the new at once (two releases mixed). */
  mixed(html: string): boolean;
}

/** The line of the document `id` in an NDJSON export (each line starts with its `_id`, as the synthetic dataset writes them). */
function documentLine(ndjson: string, id: string): { start: number; end: number; document: Record<string, unknown> } {
  const start = ndjson.indexOf(`{"_id":${JSON.stringify(id)},`);
  if (start < 0) throw new Error(`The dataset has no document ${id}.`);
  const end = ndjson.indexOf("\n", start);
  return { start, end, document: JSON.parse(ndjson.slice(start, end)) as Record<string, unknown> };
}

/** A published change's time: in the content's newest year, so the footer's year stays (decision 0017). */
const publishedAt = (run: number) => new Date(Date.UTC(2026, 10, 20, 10, run)).toISOString();

function claimEdit(dataset: string, run: number): PublishEdit {
  const old = documentLine(dataset, EDITED_CLAIM).document.wording as string;
  const next = `an extra ${10 + run}% (published in the benchmark, run ${run})`;
  return {
    page: "/services/blogger-outreach",
    dataset: withClaimWording(dataset, EDITED_CLAIM, next),
    document: { _id: EDITED_CLAIM, _type: "claim" },
    redirectIsAnswer: false,
    shows: (_, html) => html.includes(next),
    mixed: (html) => html.includes(old) && html.includes(next),
  };
}

function newArticle(dataset: string, run: number): PublishEdit {
  // At its own address (sent home until it exists), with a title no page had before.
  const slug = `benchmark-${run}`;
  const title = `New article ${slug}`;
  return {
    page: `/blog/new-article-${slug}`,
    dataset: applyEdit(dataset, { kind: "newArticle", pick: 0, slug }, publishedAt(run)),
    document: { _id: `article-new-${slug}`, _type: "article" },
    redirectIsAnswer: false,
    shows: (_, html) => html.includes(title),
    mixed: () => false,
  };
}

function editedArticle(dataset: string, run: number, extra: number): PublishEdit {
  const id = syntheticArticleId(extra, 1 / 2, run);
  const { start, end, document } = documentLine(dataset, id);
  const old = document.title as string;
  const title = `Retitled in the benchmark, run ${run}`;
  const edited = JSON.stringify({ ...document, title, _updatedAt: publishedAt(run) });
  return {
    page: `/blog/${(document.slug as { current: string }).current}`,
    dataset: `${dataset.slice(0, start)}${edited}${dataset.slice(end)}`,
    document: { _id: id, _type: "article" },
    redirectIsAnswer: false,
    shows: (_, html) => html.includes(title),
    mixed: (html) => html.includes(old) && html.includes(title),
  };
}

function deletedArticle(dataset: string, run: number, extra: number): PublishEdit {
  // Another article than the one retitled (a quarter of the way through, not half), one that is there each run.
  const id = syntheticArticleId(extra, 1 / 4, run);
  const { start, end, document } = documentLine(dataset, id);
  return {
    page: `/blog/${(document.slug as { current: string }).current}`,
    dataset: `${dataset.slice(0, start)}${dataset.slice(end + 1)}`,
    document: { _id: id, _type: "article" },
    redirectIsAnswer: true,
    // An unknown address is sent home (decision 0016): the article is gone once its address redirects.
    shows: (status) => status === 302,
    mixed: () => false,
  };
}

/** The edit `change` of run `run`, applied to `dataset` (which has `extra` synthetic articles). */
export function publishEdit(change: PublishedChange, dataset: string, run: number, extra: number): PublishEdit {
  switch (change) {
    case "claim":
      return claimEdit(dataset, run);
    case "new article":
      return newArticle(dataset, run);
    case "edited article":
      return editedArticle(dataset, run, extra);
    case "deleted article":
      return deletedArticle(dataset, run, extra);
  }
}
