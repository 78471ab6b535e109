import { resolve } from "node:path";
import type { FastifyRequest } from "fastify";
import { parseRedirectsFile, type Redirect } from "../../content/redirects";
import { isBuildFilePath } from "../../lib/addresses/reserved-paths";
import { buildFiles, type BuildFiles } from "./build-files.server";
import { createEnquiryPage, type EnquiryPage } from "../enquiries/enquiry-page.server";
import type { SiteSecurityConfig } from "../http/security-headers.server";
import { readLayeredFile, readReleaseLayers } from "./release-layers.server";
import { readServerConfig } from "../http/server-config.server";

/**
 * One build as the server serves it: its client folder and everything the server derives from it
 * (security settings with the inline scripts' hashes, redirects, where each address leads, the
 * enquiry page). A publish replaces the whole of it at once, never a part
 * (docs/decisions/0018-publish-swaps-whole-releases.md).
 */
export interface SiteRelease {
  /** The absolute path of the build's client folder. */
  readonly root: string;
  readonly security: SiteSecurityConfig;
  /** Exact-path redirects from the build's `_redirects`, by the path they leave. */
  readonly redirects: ReadonlyMap<string, Redirect>;
  readonly files: BuildFiles;
  readonly enquiryPage: EnquiryPage;
  /**
   * The releases served before this one in the last few minutes, newest first, for their hashed
   * files only (/assets/, /media/): a page loaded before one or more swaps still fetches its own
   * scripts and hydration data, which newer builds may have under other names.
   */
  readonly retired?: readonly RetiredRelease[];
}

/** A release no longer live whose hashed files are still served until `servedUntil` (ms since the epoch). */
interface RetiredRelease {
  readonly release: SiteRelease;
  readonly servedUntil: number;
}

/**
 * How long the hashed files of a release stay reachable once a publish has replaced it: a visitor
 * who opened a page before several quick publishes still gets its scripts and hydration data when
 * the page asks for them (RELEASE_FILES_KEEP_MINUTES changes it).
 */
export const RELEASE_FILES_KEEP_MS = 10 * 60_000;

/**
 * The file a request path names in `release` (relative to `root`): its own, or for a hashed file
 * it no longer has, that of the newest recently retired release that has it, which a page loaded
 * before the swaps may ask for.
 */
export function fileToServe(
  release: SiteRelease,
  path: string,
  now: number = Date.now(),
): { file: string; root: string } | undefined {
  const own = release.files.locate(path);
  if (own) return own;
  // Build output whose names carry a content hash: a file there never changes, whichever build it came from.
  if (!isBuildFilePath(path)) return undefined;
  for (const { release: earlier, servedUntil } of release.retired ?? []) {
    if (servedUntil < now) break;
    const found = earlier.files.locate(path);
    if (found) return found;
  }
  return undefined;
}

/** Reads a build's client folder and its settings (beside it, unless given) into a release. */
export function loadSiteRelease(root: string, security: SiteSecurityConfig = readServerConfig(root)): SiteRelease {
  const base = resolve(root);
  // A publish's release holds only what it changed; the rest is the full build's (decision 0053).
  const layers = readReleaseLayers(base);
  const redirectsFile = readLayeredFile(layers, "_redirects");
  const redirects = redirectsFile === undefined ? [] : parseRedirectsFile(redirectsFile);
  return {
    root: base,
    security,
    redirects: new Map(redirects.map((entry) => [entry.from, entry])),
    files: buildFiles(layers),
    enquiryPage: createEnquiryPage((file) => readLayeredFile(layers, file)),
  };
}

/** The release being served now; a publish swaps it for the next with one assignment. */
export interface LiveRelease {
  readonly current: SiteRelease;
  /** Serves `next` from now on; answers the release it replaced. */
  swap(next: SiteRelease): SiteRelease;
}

export function liveRelease(
  first: SiteRelease,
  { keepMs = RELEASE_FILES_KEEP_MS, now = Date.now }: { keepMs?: number; now?: () => number } = {},
): LiveRelease {
  let current = first;
  return {
    get current() {
      return current;
    },
    swap(next) {
      const previous = current;
      const at = now();
      // Newest first; entries served out drop off here, so the list stays as short as the window.
      const retired = [
        { release: { ...previous, retired: undefined }, servedUntil: at + keepMs },
        ...(previous.retired ?? []),
      ].filter((entry) => entry.servedUntil >= at);
      current = { ...next, retired };
      return previous;
    },
  };
}

/**
 * The release each request is answered from: the one live when the request arrived, for the whole
 * of it, so no response mixes one build's page with another's headers or files.
 */
export function releasePerRequest(live: LiveRelease): (request: FastifyRequest) => SiteRelease {
  const pinned = new WeakMap<FastifyRequest, SiteRelease>();
  return (request) => {
    let release = pinned.get(request);
    if (!release) {
      release = live.current;
      pinned.set(request, release);
    }
    return release;
  };
}
