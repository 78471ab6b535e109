import { evaluate, evaluateSync, type ExprNode } from "groq-js";
import { ARTICLE_DATES_QUERY } from "./article-dates-query";
import { indexDataset, type DatasetIndex } from "./dataset-index.server";
import { NEWEST_CONTENT_YEAR_QUERY } from "./newest-year-query";
import { planIndexedFilters, type IndexedFilterSite, type IndexLookup } from "./indexed-filters.server";
import { createParsedQueryCache, parseWithParams } from "./parsed-queries.server";
import type { ReadTrace } from "./read-trace";
import type { DatasetDocument, QueryParams } from "./types";

/**
 * Runs one GROQ query with its parameters over a snapshot of documents; given a trace, notes in it
 * what the query read (read-trace.ts).
 */
export type GroqRunner = (query: string, params: QueryParams, trace?: ReadTrace) => Promise<unknown>;

/**
 * GROQ over documents held in memory, answered from indexes built once: `->` is a map lookup, and
 * a `*[…]` narrowed by `_type`, `_id`, `slug.current`, `path.current` or a publishing month reads
 * only the documents that can match (see indexed-filters.server.ts). A page's queries then cost what the page reads,
 * not the size of the dataset. Results are those of `createScanningRunner`, which the tests check;
 * what the indexes buy a build is in decision 0021.
 */
export function createIndexedRunner(documents: readonly DatasetDocument[] | DatasetIndex): GroqRunner {
  const index = Array.isArray(documents) ? indexDataset(documents) : (documents as DatasetIndex);
  const planFor = createParsedQueryCache((tree) => {
    const plan = planIndexedFilters(tree);
    return { ...plan, scansEverything: containsEverything(plan.tree) };
  });
  return async (query, params, trace) => {
    const newest = query === NEWEST_CONTENT_YEAR_QUERY ? index.newestUpdatedAt?.() : undefined;
    if (newest?.known) {
      // What the query answers, known without reading every document; it still depends on all of them.
      if (trace) trace.traced = trace.all = true;
      // string::split of no date is null, as the query answers over documents without one.
      return newest.value === undefined ? null : newest.value.split("-")[0];
    }
    const dates = query === ARTICLE_DATES_QUERY ? index.articleDates?.() : undefined;
    if (dates?.known) {
      // Every article's date, known from the summaries; the answer depends on every article, as the query's.
      trace?.lookup("_type", ["article"]);
      if (trace) trace.traced = true;
      return dates.value;
    }
    const { tree, sites, scansEverything } = planFor(query, params);
    const withCandidates: QueryParams = { ...params };
    for (const site of sites) withCandidates[site.parameter] = candidatesFor(site, index, params, trace);
    // Only a query that still reads `*` whole needs every document (an index may read them only when asked).
    const dataset = scansEverything ? index.documents : [];
    if (!trace) return evaluateFast(tree, { dataset, params: withCandidates, dereference: index.dereference });
    trace.traced = true;
    if (scansEverything) trace.all = true;
    return evaluateFast(tree, {
      dataset,
      params: withCandidates,
      dereference: (reference) => {
        trace.ids.add(reference._ref);
        return index.dereference(reference);
      },
    });
  };
}

/** Whether a planned query still reads `*` whole somewhere (a filter no index narrows, `count(*)`…). */
function containsEverything(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(containsEverything);
  if (typeof node !== "object" || node === null) return false;
  const type = (node as { type?: unknown }).type;
  if (type === "Everything") return true;
  // A literal's value is data, not syntax.
  if (type === "Value") return false;
  return Object.values(node).some(containsEverything);
}

/**
 * groq-js's synchronous evaluator gives the same results as its asynchronous one for every query
 * the site sends (the tests compare them), without a promise per expression: several times faster
 * on a page query. It refuses a few things (streams, delta functions); those run asynchronously.
 */
async function evaluateFast(tree: ExprNode, options: Parameters<typeof evaluateSync>[1]): Promise<unknown> {
  try {
    return evaluateSync(tree, options).data;
  } catch {
    return (await evaluate(tree, options)).get();
  }
}

/** groq-js as it comes: every `*[…]` and every `->` scans the whole dataset. The reference. */
export function createScanningRunner(documents: readonly DatasetDocument[]): GroqRunner {
  return async (query, params) => {
    const result = await evaluate(parseWithParams(query, params), { dataset: documents, params });
    return result.get();
  };
}

/** The smallest list any usable lookup gives; every document when none can be used this call. */
function candidatesFor(
  site: IndexedFilterSite,
  index: DatasetIndex,
  params: QueryParams,
  trace?: ReadTrace,
): readonly DatasetDocument[] {
  let smallest = Infinity;
  let chosen: { field: IndexLookup["field"]; values: readonly string[] } | undefined;
  for (const lookup of site.lookups) {
    const values = wantedValues(lookup, params);
    if (!values) continue;
    // Counted first, read once chosen: an index may read a document only when it is answered.
    const count = index.countWhere(lookup.field, values);
    if (!chosen || count < smallest) {
      smallest = count;
      chosen = { field: lookup.field, values };
    }
  }
  if (trace) {
    // The result depends on exactly the documents the filter ran over: those the lookup selects.
    if (chosen) trace.lookup(chosen.field, chosen.values);
    else trace.all = true;
  }
  return chosen ? index.documentsWhere(chosen.field, chosen.values) : index.documents;
}

/**
 * The strings a lookup selects, or undefined when its parameter holds anything else (missing, a
 * number, null): those compare by GROQ's rules, which the scan applies.
 */
function wantedValues(lookup: IndexLookup, params: QueryParams): readonly string[] | undefined {
  const values = wantedStrings(lookup.wanted, params);
  // A prefix of another length than the index's keys (a year, a whole date) is left to the scan.
  if (lookup.valueLength !== undefined && values?.some((value) => value.length !== lookup.valueLength)) return undefined;
  return values;
}

function wantedStrings(wanted: IndexLookup["wanted"], params: QueryParams): readonly string[] | undefined {
  if (wanted.kind === "literal") return wanted.values;
  const value = Object.hasOwn(params, wanted.name) ? params[wanted.name] : undefined;
  if (!wanted.many) return typeof value === "string" ? [value] : undefined;
  return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : undefined;
}
