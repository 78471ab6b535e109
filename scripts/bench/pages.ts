import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** How many HTML pages a client build holds (each prerendered route is one index.html). */
export function countPages(dir: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(join(dir, entry.name));
    else if (entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html") pages += 1;
  }
  return pages;
}

/** Every prerendered page of a client build, as the path a visitor asks for ("/", "/blog/x"), sorted. */
export function prerenderedPaths(clientDir: string): string[] {
  const paths: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === "index.html") {
        const folder = relative(clientDir, dir).split(sep).join("/");
        paths.push(folder ? `/${folder}` : "/");
      }
    }
  };
  visit(clientDir);
  return paths.sort();
}
