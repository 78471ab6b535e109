import { maskCredentials, maskCredentialsIn } from "../../src/lib/format/mask-secret";

/**
 * What `npm run serve` prints once it listens: where the site is, where enquiries go, and whether a
 * publish can reach it (an operator wiring the webhook needs to know the route is there).
 */
export function startupLines({
  url,
  dbUrl,
  destinations,
  publishing,
}: {
  url: string;
  dbUrl: string;
  /** Where each destination sends, as it says it ("email to 2 addresses through smtp.example.com:587"). */
  destinations: readonly string[];
  /** Whether SANITY_WEBHOOK_SECRET turned on POST /api/publish. */
  publishing: boolean;
}): string[] {
  const store = maskCredentials(dbUrl);
  return [
    `Serving the site at ${url.replace("127.0.0.1", "localhost")} (Ctrl+C to stop)`,
    destinations.length
      ? `Enquiries are stored in ${store} and forwarded to: ${destinations.join("; ")}. List them with \`npm run enquiries\`.`
      : `Enquiries are only stored, in ${store}: nobody is told of one (set SMTP_URL, ENQUIRY_EMAIL_TO and ENQUIRY_EMAIL_FROM to email each to the agency). List them with \`npm run enquiries\`.`,
    publishing
      ? "Publishing is on: a signed POST /api/publish rebuilds the site and swaps it in when the build is complete."
      : "Publishing is off (SANITY_WEBHOOK_SECRET is not set): a publish reaches this server only through `npm start` again.",
  ];
}

/**
 * What `npm run serve` prints when it cannot start. libSQL's error text can quote the database
 * address, token and all, so every address in it is masked.
 */
export const startFailureLine = (error: unknown): string =>
  `Could not start the server: ${maskCredentialsIn(error instanceof Error ? error.message : String(error))}`;
