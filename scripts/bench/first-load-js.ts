import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript files a prerendered page loads before it is interactive: its modulepreload links,
 * module scripts with a src, and the files its inline module script imports (React Router's
 * entry). Listed once each, in the order the page names them.
 */
export function firstLoadScripts(html: string): string[] {
  const files = [
    ...[...html.matchAll(/<link\b[^>]*rel=["']modulepreload["'][^>]*href=["']([^"']+)["']/gi)].map((match) => match[1]!),
    ...[...html.matchAll(/<script\b[^>]*type=["']module["'][^>]*src=["']([^"']+)["']/gi)].map((match) => match[1]!),
    ...[...html.matchAll(/<script\b[^>]*type=["']module["'][^>]*>([\s\S]*?)<\/script>/gi)].flatMap((match) =>
      [...match[1]!.matchAll(/import\s*\(?\s*(?:[^"'()]*from\s*)?["']([^"']+\.js)["']/g)].map((imported) => imported[1]!),
    ),
  ];
  return [...new Set(files)];
}

/** The stylesheets a page links. */
export function stylesheets(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<link\b[^>]*rel=["']stylesheet["'][^>]*href=["']([^"']+)["']/gi)].map((match) => match[1]!)),
  ];
}

/** Size of each file on disk and gzipped (level 9, as a static host precompresses). */
export function measureFiles(clientDir: string, urls: readonly string[]): Chunk[] {
  return urls.map((url) => {
    const content = readFileSync(join(clientDir, url.replace(/^\//, "")));
    return { file: url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}

/** Gzipped size of a piece of text (an HTML page, an inline script). */
export const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** Inline scripts a page runs (not structured data): the pre-paint script and React Router's context. */
export function inlineScriptBytes(html: string): number {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/src=|application\/ld\+json/i.test(match[1]!))
    .reduce((total, match) => total + Buffer.byteLength(match[2]!), 0);
}
