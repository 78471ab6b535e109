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
  query(query: string, params: QueryParams): Promise<unknown>;
}
