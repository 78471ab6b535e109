/** `npm run webhook:create -- --project ID --dataset NAME [--url BUILD_HOOK_URL]`; see run.ts and docs/publishing.md. */
import { runCreateWebhook } from "./run.ts";

process.exitCode = await runCreateWebhook(process.argv.slice(2));
