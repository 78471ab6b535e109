import { readdirSync } from "node:fs";
import { join } from "node:path";

/** How many HTML pages a client build holds (each prerendered route is one index.html). */
export function countPages(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(join(dir, entry.name));
    else if (entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html") pages += 1;
  }
  return pages;
}
