/** `npm run import -- --project ID --dataset NAME [--dry-run] [--batch-size N]`; see run.ts and docs/content-and-studio.md, "Importing into a Sanity project". */
import { runImport } from "./run";

process.exitCode = await runImport(process.argv.slice(2));
