import { createHash } from "node:crypto";
import { hydrationFilesOf } from "./page-files";
import type { PublishEdit } from "./publish-edits";

/** How often the visitor asks for a page. */
export const VISIT_EVERY_MS = 50;
/** A page that every edit leaves as it was, asked for in turn with the watched one. */
const OTHER_PAGE = "/";

/** The hashes of a page's inline scripts, which its response's policy must allow (else it mixes two releases). */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    createHash("sha256").update(match[1]!).digest("base64"),
  );

/**
 * A visitor asking for a page every 50 ms (the edited page and the home page in turn) and then the
 * hydration data file the page names. A response that is not a 200 (or, for a deleted page, a
 * redirect), or a connection that fails, is a failure; a page holding the old and the new at once,
 * or an inline script its policy does not allow, mixed.
 */
export function startVisitor(url: string, edit: PublishEdit) {
  let stopped = false;
  let requests = 0;
  let failed = 0;
  let mixed = 0;
  let firstNewAt: number | undefined;
  const visit = async (path: string) => {
    requests += 1;
    try {
      const watched = path === edit.page;
      const response = await fetch(`${url}${path}`, watched && edit.redirectIsAnswer ? { redirect: "manual" } : {});
      const html = await response.text();
      if (watched && edit.shows(response.status, html) && firstNewAt === undefined) firstNewAt = performance.now();
      if (response.status !== 200) {
        if (!(watched && edit.redirectIsAnswer && response.status === 302)) failed += 1;
        return;
      }
      const policy = response.headers.get("content-security-policy") ?? "";
      if (edit.mixed(html) || inlineScriptHashes(html).some((hash) => !policy.includes(`'sha256-${hash}'`))) mixed += 1;
      for (const file of hydrationFilesOf(html)) {
        requests += 1;
        const data = await fetch(`${url}/${file}`);
        await data.arrayBuffer();
        if (data.status !== 200) failed += 1;
      }
    } catch {
      failed += 1;
    }
  };
  const done = (async () => {
    for (let index = 0; !stopped; index += 1) {
      const started = performance.now();
      await visit(index % 2 ? OTHER_PAGE : edit.page);
      await new Promise((wait) => setTimeout(wait, Math.max(0, VISIT_EVERY_MS - (performance.now() - started))));
    }
  })();
  return {
    firstNewAt: () => firstNewAt,
    async stop() {
      stopped = true;
      await done;
      return { requests, failed, mixed };
    },
  };
}
