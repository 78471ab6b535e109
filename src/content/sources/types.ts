export type QueryParams = Record<string, unknown>;

/** A place GROQ queries can be run against. */
export interface ContentSource {
  readonly description: string;
  query(query: string, params: QueryParams): Promise<unknown>;
}
