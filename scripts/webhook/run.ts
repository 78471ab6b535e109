import { maskSecret } from "../../src/lib/format/mask-secret";
/**
 * `npm run webhook:create`: makes sure the project has the webhook that rebuilds the site on
 * publish. Idempotent: when any webhook already calls the build hook URL, nothing is created; when
 * it does but a secret is given, that webhook's secret is set to it (a changed secret would
 * otherwise leave every publish refused).
 */
import { parseOrExitCode } from "../cli/usage";
import { parseArgs, USAGE, type WebhookArgs } from "./args";
import { rebuildWebhook } from "./rebuild-webhook";
import { createWebhook, listWebhooks, updateWebhookSecret, WebhooksApiError } from "./webhooks-api";

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  stdout?: { write(text: string): unknown };
  stderr?: { write(text: string): unknown };
}

/** Returns the exit code: 0 done (created or already there), 1 failed, 2 called wrongly. */
export async function runCreateWebhook(argv: readonly string[], options: RunOptions = {}): Promise<number> {
  const { env = process.env, stdout = process.stdout, stderr = process.stderr } = options;

  const parsed = parseOrExitCode<WebhookArgs>(() => parseArgs(argv, env), USAGE, { stdout, stderr });
  if ("exitCode" in parsed) return parsed.exitCode;
  const { args } = parsed;

  const token = env.SANITY_MANAGE_TOKEN?.trim() || env.SANITY_WRITE_TOKEN?.trim();
  if (!token) {
    stderr.write(
      `Error: set SANITY_MANAGE_TOKEN (or SANITY_WRITE_TOKEN) to a token allowed to manage webhooks for project ${args.projectId} ` +
        `(https://www.sanity.io/manage/project/${args.projectId}/api#tokens).\n`,
    );
    return 2;
  }

  try {
    const existing = (await listWebhooks(args.projectId, token)).find((webhook) => sameUrl(webhook.url, args.buildHookUrl));
    if (existing && args.secret && existing.secret !== args.secret) {
      await updateWebhookSecret(args.projectId, token, existing.id, args.secret);
      stdout.write(
        `Updated webhook "${existing.name}" (${existing.id}, dataset ${existing.dataset}): it already called ${maskSecret(args.buildHookUrl)}, ` +
          `and now signs its calls with the secret given. The site's SANITY_WEBHOOK_SECRET must be the same, or every publish is refused.\n`,
      );
      return 0;
    }
    if (existing) {
      stdout.write(
        `Nothing to do: webhook "${existing.name}" (${existing.id}, dataset ${existing.dataset}) already calls ${maskSecret(args.buildHookUrl)}.\n`,
      );
      return 0;
    }
    const created = await createWebhook(args.projectId, token, rebuildWebhook(args));
    stdout.write(
      args.secret
        ? `Created webhook "${created.name}" (${created.id}): publishing in dataset ${args.dataset} now calls ${args.buildHookUrl}, signed with the secret.\n`
        : `Created webhook "${created.name}" (${created.id}): publishing in dataset ${args.dataset} now calls ${maskSecret(args.buildHookUrl)} (the build hook, shortened: it is a secret).\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof WebhooksApiError)) throw error;
    const hint =
      error.status === 401 || error.status === 403
        ? `\nThe token is not allowed to manage webhooks: use one with Administrator or Developer rights as SANITY_MANAGE_TOKEN.`
        : "";
    stderr.write(`Error: ${error.message}${hint}\n`);
    return 1;
  }
}

/** The same hook written with or without a trailing slash is the same hook. */
function sameUrl(a: string, b: string): boolean {
  return a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
}
