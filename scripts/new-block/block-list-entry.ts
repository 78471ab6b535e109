import type { BlockNames } from "./block-names";

const IMPORT = /^import \{ (\w+)Block \} from "\.\/([\w-]+)\/[\w-]+\.block";$/;
const LIST_END = /^\} satisfies \{ \[Type in BlockType\]: BlockManifest<Type> \};$/;

/**
 * `src/blocks/blocks.ts` with one more block: its import among the others (kept in folder order)
 * and its entry at the end of the list, so it comes last in the studio's "Add item" menu. Returns a
 * message instead when the file no longer has the shape this expects.
 */
export function withBlockListEntry(source: string, { type, folder }: BlockNames): string {
  const lines = source.split("\n");
  const imports = lines.flatMap((line, index) => (IMPORT.test(line) ? [index] : []));
  const listEnd = lines.findIndex((line) => LIST_END.test(line));
  if (!imports.length || listEnd < 0)
    throw new Error(
      "src/blocks/blocks.ts no longer has the shape `npm run new:block` edits (block imports, then `const manifests = { … } satisfies …`): add the block's import and entry by hand.",
    );
  if (lines.some((line) => IMPORT.exec(line)?.[1] === type)) throw new Error(`src/blocks/blocks.ts already lists ${type}.`);
  const importLine = `import { ${type}Block } from "./${folder}/${folder}.block";`;
  const after = imports.filter((index) => IMPORT.exec(lines[index]!)![2]! < folder);
  const importAt = after.length ? after[after.length - 1]! + 1 : imports[0]!;
  const edited = [...lines];
  edited.splice(listEnd, 0, `  ${type}: ${type}Block,`);
  edited.splice(importAt, 0, importLine);
  return edited.join("\n");
}
