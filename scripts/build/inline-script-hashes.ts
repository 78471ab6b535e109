import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy allows an inline script by the sha256 of its text, exactly as the
 * browser reads it between the tags (docs/decisions/0015-inline-scripts-by-hash.md).
 */
export const scriptHash = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * Types the policy's script-src governs: what a browser runs, and speculation rules (which load
 * pages); anything else (application/json, application/ld+json) is data.
 */
const RUNNABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "speculationrules"]);

/** Every inline script a browser would run in `html`, as text (scripts with a `src` are files, allowed by 'self'). */
export function runnableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (RUNNABLE_TYPES.has(type)) scripts.push(text);
  }
  return scripts;
}

/**
 * A site whose pages keep their data out of their scripts has a handful of distinct inline
 * scripts. More than this means content or a per-page value crept into a script's text: each
 * would need its own hash, and the list (in every response's header) would grow with the site.
 */
export const MAX_INLINE_SCRIPTS = 10;

/** A page with an inline script the code did not write: content (or a library) put it there. */
export interface UnexpectedScript {
  file: string;
  /** The start of its text, for the build log. */
  excerpt: string;
}

/**
 * Checks every page's inline scripts against those the code wrote (recorded at prerender time):
 * the policy allows only those, so a script that reached a page any other way would be blocked in
 * the browser, and the build refuses it first, naming the page. Answers the sorted hashes to allow.
 */
export function checkInlineScripts(
  pages: Iterable<{ file: string; html: string }>,
  written: readonly string[],
): { hashes: string[]; unexpected: UnexpectedScript[] } {
  const allowed = new Set(written);
  const unexpected: UnexpectedScript[] = [];
  for (const { file, html } of pages)
    for (const text of runnableInlineScripts(html)) if (!allowed.has(text)) unexpected.push({ file, excerpt: text.slice(0, 80) });
  return { hashes: [...new Set(written.map(scriptHash))].sort(), unexpected };
}
