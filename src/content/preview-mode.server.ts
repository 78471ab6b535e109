import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { ContentSourceError, readContentSourceConfig } from "./config.server.ts";
import { PREVIEW_COOKIE, PREVIEW_ENABLE_PATH } from "./preview-mode.ts";

/**
 * The drafts preview server's door (decision 0022). Drafts are shown only to a browser that came
 * through PREVIEW_ENABLE_PATH with a secret the studio's Presentation tool has just stored in the
 * dataset; @sanity/preview-url-secret checks it against the Content Lake with the preview's read
 * token. Everything else that could carry draft content (pages and their `.data`) is refused with
 * 401, and every response may be framed by the configured studio origin only.
 */
export interface PreviewModeOptions {
  projectId: string;
  dataset: string;
  /** The preview's read token: validatePreviewUrl reads the secret documents with it. */
  token: string;
  /** Where the studio runs (PREVIEW_STUDIO_ORIGIN): the one origin allowed to frame the preview. */
  studioOrigin: string;
  /** The Content Lake's address; the default is the project's own (tests point it at a stand-in). */
  apiHost?: string;
}

type Next = (error?: unknown) => void;

/**
 * The drafts preview's settings: the project and read token it already needs, and the studio's
 * origin (PREVIEW_STUDIO_ORIGIN), which alone may frame it. Missing or malformed: a message
 * naming the setting, before the server starts.
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
  return { projectId: config.projectId, dataset: config.dataset, token: config.token, studioOrigin };
}

/**
 * Code the dev server serves (modules, its client, dependencies, styles and media) holds no content;
 * anything else (a page address, a `.data` file, an API route) may hold drafts.
 */
function mayHoldDrafts(pathname: string): boolean {
  if (/^\/(@|src\/|node_modules\/|__)/.test(pathname)) return false;
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1];
  return !extension || extension === "data";
}

/** The cookie value a browser holds once let in; a new set on every start of the preview server. */
function cookieValue(request: IncomingMessage): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === PREVIEW_COOKIE) return value.join("=");
  }
  return undefined;
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

/** A connect middleware (the Vite dev server's) for preview mode. */
export function previewModeMiddleware(options: PreviewModeOptions) {
  const frameAncestors = previewFrameAncestors(options.studioOrigin);
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    token: options.token,
    apiVersion: "2025-02-19",
    useCdn: false,
    ...(options.apiHost ? { apiHost: options.apiHost } : {}),
  });
  // Held in memory: a restart of the preview server asks the studio for a new secret, which it
  // does whenever Presentation opens.
  const admitted = new Set<string>();

  const handle = async (request: IncomingMessage, response: ServerResponse, next: Next) => {
    response.setHeader("Content-Security-Policy", frameAncestors);
    const url = new URL(request.url ?? "/", "http://preview.invalid");
    try {
      if (url.pathname === PREVIEW_ENABLE_PATH) {
        const { isValid, redirectTo = "/" } = await validatePreviewUrl(client, url.toString());
        if (!isValid)
          return refuse(
            response,
            "This preview link is not valid (or has expired): open the page from the studio's Presentation tool.",
          );
        const value = randomBytes(32).toString("base64url");
        admitted.add(value);
        // SameSite=None: the preview is framed by the studio, another site. Secure is required with
        // it; browsers accept Secure cookies from http://localhost during development.
        response.setHeader("Set-Cookie", `${PREVIEW_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=None`);
        response.statusCode = 307;
        response.setHeader("Location", redirectTo.startsWith("/") && !redirectTo.startsWith("//") ? redirectTo : "/");
        return response.end();
      }
      const cookie = cookieValue(request);
      if (mayHoldDrafts(url.pathname) && !(cookie && admitted.has(cookie)))
        return refuse(response, "Drafts are shown only in the studio's Presentation tool: open the page from there.");
      next();
    } catch (error) {
      next(error);
    }
  };
  // Connect calls middleware without awaiting it: failures go to `next`, inside `handle`.
  return (request: IncomingMessage, response: ServerResponse, next: Next): void => {
    void handle(request, response, next);
  };
}

function refuse(response: ServerResponse, message: string): void {
  response.statusCode = 401;
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.end(`${message}\n`);
}
