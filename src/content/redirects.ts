import { APP_SHELL_FILE, APP_SHELL_PATTERNS, UNKNOWN_ADDRESS_RULES } from "../lib/addresses/app-shell-paths";

export interface Redirect {
  from: string;
  to: string;
  permanent: boolean;
}

/**
 * Redirect chains that come back to where they started (a → b → a), each listed once as the
 * paths in order. Such a chain would send visitors round in circles, so the build refuses them.
 */
export function findRedirectLoops(redirects: readonly Redirect[]): string[][] {
  const next = new Map(redirects.map((redirect) => [redirect.from, redirect.to]));
  const loops: string[][] = [];
  const reported = new Set<string>();
  for (const start of next.keys()) {
    const chain = [start];
    let current = next.get(start);
    while (current !== undefined && !chain.includes(current)) {
      chain.push(current);
      current = next.get(current);
    }
    if (current === start && !chain.some((path) => reported.has(path))) {
      chain.forEach((path) => reported.add(path));
      loops.push([...chain, start]);
    }
  }
  return loops;
}

/**
 * The `_redirects` file static hosts read: one "from to status" line per redirect, then the rules
 * for every other address, which a host applies only where it has no file (as its own server
 * does): the addresses the app draws itself get the app shell, and any other goes home
 * (product.md §2).
 */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return [
    ...redirects.map((redirect) => `${redirect.from} ${redirect.to} ${redirect.permanent ? 301 : 302}`),
    ...APP_SHELL_PATTERNS.map((pattern) => `${pattern} ${APP_SHELL_FILE} 200`),
    ...UNKNOWN_ADDRESS_RULES,
  ]
    .map((line) => `${line}\n`)
    .join("");
}

/**
 * Reads the redirects of a `_redirects` file back (the site's server and the app use them):
 * exact paths answered 301 or 302. Patterns, rewrites (200), comments and malformed lines are
 * skipped: the server and the app decide those addresses themselves.
 */
export function parseRedirectsFile(text: string): Redirect[] {
  return text.split("\n").flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || !from.startsWith("/") || from.includes("*")) return [];
    if (status !== undefined && status !== "301" && status !== "302") return [];
    return [{ from, to, permanent: status !== "302" }];
  });
}
