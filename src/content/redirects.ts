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

/** The `_redirects` file static hosts read: one "from to status" line per redirect. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return (
    redirects.map((redirect) => `${redirect.from} ${redirect.to} ${redirect.permanent ? 301 : 302}`).join("\n") +
    (redirects.length ? "\n" : "")
  );
}

/** Reads a `_redirects` file back (the preview server uses it); malformed lines are skipped. */
export function parseRedirectsFile(text: string): Redirect[] {
  return text.split("\n").flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || !from.startsWith("/")) return [];
    return [{ from, to, permanent: status !== "302" }];
  });
}
