import type { ClientReturn } from "@sanity/client";
import { readContentSourceConfig } from "./config.server";
import { createEmbeddedSource } from "./sources/embedded-source.server";
import { createSanitySource } from "./sources/sanity-source.server";
import { forgetSharedSnapshots } from "./sources/shared-snapshots.server";
import type { ContentSource, QueryParams } from "./sources/types";

let activeSource: ContentSource | undefined;
let newestUpdate: Promise<string | undefined> | undefined;

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
  return (await contentSource().query(query, params)) as ClientReturn<Query, unknown>;
}

/**
 * The newest `_updatedAt` of any published document: the content's own date. A build uses it
 * wherever it would otherwise read the clock, so that the same content builds to the same bytes
 * (decision 0017). Asked once per source: it reads every document, and the root loader runs for
 * every page.
 */
export function newestContentUpdate(): Promise<string | undefined> {
  newestUpdate ??= contentSource()
    .query("*[defined(_updatedAt)] | order(_updatedAt desc)[0]._updatedAt", {})
    .then((value) => (typeof value === "string" ? value : undefined));
  return newestUpdate;
}

/** Describes where content comes from, for build logs. */
export function describeContentSource(): string {
  return contentSource().description;
}

/** Tests switch sources by changing the environment; this forgets the one chosen before, and its data. */
export function resetContentSource(): void {
  activeSource = undefined;
  newestUpdate = undefined;
  forgetSharedSnapshots();
}
