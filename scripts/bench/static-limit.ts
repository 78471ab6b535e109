import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { precompress } from "../build/precompress/precompress";

/**
 * The "static limit": the same prerendered HTML with every piece of JavaScript removed, so what
 * remains is the fastest this markup and CSS can be. Structured data (application/ld+json) stays:
 * it is data the browser never runs, and it belongs to the page's weight either way.
 *
 * It is the page a first visit sees, at no script cost: `<html>` is marked as the head script
 * marks it before the first paint (`data-scripts="on"`), so the controls hidden where no script
 * runs (`.needs-scripts`: the cookie notice, the currency switch, the tab list) are laid out and
 * painted in both. Without the mark the limit would be a smaller page, and the comparison would
 * charge the scripts for drawing what the visitor is meant to see. A first visit has no stored
 * currency, session or consent, and the CSS's defaults for those are what the head script sets.
 */
export function stripJavaScript(html: string, { keepSpeculationRules = false } = {}): string {
  const kept = keepSpeculationRules
    ? /type=["'](?:application\/ld\+json|speculationrules)["']/i
    : /type=["']application\/ld\+json["']/i;
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (whole, attributes: string) => (kept.test(attributes) ? whole : ""))
    .replace(/<link\b[^>]*rel=["']modulepreload["'][^>]*>/gi, "")
    .replace(/<html\b(?![^>]*\bdata-scripts=)/i, '<html data-scripts="on"');
}

/**
 * Copies a client build to `destination` with every HTML file stripped of its JavaScript, and
 * compresses the stripped pages again (with `keepSpeculationRules`, the pages keep their speculation
 * rules: plain links between documents, loaded ahead as the rules say): the server sends a page's precompressed copy when there is
 * one, and the copies from the build still hold the scripts. Returns how many pages it stripped.
 */
export async function writeStaticLimitCopy(
  source: string,
  destination: string,
  options: { keepSpeculationRules?: boolean } = {},
): Promise<number> {
  cpSync(source, destination, { recursive: true });
  const pages = readdirSync(destination, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => join(destination, name));
  for (const path of pages) {
    writeFileSync(path, stripJavaScript(readFileSync(path, "utf8"), options));
    for (const compressed of [`${path}.br`, `${path}.gz`]) rmSync(compressed, { force: true });
  }
  await precompress(pages);
  return pages.length;
}
