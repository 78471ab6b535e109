/**
 * A positive number from the environment, or `fallback` when the variable is unset or empty. A
 * value that is not a positive number stops the server at start with a message naming it, rather
 * than quietly running with a limit nobody chose.
 */
export function positiveSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number (got "${raw}"); leave it unset for the default, ${fallback}.`);
  return value;
}
