/**
 * `npm run build`: the prerendered site in build/client, then what a server or static host needs
 * beside it: precompressed copies, the `_headers` file, and build/server-config.json (the inline
 * scripts' hashes and the addresses the security headers name), all derived from one build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { headersFile, type SiteSecurityConfig } from "../../src/server/http/security-headers.server";
import { buildDirectory } from "../../src/server/rendering/build-directory.server";
import { inlineScriptsFile as inlineScriptsFileOf } from "../../src/server/rendering/inline-scripts.server";
import { codeFingerprint } from "./code-fingerprint";
import { readReleaseReads, writeReleaseReads } from "./content-reads-file";
import { writeDatasetLines } from "./dataset-lines";
import { checkInlineScripts, MAX_INLINE_SCRIPTS } from "./inline-script-hashes";
import { keptServerDir } from "./keep-server-build";
import { precompress } from "./precompress/precompress";
import { imagesNamed, pageEntry, readManifest, writeManifest, type ReleaseManifest } from "./release-manifest";
import { variantFailureLines, writeVariants } from "./images/image-variants";
import { embeddedImagesDir } from "../../src/content/vite-dataset-media";

const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
// build/ unless BUILD_DIR names another folder (the site's own server builds each release apart).
const buildDir = buildDirectory(projectRoot);
const clientDir = join(buildDir, "client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The address each prerendered page answers at: about-us/index.html → /about-us. */
function pagePathOf(htmlFile: string): string | undefined {
  const path = `/${htmlFile.split(sep).join("/")}`;
  if (!path.endsWith("/index.html")) return undefined;
  return path.slice(0, -"/index.html".length) || "/";
}

const seconds = (from: number, to = Date.now()) => `${((to - from) / 1000).toFixed(1)} s`;

const started = Date.now();
// The prerender lists the inline scripts the code writes; a list from an earlier build must not count.
const inlineScriptsFile = inlineScriptsFileOf(projectRoot);
rmSync(inlineScriptsFile, { force: true });
const code = codeFingerprint(projectRoot);
// Outside build/ (which every build replaces) and git-ignored; deleting it only costs one slower build.
const cacheDir = join(projectRoot, ".cache", "precompress");
// The embedded dataset's pictures at the sizes pages draw them, kept the same way (decision 0052).
const variantCache = { imagesDir: embeddedImagesDir(), cacheDir: join(projectRoot, ".cache", "image-variants") };

// INCREMENTAL_FROM names the build this one follows (the site's server sets it to the live release):
// when that build was made from the same code, only what the content changed is rendered again.
const from = process.env.INCREMENTAL_FROM?.trim();
const previous = from ? readManifest(from) : undefined;
const whyFull = !from
  ? undefined
  : !previous
    ? `${from} has no manifest of its pages`
    : previous.code !== code
      ? "the code changed since that build"
      : !existsSync(join(keptServerDir(from), "index.js"))
        ? "that build kept no server bundle"
        : undefined;
