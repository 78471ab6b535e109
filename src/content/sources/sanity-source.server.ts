import { createClient } from "@sanity/client";
import { stegaFilter } from "../stega/stega-filter";
import { ContentSourceError, type ContentSourceConfig } from "../config.server";
import { currentPreviewPerspective } from "../preview/preview-perspective.server";
import { createLocalSource } from "./local-source.server";
import type { ContentSource, DatasetDocument, QueryParams } from "./types";

/** The Content Lake settings (config.server.ts); a `studioUrl` makes strings come back stega-encoded. */
type SanitySourceOptions = Omit<Extract<ContentSourceConfig, { kind: "sanity" }>, "kind">;

/**
 * The hosted Content Lake at a pinned API version.
 * - Published (every build): the dataset is read once, in one export request, and every query runs
 *   locally over that snapshot, after the content gate. A build of any size makes one request, and
 *   every document it uses has been checked.
 * - Drafts (the preview server only): each query goes to the API itself with the read token, in the
 *   perspective the request being rendered was opened in (Presentation's: published, drafts, or a
 *   release stack; drafts when none is set), so an edit shows on the next reload. With the studio's address,
 *   visible strings come back stega-encoded (invisible characters naming the document and field),
 *   which the Presentation tool's overlays turn into click-to-edit; a build never encodes.
 */
export function createSanitySource(options: SanitySourceOptions): ContentSource {
  return options.perspective === "published" ? createSnapshotSource(options) : createLiveSource(options);
}

const failure = ({ projectId, dataset }: SanitySourceOptions, status: number | undefined, detail: string) =>
  new ContentSourceError(
    `Sanity project ${projectId}, dataset ${dataset} failed${status ? ` with HTTP ${status}` : ""}: ${detail}`,
  );

/** `promise`, or the signal's reason once it aborts: a body read is not stopped by every fetch's signal. */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    }),
  ]);
}

const noAnswer = (ms: number) =>
  `no complete answer within ${ms / 1000} s (CONTENT_REQUEST_TIMEOUT_SECONDS); the build stops rather than wait.`;

function createSnapshotSource(options: SanitySourceOptions): ContentSource {
  const { projectId, dataset, apiVersion, token, requestTimeoutMs } = options;
  return createLocalSource(`Sanity project ${projectId}, dataset ${dataset}`, async () => {
    const url = `https://${projectId}.api.sanity.io/v${apiVersion.replace(/^v/, "")}/data/export/${dataset}`;
    let text: string;
    try {
      // The time-out covers the whole answer, body included: a source that starts answering and
      // then goes quiet stops the build as surely as one that never answers.
      const signal = AbortSignal.timeout(requestTimeoutMs);
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
      text = await beforeAbort(response.text(), signal);
      if (!response.ok) {
        let detail = text.slice(0, 300);
        try {
          const body = JSON.parse(text) as { error?: { description?: string } | string; message?: string };
          detail = (typeof body.error === "object" ? body.error.description : body.error) ?? body.message ?? detail;
        } catch {
          // not JSON: the start of the body says enough
        }
        throw failure(options, response.status, detail);
      }
    } catch (error) {
      if (error instanceof ContentSourceError) throw error;
      if ((error as Error).name === "TimeoutError") throw failure(options, undefined, noAnswer(requestTimeoutMs));
      throw failure(options, undefined, (error as Error).message);
    }
    const documents: DatasetDocument[] = [];
    for (const [index, line] of text.split("\n").entries()) {
      if (!line.trim()) continue;
      let document: DatasetDocument;
      try {
        document = JSON.parse(line) as DatasetDocument;
      } catch {
        throw failure(options, undefined, `line ${index + 1} of the export is not JSON.`);
      }
      // The export holds drafts and release versions too; a build shows published documents only.
      if (typeof document._id === "string" && !/^(drafts|versions)\./.test(document._id)) documents.push(document);
    }
    if (documents.length === 0)
      throw failure(options, undefined, "the dataset holds no published documents; refusing to build empty pages.");
    // GROQ's order() keeps ties (articles published the same day, members of the same rank) in the
    // order it read them, and the export does not promise one. Sorted by id, the same content lists
    // its ties the same way in every build, so it builds to the same bytes (decision 0017).
    return documents.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  });
}

function createLiveSource(options: SanitySourceOptions): ContentSource {
  const { projectId, dataset, apiVersion, token, perspective, studioUrl, requestTimeoutMs } = options;
  const client = createClient({
    projectId,
    dataset,
    apiVersion,
    timeout: requestTimeoutMs,
    useCdn: false,
    perspective,
    token,
    stega: { enabled: Boolean(studioUrl), studioUrl, filter: stegaFilter },
  });
  return {
    description: `Sanity project ${projectId}, dataset ${dataset} (drafts preview)`,
    async query(query: string, params: QueryParams) {
      try {
        // A stack is sent as the list it is; the client joins it for the API.
        const requested = currentPreviewPerspective();
        return await client.fetch(query, params, {
          perspective: requested === undefined ? perspective : typeof requested === "string" ? requested : [...requested],
        });
      } catch (error) {
        throw failure(options, (error as { statusCode?: number }).statusCode, (error as Error).message);
      }
    },
  };
}
