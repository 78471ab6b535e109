import type { ClientReturn } from "@sanity/client";
import { readContentSourceConfig } from "./config.server";
import { createEmbeddedSource } from "./sources/embedded-source.server";
import { createSanitySource } from "./sources/sanity-source.server";
import { recordedRead } from "./sources/content-reads.server";
import type { ReadTrace } from "./sources/read-trace";
import { forgetSharedSnapshots } from "./sources/shared-snapshots.server";
import { NEWEST_CONTENT_YEAR_QUERY } from "./sources/newest-year-query";
import type { ContentSource, DatasetDocument, QueryParams } from "./sources/types";

let activeSource: ContentSource | undefined;
let newestYear: Promise<string | undefined> | undefined;

function contentSource(): ContentSource {
  if (!activeSource) {
    const config = readContentSourceConfig();
    activeSource = config.kind === "sanity" ? createSanitySource(config) : createEmbeddedSource(config.file);
  }
  return activeSource;
}

/**
 * The one way to read content: loaders, the prerender step, scripts and tests all call this.
 * Queries are written with `defineQuery`, so Sanity TypeGen types each result.
 */
export async function fetch<const Query extends string>(
  query: Query,
  params: QueryParams = {},
): Promise<ClientReturn<Query, unknown>> {
  // A build records which paths read what (content-reads.server.ts), so a publish can tell which
  // pages an edit reaches.
  return (await recordedRead(query, params, (trace) => contentSource().query(query, params, trace))) as ClientReturn<
    Query,
    unknown
  >;
}

/**
 * `NEWEST_CONTENT_YEAR_QUERY`'s answer, asked once per source: it reads every document, and the
 * root loader runs for every page. Every call still counts as a read of it.
 */
export function newestContentYear(): Promise<string | undefined> {
  const ask = (trace?: ReadTrace) =>
    contentSource()
      .query(NEWEST_CONTENT_YEAR_QUERY, {}, trace)
      .then((value) => (typeof value === "string" ? value : undefined));
  // A read being recorded for the first time is asked afresh, so that what it reads is traced.
  return recordedRead(NEWEST_CONTENT_YEAR_QUERY, {}, (trace) => (trace ? ask(trace) : (newestYear ??= ask())));
}

/** Runs a query as `fetch` does, noting in `trace` what it read, and counting it against no page (a publish checking an earlier read). */
export function fetchTraced(query: string, params: QueryParams, trace: ReadTrace): Promise<unknown> {
  return contentSource().query(query, params, trace);
}

/** The documents the content source's queries run over, when it holds them (every build's source does). */
export async function contentDocuments(): Promise<readonly DatasetDocument[] | undefined> {
  return contentSource().documents?.();
}

/** Describes where content comes from, for build logs. */
export function describeContentSource(): string {
  return contentSource().description;
}

/** Tests switch sources by changing the environment; this forgets the one chosen before, and its data. */
export function resetContentSource(): void {
  activeSource = undefined;
  newestYear = undefined;
  forgetSharedSnapshots();
}
