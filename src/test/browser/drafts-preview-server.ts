import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer as createHttpsServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EMBEDDED_DATASET_DIR } from "../../content/config.server";
import { readDocuments, type Document } from "./content-lake-stand-in";
import { freePort, projectTool, startServerProcess, type DevServer } from "./dev-server";
import { holdingLock } from "./folder-lock";
import { selfSignedCertificate } from "./sanity-api-stand-in";

/** The admission key the tests' previews share (PREVIEW_COOKIE_SECRET): two previews given it admit the same browsers. */
export const TEST_COOKIE_SECRET = "a-test-key-for-the-preview-admission-cookie";

export interface DraftsPreviewOptions {
  /** PREVIEW_STUDIO_ORIGIN: the studio that frames the preview (compiled into its build). */
  studioOrigin: string;
  /**
   * The Content Lake the preview reads, answered inside its process: the documents of an NDJSON
   * file, or the Sanity API stand-in at `url` (which the studio under test writes to).
   */
  contentLake: { file: string } | { url: string };
  /** Where it listens, when something must know beforehand; else a free port. */
  port?: number;
  /** PREVIEW_COOKIE_SECRET; TEST_COOKIE_SECRET unless a test wants another key. */
  cookieSecret?: string;
  /**
   * PREVIEW_BUILD_DIR: build-preview/ unless given. Browser test files run side by side; the
   * studio's address is compiled in, so files framing the preview from one studio share one folder
   * (STAND_IN_STUDIO.buildDir), and a file framing it from another passes its own, or one file's
   * build would replace the build another's serves.
   */
  buildDir?: string;
  /** More settings (TRUST_PROXY…). */
  env?: Record<string, string>;
}

/**
 * The studio that drafts-preview.test.ts and preview-gate.test.ts frame the preview from, and the
 * one build both serve: the address is what a build compiles in, so one build does for both. The
 * file that starts first makes it; the other waits for it (startDraftsPreview holds the folder's lock).
 */
export const STAND_IN_STUDIO = {
  origin: "https://outreach-lab.sanity.studio",
  buildDir: "build-preview-tests/outreach-lab-studio",
} as const;

/** The service page both files open in the preview (drafts-preview.test.ts, preview-gate.test.ts), and its document. */
export const PREVIEWED_PAGE = "/services/blogger-outreach";
export const PREVIEWED_SERVICE_ID = "service-blogger-outreach";
/** The previewed service's title in the spring release (`rSpring`). */
export const RELEASE_TITLE = "Blogger outreach, in the spring release";

/**
 * The previewed service as an editor left it: an unpublished draft titled `draftTitle`, and its
 * version in the spring release; each perspective shows its own title.
 */
export function draftAndReleaseOfService(published: Document[], draftTitle: string): Document[] {
  const service = published.find((document) => document._id === PREVIEWED_SERVICE_ID)!;
  return [
    { ...service, _id: `drafts.${PREVIEWED_SERVICE_ID}`, title: draftTitle },
    { ...service, _id: `versions.rSpring.${PREVIEWED_SERVICE_ID}`, title: RELEASE_TITLE },
  ];
}

/**
 * A Content Lake for a preview to read (`contentLake: { file }`): the embedded dataset and what
 * `add` makes from it (drafts, release versions, the studio's secrets), as NDJSON in a folder of its
 * own, which `remove` deletes.
 */
export function writeContentLake(add: (published: Document[]) => Document[]): { file: string; remove: () => void } {
  const published = readDocuments(`${EMBEDDED_DATASET_DIR}data.ndjson`);
  const dir = mkdtempSync(join(tmpdir(), "content-lake-"));
  const file = join(dir, "documents.ndjson");
  writeFileSync(file, [...published, ...add(published)].map((document) => JSON.stringify(document)).join("\n"));
  return { file, remove: () => rmSync(dir, { recursive: true }) };
}

/**
 * A secret the stand-in studio stored in the dataset: the one Presentation opens the preview with
 * (`sanity.previewUrlSecret`), or another kind, such as an old share link's.
 */
export function studioSecret(id: string, secret: string, type = "sanity.previewUrlSecret"): Document {
  return { _id: id, _type: type, _updatedAt: new Date().toISOString(), secret, studioUrl: STAND_IN_STUDIO.origin };
}

/**
 * `npm run preview:drafts` as deployed: the production preview build (made first if missing or
 * stale) served by the site's own server in preview mode, its Content Lake stood in. Resolves once
 * it refuses a page without an admission (401): the preview is up, and gated.
 */
export async function startDraftsPreview({
  studioOrigin,
  contentLake,
  port,
  cookieSecret = TEST_COOKIE_SECRET,
  buildDir,
  env = {},
}: DraftsPreviewOptions): Promise<DevServer> {
  const listenOn = port ?? (await freePort());
  const start = () =>
    startServerProcess({
      name: "preview:drafts",
      command: [projectTool("tsx"), "scripts/preview/index.ts"],
      port: listenOn,
      env: {
        PORT: String(listenOn),
        SANITY_PROJECT_ID: "stand-in",
        SANITY_DATASET: "production",
        SANITY_READ_TOKEN: "viewer-token",
        PREVIEW_STUDIO_ORIGIN: studioOrigin,
        PREVIEW_COOKIE_SECRET: cookieSecret,
        ...(buildDir ? { PREVIEW_BUILD_DIR: buildDir } : {}),
        LOG_LEVEL: "warn",
        ...("file" in contentLake
          ? { CONTENT_LAKE_STAND_IN_FILE: contentLake.file }
          : { CONTENT_LAKE_STAND_IN_URL: contentLake.url }),
        NODE_OPTIONS: `--import ${join(import.meta.dirname, "content-lake-stand-in.register.mjs")}`,
        ...env,
      },
      readyPath: "/",
      readyStatus: 401,
      // A build for another studio's address is made again first: allow for it.
      readyWithinMs: 180_000,
    });
  // Files that share a build folder start one at a time: the first makes the build, the next finds it made.
  return buildDir ? holdingLock(`${buildDir}.lock`, start) : start();
}

export interface HttpsFront {
  port: number;
  close: () => Promise<void>;
}

/**
 * The TLS-terminating proxy a deployment puts in front (a load balancer, Caddy, nginx): HTTPS with a
 * throwaway certificate, forwarded to `target` with X-Forwarded-Proto and -For, the Host kept.
 */
export async function startHttpsFront(target: string): Promise<HttpsFront> {
  const { hostname, port } = new URL(target);
  const server: Server = createHttpsServer(selfSignedCertificate(), (request, response) => {
    const forwarded = httpRequest(
      {
        host: hostname,
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-proto": "https", "x-forwarded-for": request.socket.remoteAddress ?? "" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
