/** `npm run webhook:create -- --project ID --dataset NAME [--url URL] [--secret SECRET]`; see run.ts and docs/publishing.md. */
import { runCreateWebhook } from "./run";

process.exitCode = await runCreateWebhook(process.argv.slice(2));
