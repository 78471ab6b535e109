import type { ReadTrace } from "./read-trace";

export type QueryParams = Record<string, unknown>;

/** A published document as GROQ sees it. */
export interface DatasetDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

/** A place GROQ queries can be run against. */
export interface ContentSource {
  readonly description: string;
  /** Runs a query; given a trace, a source that holds the documents notes in it what the query read. */
  query(query: string, params: QueryParams, trace?: ReadTrace): Promise<unknown>;
  /** Every published document the queries run over, for a source that holds them (a build's). */
  documents?(): Promise<readonly DatasetDocument[]>;
}
