/**
 * How a page's data is rebuilt from a query's result in the browser: the same steps its loader
 * takes on the server, named so that the preview's code, not the loader data, holds them.
 */
export type LiveQueryKind = "page" | "article";

/**
 * Drafts preview only: the query a route's loader rendered the page from, so that the framed page
 * can ask the studio for that query's result as the editor types (decision 0049). Production
 * loaders return none.
 */
export interface LiveQuery {
  kind: LiveQueryKind;
  query: string;
  /** The query's parameters: the page's path or slug. */
  params: Record<string, string>;
}

/** The Content Lake the studio edits, as the framed page must name it to be answered. */
export interface LiveSource {
  projectId: string;
  dataset: string;
  /** The perspective the page was rendered in, as the address carries it (`drafts`, `rSpring,drafts`). */
  perspective: string;
}
