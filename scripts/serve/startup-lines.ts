import { maskCredentials } from "../../src/lib/mask-secret";

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
