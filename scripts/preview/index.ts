/** `npm run preview:drafts [-- --port N]`; see run.ts and README "The studio". */
import { runDraftsPreview } from "./run.ts";

process.exitCode = await runDraftsPreview(process.argv.slice(2));