if (from && previous && !whyFull) {
  // React renders as the full build's prerender does (Vite builds in production mode): its
  // production build, several times faster than its development one. Set before anything loads React.
  process.env.NODE_ENV ??= "production";
  const { incrementalBuild, IncrementalBuildError } = await import("./incremental");
  const { publishContent } = await import("./publish-content");
  const { fetchTraced } = await import("../../src/content/fetch.server");
  const listing = Date.now();
  const previousReads = readReleaseReads(from);
  try {
    const content = await publishContent(from, clientDir, previousReads);
    const { paths, documents, lines } = content;
    const pathsMs = Date.now() - listing;
    const result = await incrementalBuild({
      fromDir: from,
      buildDir,
      previous,
      paths,
      cacheDir,
      variantCache,
      readWritten: () => (existsSync(inlineScriptsFile) ? (JSON.parse(readFileSync(inlineScriptsFile, "utf8")) as string[]) : []),
      previousReads,
      documents,
      evaluate: fetchTraced,
    });
    writeReleaseReads(buildDir, result.contentReads);
    if (lines) writeDatasetLines(buildDir, lines);
    writeFileSync(inlineScriptsFile, `${JSON.stringify(result.manifest.written, null, 2)}\n`);
    writeManifest(buildDir, { ...result.manifest, code });
    console.log(
      `Built in ${seconds(started)} from ${from} (same code): ${result.loaded} of ${result.paths} paths' loaders run ` +
        `(${result.reads.reached} reads reached by the edit, ${result.reads.changed} answering differently; ${content.account()}), ` +
        `${result.rendered.length} paths rendered again, ` +
        `${result.removed.length} removed; ${result.variants.named} sized pictures (${result.variants.made} made, ` +
        `${result.variants.named - result.variants.made - result.variants.failed.length} from the cache); precompressed ${result.compressed.written} files (${result.compressed.compressed} compressed, ` +
        `${result.compressed.written - result.compressed.compressed} from the cache), ${result.config.scriptHashes.length} inline scripts allowed by hash ` +
        `(${Object.entries({ paths: pathsMs, ...result.phases })
          .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
          .join(", ")}).`,
    );
    process.exit(0);
  } catch (error) {
    if (error instanceof IncrementalBuildError) {
      console.error(`✗ Build failed: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
if (whyFull) console.log(`A full build: ${whyFull} (${from}).`);
// The package's own binary rather than npx: npx adds half a second and an npm process that sits
// in memory for the whole build.
const build = spawnSync(join(projectRoot, "node_modules", ".bin", "react-router"), ["build"], {
  cwd: projectRoot,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);
const built = Date.now();

const files = filesUnder(clientDir);
const htmlFiles = files.filter((file) => file.endsWith(".html"));
// The policy allows, by hash, exactly the inline scripts the code wrote; a page with any other
// inline script (content that escaped into a page) stops the build.
const written = JSON.parse(readFileSync(inlineScriptsFile, "utf8")) as string[];
const pageTexts = htmlFiles.map((file) => ({ file: relative(clientDir, file), html: readFileSync(file, "utf8") }));
const census = checkInlineScripts(pageTexts, written);
if (census.unexpected.length > 0) {
  console.error(
    `These pages have inline scripts the site's code did not write; the build stops rather than publish them:\n${census.unexpected
      .map(({ file, excerpt }) => `  ${file}: ${JSON.stringify(excerpt)}`)
      .join("\n")}`,
  );
  process.exit(1);
}
if (census.hashes.length > MAX_INLINE_SCRIPTS) {
  console.error(
    `The code wrote ${census.hashes.length} different inline scripts (at most ${MAX_INLINE_SCRIPTS}): a script's text ` +
      `must not vary with content or the page; put its data in a <script type="application/json"> element (see InlineScript).`,
  );
  process.exit(1);
}

const config: SiteSecurityConfig = {
  scriptHashes: census.hashes,
  formEndpoint: process.env.VITE_FORM_ENDPOINT || undefined,
  apiUrl: process.env.VITE_API_URL || undefined,
};
const pagePaths = htmlFiles.flatMap((file) => pagePathOf(relative(clientDir, file)) ?? []);
writeFileSync(join(clientDir, "_headers"), headersFile(config, pagePaths));
writeFileSync(join(buildDir, "server-config.json"), `${JSON.stringify(config, null, 2)}\n`);
// What the next publish needs to render only what its content changes (scripts/build/incremental.ts).
const scripts: string[] = [];
const pages: ReleaseManifest["pages"] = {};
for (const { file, html } of pageTexts) pages[file.split(sep).join("/")] = pageEntry(html, scripts);
const sizing = Date.now();
const variants = await writeVariants(imagesNamed(pages), clientDir, variantCache);
for (const line of variantFailureLines(variants.failed)) console.error(line);
const sized = Date.now();
const compressing = Date.now();
const compressed = await precompress(files, { cacheDir });
writeManifest(buildDir, { code, written, scripts, pages });
// The benchmark reads the phases from this line (scripts/bench/build-timer.ts).
console.log(
  `Built in ${seconds(started)}: React Router build ${seconds(started, built)}, ` +
    `precompressed ${compressed.written} files in ${seconds(compressing)} (${compressed.compressed} compressed, ` +
    `${compressed.written - compressed.compressed} from the cache), ` +
    `${variants.named} sized pictures in ${seconds(sizing, sized)} (${variants.made} made, ` +
    `${variants.named - variants.made - variants.failed.length} from the cache), _headers for ${pagePaths.length} pages, ` +
    `${census.hashes.length} inline scripts allowed by hash.`,
);
