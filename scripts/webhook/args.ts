/** Command-line arguments of `npm run webhook:create`. */
import { maskSecret } from "../../src/lib/format/mask-secret";
import { parseOptions, UsageError } from "../cli/usage";
import { DATASET_PATTERN, PROJECT_ID_PATTERN } from "../import/args";
import { MIN_WEBHOOK_SECRET_LENGTH as MIN_SECRET_LENGTH } from "../../src/server/publish/publish-route.server";

export const USAGE = `Usage: npm run webhook:create -- --project ID --dataset NAME [--url URL] [--secret SECRET]

Creates the Sanity webhook that rebuilds the site when content is published: on every create,
update or delete of a published document the site shows, Sanity POSTs to your hosting provider's
build hook, or to the publish route of the site's own server (https://your-site/api/publish).
Does nothing if the project already has a webhook calling that URL.

  --project ID      Sanity project id (required)
  --dataset NAME    dataset whose changes trigger a rebuild, e.g. production (required)
  --url URL         the build hook or publish route (https); defaults to SANITY_BUILD_HOOK_URL
  --secret SECRET   Sanity signs every call with it; the publish route needs it (the server's
                    SANITY_WEBHOOK_SECRET, at least ${MIN_SECRET_LENGTH} characters); defaults to SANITY_WEBHOOK_SECRET
  --help            show this message

The token comes from SANITY_MANAGE_TOKEN, or else SANITY_WRITE_TOKEN: it needs rights to manage the
project's webhooks (Administrator or Developer).`;

/** The path of the site's own publish route, which refuses unsigned calls. */
const PUBLISH_ROUTE_PATH = "/api/publish";

export interface WebhookArgs {
  projectId: string;
  dataset: string;
  buildHookUrl: string;
  /** What Sanity signs each call with (the publish route checks it); none for a plain build hook. */
  secret?: string;
}

export type ParsedArgs = ({ help: false } & WebhookArgs) | { help: true };

export { UsageError };

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): ParsedArgs {
  const values = parseOptions(argv, {
    project: { type: "string" },
    dataset: { type: "string" },
    url: { type: "string" },
    secret: { type: "string" },
    help: { type: "boolean" },
  });
  if (values.help) return { help: true };

  const projectId = values.project?.trim();
  const dataset = values.dataset?.trim();
  const buildHookUrl = (values.url ?? env.SANITY_BUILD_HOOK_URL ?? "").trim();
  const secret = (values.secret ?? env.SANITY_WEBHOOK_SECRET ?? "").trim() || undefined;
  const missing = [
    projectId ? "" : "--project",
    dataset ? "" : "--dataset",
    buildHookUrl ? "" : "--url (or SANITY_BUILD_HOOK_URL)",
  ].filter(Boolean);
  if (missing.length) throw new UsageError(`Missing ${missing.join(" and ")}.`);
  if (!PROJECT_ID_PATTERN.test(projectId!)) {
    throw new UsageError(`"${projectId}" is not a Sanity project id: it uses lower-case letters, digits and dashes only.`);
  }
  if (!DATASET_PATTERN.test(dataset!)) throw new UsageError(`"${dataset}" is not a valid dataset name.`);
  if (!isHttpsUrl(buildHookUrl)) {
    throw new UsageError(
      `The build hook must be an https:// address, as hosting providers issue them (got "${maskSecret(buildHookUrl)}").`,
    );
  }
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH)
    throw new UsageError(`The secret must be at least ${MIN_SECRET_LENGTH} characters long (got ${secret.length}).`);
  if (!secret && new URL(buildHookUrl).pathname.replace(/\/+$/, "") === PUBLISH_ROUTE_PATH)
    throw new UsageError(
      `The site's publish route refuses unsigned calls: pass --secret (or set SANITY_WEBHOOK_SECRET) to the secret the server has as SANITY_WEBHOOK_SECRET.`,
    );
  return { help: false, projectId: projectId!, dataset: dataset!, buildHookUrl, ...(secret ? { secret } : {}) };
}

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === "https:";
  } catch {
    return false;
  }
}
