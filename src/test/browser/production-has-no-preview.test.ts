/**
 * The production build carries nothing of the drafts preview: no stega-encoded string in any file
 * it serves, no `data-sanity` attribute, and no code of Sanity's visual editing (overlays, comlink,
 * the data-attribute helper) or the stega cleaner in any chunk. Reads `build/client` as
 * `npm run build` left it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STEGA_PAYLOAD } from "../../content/stega/worst-case-encoding";

const BUILD_DIR = "build/client";

function servedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return servedFiles(path);
    // Text only; the .br and .gz copies hold the same bytes compressed.
    return /\.(html|js|css|json|data|xml|txt)$|_redirects$|_headers$/.test(entry.name) ? [path] : [];
  });
}

/** Words only the preview's libraries contain (module names, exports, protocol names). */
const PREVIEW_CODE =
  /@sanity\/visual-editing|visual-editing|VisualEditing|comlink|createDataAttribute|stegaClean|presentation-comlink|sanity-preview/i;

describe("the production build holds nothing of the preview", () => {
  const files = servedFiles(BUILD_DIR);

  it("has no stega-encoded string and no data-sanity attribute in any page, data file or script", () => {
    expect(files.some((file) => file.endsWith(".html"))).toBe(true);
    const encoded = files.filter((file) => readFileSync(file, "utf8").match(STEGA_PAYLOAD) !== null);
    const marked = files.filter((file) => readFileSync(file, "utf8").includes("data-sanity"));
    console.info(`production scan: ${files.length} files read`);
    expect({ encoded, marked }).toEqual({ encoded: [], marked: [] });
  });

  it("has no visual-editing, comlink or stega code in any chunk", () => {
    const chunks = files.filter((file) => file.endsWith(".js"));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.filter((file) => PREVIEW_CODE.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});
