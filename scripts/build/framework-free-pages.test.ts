import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { frameworkChunks, publicScriptsLoadingTheFramework } from "./framework-free-pages";

/** A browser bundle as the build hands it to plugins: only what the check reads. */
function bundleOf(chunks: { fileName: string; facade?: string; modules: string[]; imports?: string[]; dynamic?: string[] }[]) {
  return Object.fromEntries(
    chunks.map((chunk) => [
      chunk.fileName,
      {
        type: "chunk",
        fileName: chunk.fileName,
        facadeModuleId: chunk.facade ?? null,
        moduleIds: chunk.modules,
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamic ?? [],
      },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

const ROOT = "/repo";
const framework = { fileName: "assets/framework.js", modules: [`${ROOT}/node_modules/react-dom/cjs/react-dom.js`] };
const entry = {
  fileName: "assets/islands.js",
  facade: `${ROOT}/src/islands/entry.ts`,
  modules: [`${ROOT}/src/islands/entry.ts`],
  dynamic: ["assets/tabs.script.js", "assets/team-grid.script.js"],
};
const tabs = { fileName: "assets/tabs.script.js", facade: `${ROOT}/src/blocks/tabs/tabs.script.ts`, modules: [] };

describe("the check that public pages run no framework", () => {
  it("passes a bundle whose entry and block scripts reach no chunk of the framework", () => {
    const teamGrid = {
      fileName: "assets/team-grid.script.js",
      facade: `${ROOT}/src/blocks/team-grid/team-grid.script.ts`,
      modules: [],
    };
    const bundle = bundleOf([framework, entry, tabs, teamGrid]);
    expect(publicScriptsLoadingTheFramework(bundle)).toEqual([]);
    expect(frameworkChunks(bundle)).toEqual(["assets/framework.js"]);
  });

  it("names the block whose script would bring the framework, and the chunk that does", () => {
    const helpers = {
      fileName: "assets/helpers.js",
      modules: [`${ROOT}/src/lib/page-start/use-hydrated.ts`],
      imports: ["assets/framework.js"],
    };
    const teamGrid = {
      fileName: "assets/team-grid.script.js",
      facade: `${ROOT}/src/blocks/team-grid/team-grid.script.ts`,
      modules: [],
      imports: ["assets/helpers.js"],
    };
    const problems = publicScriptsLoadingTheFramework(bundleOf([framework, entry, tabs, teamGrid, helpers]));
    expect(problems).toEqual([
      expect.stringMatching(/^the islands entry \(src\/islands\/entry\.ts\) would load the framework/),
      expect.stringMatching(
        /^the team-grid block's script \(src\/blocks\/team-grid\/team-grid\.script\.ts\) would load the framework on a public page: assets\/framework\.js holds react-dom/,
      ),
    ]);
  });

  it("follows a script's later imports too", () => {
    const lazy = { ...tabs, dynamic: ["assets/framework.js"] };
    expect(publicScriptsLoadingTheFramework(bundleOf([framework, lazy]))).toEqual([
      expect.stringContaining("the tabs block's script (src/blocks/tabs/tabs.script.ts) would load the framework"),
    ]);
  });
});
