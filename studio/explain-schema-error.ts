/**
 * Sanity's `SchemaError` says only "SchemaError"; the problems (which type, which field, what is
 * wrong) sit in its schema's validation groups. This puts them in the message, so a test or a
 * script that builds the studio's schema names the mistake where it happens.
 */
interface ProblemGroup {
  path?: Array<{ kind?: string; type?: string; name?: string }>;
  problems?: Array<{ severity?: string; message?: string }>;
}

export function explainSchemaError(error: unknown): unknown {
  const groups = (error as { schema?: { _validation?: ProblemGroup[] } } | null)?.schema?._validation;
  if (!Array.isArray(groups)) return error;
  const lines = groups.flatMap((group) =>
    (group.problems ?? [])
      .filter((problem) => problem.severity === "error")
      .map((problem) => {
        const where = (group.path ?? []).map((segment) => segment.name ?? segment.type ?? "?").join(" › ");
        return `  ${where}: ${problem.message ?? "(no message)"}`;
      }),
  );
  return lines.length ? new Error(`The studio's schema has mistakes:\n${lines.join("\n")}`, { cause: error }) : error;
}

/** Runs `build` (one of Sanity's schema-compiling calls), rethrowing a schema error with its problems named. */
export async function withSchemaExplained<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    throw explainSchemaError(error);
  }
}
