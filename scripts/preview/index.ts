/** `npm run preview:drafts [-- --port N] [-- --rebuild]`; see run.ts and docs/content-and-studio.md, "Presentation: the page beside the form". */
// Before anything loads React: React picks its production build from NODE_ENV when first loaded,
// and the preview runs production code (decision 0024).
process.env.NODE_ENV = "production";
const { runDraftsPreview } = await import("./run");

process.exitCode = await runDraftsPreview(process.argv.slice(2));
export {};
