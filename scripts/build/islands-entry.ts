import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { frameworkChunks, publicScriptsLoadingTheFramework } from "./framework-free-pages.ts";
import { ISLANDS_ENTRY } from "./plain-script-modules.ts";

const VIRTUAL_ID = "virtual:islands-entry-url";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Where the browser build leaves the entry's name for the server build (beside build/client and build/server). */
const noteBeside = (outDir: string) => join(dirname(outDir), "islands-entry.json");

/**
 * Adds the islands entry to the browser bundle as a chunk of its own, refuses a bundle in which a
 * public page's script would load the framework, and tells the prerender the entry's
 * address (`import islandsEntryUrl from "virtual:islands-entry-url"`): React Router's manifest
 * lists only its routes and its own entry. The browser bundle is built before the server bundle
 * that prerenders the pages (each by a Vite build of its own, so the name travels in a file beside
 * the two); the dev server serves the source.
 */
export function islandsEntry(): Plugin {
  let reference: string | undefined;
  return {
    name: "islands-entry",
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build")
        reference = this.emitFile({ type: "chunk", id: ISLANDS_ENTRY, name: "islands" });
    },
    writeBundle(_options, bundle) {
      if (this.environment.name !== "client" || !reference) return;
      // The chunk that holds the entry's module (vite.config.ts groups it with the plain scripts).
      const chunk = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.moduleIds.some((id) => id.endsWith(ISLANDS_ENTRY)),
      );
      if (!chunk) throw new Error(`The islands entry (${ISLANDS_ENTRY}) is missing from the browser bundle.`);
      // Public pages run no framework (decision 0054): a block's script that would bring it fails the build, named.
      const loadingTheFramework = publicScriptsLoadingTheFramework(bundle);
      if (loadingTheFramework.length > 0) throw new Error(loadingTheFramework.join("\n"));
      const framework = frameworkChunks(bundle).map((file) => `/${file}`);
      writeFileSync(noteBeside(this.environment.config.build.outDir), JSON.stringify({ entry: `/${chunk.fileName}`, framework }));
    },
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.mode !== "build") return `export default ${JSON.stringify(`/${ISLANDS_ENTRY}`)};`;
      // The browser never reads it: only the prerender writes the bootstrap's data.
      if (this.environment.name === "client") return `export default "";`;
      const note = noteBeside(this.environment.config.build.outDir);
      if (!existsSync(note)) throw new Error(`The islands entry (${ISLANDS_ENTRY}) was not built before the pages that load it.`);
      const { entry } = JSON.parse(readFileSync(note, "utf8")) as { entry: string };
      return `export default ${JSON.stringify(entry)};`;
    },
  };
}
