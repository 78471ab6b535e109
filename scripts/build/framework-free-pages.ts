import type { Rolldown } from "vite";
import { BLOCK_SCRIPT, ISLANDS_ENTRY } from "./plain-script-modules.ts";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The framework's modules: React, React DOM, React Router, jotai and React's scheduler. */
const FRAMEWORK_MODULE = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|jotai)[\\/]/;

const chunksOf = (bundle: OutputBundle) =>
  new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === "chunk")
      .map((chunk) => [chunk.fileName, chunk]),
  );

/** The chunks a browser may download once `chunk` runs: it and everything it imports, now or later. */
function loadedWith(chunk: OutputChunk, chunks: ReadonlyMap<string, OutputChunk>, seen = new Set<string>()): OutputChunk[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = [...chunk.imports, ...chunk.dynamicImports];
  return [chunk, ...imported.flatMap((name) => (chunks.has(name) ? loadedWith(chunks.get(name)!, chunks, seen) : []))];
}

/** What a public page runs: the islands entry and each block's plain script, by the name a message gives it. */
function publicScripts(chunks: ReadonlyMap<string, OutputChunk>): { name: string; chunk: OutputChunk }[] {
  return [...chunks.values()].flatMap((chunk) => {
    const id = chunk.facadeModuleId ?? "";
    if (id.endsWith(ISLANDS_ENTRY)) return [{ name: `the islands entry (${ISLANDS_ENTRY})`, chunk }];
    const block = BLOCK_SCRIPT.exec(id)?.[1];
    return block ? [{ name: `the ${block} block's script (src/blocks/${block}/${block}.script.ts)`, chunk }] : [];
  });
}

/** The files of the browser bundle that hold the framework: no public page may load one. */
export function frameworkChunks(bundle: OutputBundle): string[] {
  return [...chunksOf(bundle).values()]
    .filter((chunk) => chunk.moduleIds.some((id) => FRAMEWORK_MODULE.test(id)))
    .map((chunk) => chunk.fileName);
}

/**
 * Each public page script that would download the framework, named, with the chunk that brings it
 * and a module of the framework it holds. Empty when public pages run no framework (decision 0054).
 */
export function publicScriptsLoadingTheFramework(bundle: OutputBundle): string[] {
  const chunks = chunksOf(bundle);
  return publicScripts(chunks).flatMap(({ name, chunk }) => {
    const bringing = loadedWith(chunk, chunks).find((loaded) => loaded.moduleIds.some((id) => FRAMEWORK_MODULE.test(id)));
    if (!bringing) return [];
    const module = bringing.moduleIds.find((id) => FRAMEWORK_MODULE.test(id))!;
    return [
      `${name} would load the framework on a public page: ${bringing.fileName} holds ${module.replace(/^.*node_modules[\\/]/, "")}. ` +
        "A block's plain script may import no React (nor a module that does): see decision 0054.",
    ];
  });
}
