import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy allows an inline script by the sha256 of its text, exactly as the
 * browser reads it between the tags (docs/decisions/0015-inline-scripts-by-hash.md).
 */
export const scriptHash = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** Types a browser runs; anything else (application/json, application/ld+json) is data. */
const RUNNABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

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
export const MAX_INLINE_SCRIPTS = 8;

export interface InlineScriptCensus {
  /** Sorted, so the same pages give the same policy. */
  hashes: string[];
  /** For each hash, one page that has it (to name in an error). */
  foundIn: Map<string, string>;
}

export function censusOfInlineScripts(pages: Iterable<{ file: string; html: string }>): InlineScriptCensus {
  const foundIn = new Map<string, string>();
  for (const { file, html } of pages)
    for (const text of runnableInlineScripts(html)) {
      const hash = scriptHash(text);
      if (!foundIn.has(hash)) foundIn.set(hash, file);
    }
  return { hashes: [...foundIn.keys()].sort(), foundIn };
}
