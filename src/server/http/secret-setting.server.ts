/**
 * A secret from the environment, trimmed, or undefined when the variable is unset or empty (the
 * feature it guards is then off). One shorter than `minLength`, short enough to guess, stops the
 * server at start with a message naming it, its length and `howToMakeOne`.
 */
export function secretSetting(env: NodeJS.ProcessEnv, name: string, minLength: number, howToMakeOne: string): string | undefined {
  const secret = env[name]?.trim();
  if (!secret) return undefined;
  if (secret.length < minLength)
    throw new Error(`${name} must be at least ${minLength} characters long (it has ${secret.length}); ${howToMakeOne}`);
  return secret;
}
