/**
 * How the API's answers map to entities: the one place to change if the response shape turns out
 * different.
 *
 * Assumption: product.md §7 names what each call returns ("leads", "orders"...) but not the JSON shape.
 * We take it that a single-record call answers with the record itself and a list call with a bare
 * JSON array. If the API wraps them instead (`{ "lead": {...} }`, `{ "data": [...] }`), unwrap here.
 *
 * A mismatch throws a plain Error rather than an ApiError: it is an integration fault to fix in code,
 * not a condition a screen can help the user with.
 */

export function readRecord<T>(answer: unknown, what: string): T {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) {
    throw new Error(`The API's answer was not the ${what} record we expected.`);
  }
  return answer as T;
}

export function readList<T>(answer: unknown, what: string): T[] {
  if (!Array.isArray(answer)) throw new Error(`The API's answer was not the list of ${what} we expected.`);
  return answer as T[];
}

/** For calls that may answer with the affected record or with nothing at all (204). */
export function readOptionalRecord<T>(answer: unknown, what: string): T | undefined {
  return answer === undefined ? undefined : readRecord<T>(answer, what);
}
