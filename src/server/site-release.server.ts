import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { FastifyRequest } from "fastify";
import { parseRedirectsFile, type Redirect } from "../content/redirects";
import { buildFiles, type BuildFiles } from "./build-files.server";
import { createEnquiryPage, type EnquiryPage } from "./enquiry-page.server";
import type { SiteSecurityConfig } from "./security-headers.server";
import { readServerConfig } from "./server-config.server";

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
   * The release served before this one, for its hashed files only (/assets/, /media/): a page
   * loaded just before a swap still fetches its own scripts and hydration data, which a new build
   * may have under other names. Only one back: its folder is kept while it is the previous one.
   */
  readonly previous?: SiteRelease;
}

/** Build output whose names carry a content hash: a file there never changes, whichever build it came from. */
const isHashedFile = (path: string) => path.startsWith("/assets/") || path.startsWith("/media/");

/**
 * The file a request path names in `release` (relative to `root`): its own, or for a hashed file
 * it no longer has, the previous release's, which a page loaded just before the swap may ask for.
 */
export function fileToServe(release: SiteRelease, path: string): { file: string; root: string } | undefined {
  const own = release.files.fileFor(path);
  if (own) return { file: own, root: release.root };
  const earlier = release.previous && isHashedFile(path) ? release.previous.files.fileFor(path) : undefined;
  return earlier && release.previous ? { file: earlier, root: release.previous.root } : undefined;
}

/** Reads a build's client folder and its settings (beside it, unless given) into a release. */
export function loadSiteRelease(root: string, security: SiteSecurityConfig = readServerConfig(root)): SiteRelease {
  const base = resolve(root);
  const redirectsPath = join(base, "_redirects");
  const redirects = existsSync(redirectsPath) ? parseRedirectsFile(readFileSync(redirectsPath, "utf8")) : [];
  return {
    root: base,
    security,
    redirects: new Map(redirects.map((entry) => [entry.from, entry])),
    files: buildFiles(base),
    enquiryPage: createEnquiryPage(base),
  };
}

/** The release being served now; a publish swaps it for the next with one assignment. */
export interface LiveRelease {
  readonly current: SiteRelease;
  /** Serves `next` from now on; answers the release it replaced. */
  swap(next: SiteRelease): SiteRelease;
}

export function liveRelease(first: SiteRelease): LiveRelease {
  let current = first;
  return {
    get current() {
      return current;
    },
    swap(next) {
      const previous = current;
      current = { ...next, previous: { ...previous, previous: undefined } };
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
