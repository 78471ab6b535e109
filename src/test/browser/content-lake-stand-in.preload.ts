/**
 * Loaded into the drafts preview server's process (`node --import`) by its browser test: the
 * Content Lake that process reads (the preview's queries and its preview-secret check) is answered
 * by the stand-in, over the documents in CONTENT_LAKE_STAND_IN_FILE (NDJSON, drafts included).
 */
import { readFileSync } from "node:fs";
import { setupServer } from "msw/node";
import { contentLakeStandIn, type Document } from "./content-lake-stand-in";

const file = process.env.CONTENT_LAKE_STAND_IN_FILE;
const projectId = process.env.SANITY_PROJECT_ID;
if (!file || !projectId) throw new Error("The Content Lake stand-in needs CONTENT_LAKE_STAND_IN_FILE and SANITY_PROJECT_ID.");

const documents = readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Document);

// Everything else (the dev server's own requests) goes through untouched.
setupServer(...contentLakeStandIn({ projectId, documents })).listen({ onUnhandledRequest: "bypass" });
