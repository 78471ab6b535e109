/**
 * Loaded into the drafts preview server's process (`node --import`) by its browser tests: the
 * Content Lake that process reads (the preview's queries and its preview-secret check) is answered
 * by a stand-in, either
 * - here, over the documents in CONTENT_LAKE_STAND_IN_FILE (NDJSON, drafts included), or
 * - by the Sanity API stand-in at CONTENT_LAKE_STAND_IN_URL, which the studio under test writes
 *   to, so the preview reads what the studio stored (its preview secret).
 */
import { http } from "msw";
import { setupServer } from "msw/node";
import { contentLakeStandIn, readDocuments } from "./content-lake-stand-in";

const file = process.env.CONTENT_LAKE_STAND_IN_FILE;
const forwardTo = process.env.CONTENT_LAKE_STAND_IN_URL;
const projectId = process.env.SANITY_PROJECT_ID;
if ((!file && !forwardTo) || !projectId)
  throw new Error(
    "The Content Lake stand-in needs SANITY_PROJECT_ID and CONTENT_LAKE_STAND_IN_FILE or CONTENT_LAKE_STAND_IN_URL.",
  );

const handlers = forwardTo
  ? [
      http.all(`https://${projectId}.api.sanity.io/*`, async ({ request }) => {
        const url = new URL(request.url);
        const body = ["GET", "HEAD"].includes(request.method) ? undefined : await request.arrayBuffer();
        return fetch(`${forwardTo}${url.pathname}${url.search}`, { method: request.method, headers: request.headers, body });
      }),
    ]
  : contentLakeStandIn({
      projectId,
      documents: readDocuments(file!),
    });

// Everything else (the dev server's own requests) goes through untouched.
setupServer(...handlers).listen({ onUnhandledRequest: "bypass" });
