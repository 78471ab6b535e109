import { createClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { urlSearchParamPreviewSecret } from "@sanity/preview-url-secret/constants";
import type { CheckPreviewSecret } from "./preview-server.server";
import { admissionSecretProblem } from "./preview-admission.server";
import { SANITY_API_VERSION } from "../../content/api-version";
import { ContentSourceError, readContentSourceConfig } from "../../content/config.server";

/** The document the studio's Share switch keeps its link's secret in (@sanity/preview-url-secret's name for it). */
const SHARED_ACCESS_ID = "sanity-preview-url-secret.share-access";

/**
 * The drafts preview's settings and the enable route's secret check (decisions 0022 and 0024); the
 * server that uses them is src/server/preview/preview-server.server.ts.
 */
export interface PreviewModeOptions {
  projectId: string;
  dataset: string;
  /** The preview's read token: validatePreviewUrl reads the secret documents with it. */
  token: string;
  /** Where the studio runs (PREVIEW_STUDIO_ORIGIN): the one origin allowed to frame the preview. */
  studioOrigin: string;
  /** PREVIEW_COOKIE_SECRET: the key admissions are signed with (preview-admission.server.ts). */
  cookieSecret: string;
  /** The Content Lake's address; the default is the project's own (tests point it at a stand-in). */
  apiHost?: string;
}

/**
 * The drafts preview's settings: the project and read token it already needs, the studio's origin
 * (PREVIEW_STUDIO_ORIGIN), which alone may frame it, and the key its admissions are signed with
 * (PREVIEW_COOKIE_SECRET). Missing or malformed: a message naming the setting, before anything starts.
 */
export function previewModeFromEnv(env: NodeJS.ProcessEnv = process.env): PreviewModeOptions {
  const config = readContentSourceConfig(env);
  if (config.kind !== "sanity" || !config.token)
    throw new ContentSourceError("The drafts preview needs SANITY_PROJECT_ID, SANITY_DATASET and SANITY_READ_TOKEN.");
  const studioOrigin = env.PREVIEW_STUDIO_ORIGIN?.trim();
  if (!studioOrigin)
    throw new ContentSourceError(
      "The drafts preview is shown inside the studio's Presentation tool, so it needs PREVIEW_STUDIO_ORIGIN: the studio's address " +
        '(http://localhost:3333 for `npm run studio`, or where the built studio is deployed). See README "The studio".',
    );
  try {
    previewFrameAncestors(studioOrigin);
  } catch (error) {
    throw new ContentSourceError((error as Error).message);
  }
  const cookieSecret = env.PREVIEW_COOKIE_SECRET?.trim() ?? "";
  const secretProblem = admissionSecretProblem(cookieSecret);
  if (secretProblem) throw new ContentSourceError(secretProblem);
  return { projectId: config.projectId, dataset: config.dataset, token: config.token, studioOrigin, cookieSecret };
}

/** `frame-ancestors` for the preview: the studio's origin, refused at start unless it is one. */
export function previewFrameAncestors(studioOrigin: string): string {
  let origin: string;
  try {
    origin = new URL(studioOrigin).origin;
  } catch {
    throw new Error(`PREVIEW_STUDIO_ORIGIN is "${studioOrigin}", not an address such as https://studio.example.com.`);
  }
  if (origin === "null" || !/^https?:$/.test(new URL(origin).protocol))
    throw new Error(`PREVIEW_STUDIO_ORIGIN is "${studioOrigin}", not an http(s) origin.`);
  return `frame-ancestors ${origin}`;
}

/**
 * The enable route's check (decision 0022, kept by 0024): is this the secret the studio's
 * Presentation tool has just stored? Asked of the Content Lake with the preview's read token, by
 * @sanity/preview-url-secret. A shared-access secret (the studio's Share switch) admits no one:
 * sharing is not offered (`shareAccess: false` in studio/presentation.ts), and a secret left in the
 * dataset from before must not open drafts to whoever holds its link.
 */
export function previewSecretChecker(options: PreviewModeOptions): CheckPreviewSecret {
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    token: options.token,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    perspective: "raw",
    ...(options.apiHost ? { apiHost: options.apiHost } : {}),
  });
  return async (url) => {
    const secret = new URL(url, "http://preview.invalid").searchParams.get(urlSearchParamPreviewSecret);
    const [result, shared] = await Promise.all([
      validatePreviewUrl(client, url),
      client.fetch<string | null>(`*[_id == $id][0].secret`, { id: SHARED_ACCESS_ID }),
    ]);
    if (!result.isValid || (shared && secret === shared)) return { isValid: false };
    return result;
  };
}
