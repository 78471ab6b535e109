import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The "static limit": the same prerendered HTML with every piece of JavaScript removed, so what
 * remains is the fastest this markup and CSS can be. Structured data (application/ld+json) stays:
 * it is data the browser never runs, and it belongs to the page's weight either way.
 */
export function stripJavaScript(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (whole, attributes: string) =>
      /type=["']application\/ld\+json["']/i.test(attributes) ? whole : "",
    )
    .replace(/<link\b[^>]*rel=["']modulepreload["'][^>]*>/gi, "");
}

/** Copies a client build to `destination` with every HTML file stripped of its JavaScript. */
export function writeStaticLimitCopy(source: string, destination: string): number {
  cpSync(source, destination, { recursive: true });
  let pages = 0;
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith(".html")) {
        writeFileSync(path, stripJavaScript(readFileSync(path, "utf8")));
        pages += 1;
      }
    }
  };
  visit(destination);
  return pages;
}
