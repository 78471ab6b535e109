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
      current = next;
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
