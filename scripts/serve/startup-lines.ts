import { maskCredentials, maskCredentialsIn } from "../../src/lib/mask-secret";

/** What `npm run serve` prints once it listens: where the site is and where enquiries go. */
export function startupLines({
  url,
  dbUrl,
  destinations,
}: {
  url: string;
  dbUrl: string;
  destinations: readonly string[];
}): string[] {
  return [
    `Serving the site at ${url.replace("127.0.0.1", "localhost")} (Ctrl+C to stop)`,
    `Enquiries are kept in ${maskCredentials(dbUrl)}${destinations.length ? ` and forwarded to ${destinations.join(" and ")}` : ""}; list them with \`npm run enquiries\`.`,
  ];
}

/**
 * What `npm run serve` prints when it cannot start. libSQL's error text can quote the database
 * address, token and all, so every address in it is masked.
 */
export const startFailureLine = (error: unknown): string =>
  `Could not start the server: ${maskCredentialsIn(error instanceof Error ? error.message : String(error))}`;
