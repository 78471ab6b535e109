import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import { NOT_BLOCK_FOLDERS } from "../../src/blocks/block-manifest";
import { blockNames, type BlockNames } from "./block-names";
import { withBlockListEntry } from "./block-list-entry";
import { blockTemplate } from "./block-template";

/**
 * The schema types the studio already has (documents, objects, blocks), from the extracted schema:
 * a block named like one would replace it in the studio.
 */
async function existingSchemaTypes(root: string): Promise<Set<string>> {
  const extracted = await readFile(join(root, "src/content/generated/schema.json"), "utf8").catch(() => "[]");
  return new Set((JSON.parse(extracted) as { name: string }[]).map((entry) => entry.name));
}

async function formatted(path: string, text: string): Promise<string> {
  const options = await resolveConfig(path);
  return format(text, { ...options, filepath: path });
}

/**
 * Writes a new block's folder from the template and adds it to `src/blocks/blocks.ts`, under
 * `root` (the repository), with a plain script for public pages when `script` says so. Refuses, writing nothing, a name that is not one or that is taken.
 * Returns the block's names and the files written, relative to `root`.
 */
export async function writeNewBlock(
  root: string,
  typed: string,
  { script = false }: { script?: boolean } = {},
): Promise<{ names: BlockNames; written: string[] }> {
  const names = blockNames(typed);
  if (typeof names === "string") throw new Error(names);
  const folder = join(root, "src/blocks", names.folder);
  if (NOT_BLOCK_FOLDERS.has(names.folder) || existsSync(folder))
    throw new Error(`src/blocks/${names.folder}/ already exists: pick another name, or finish the block that is there.`);
  if ((await existingSchemaTypes(root)).has(names.type))
    throw new Error(`The studio already has a type named ${names.type}: pick another name.`);

  const listPath = join(root, "src/blocks/blocks.ts");
  const list = await formatted(listPath, withBlockListEntry(await readFile(listPath, "utf8"), names));
  const files = await Promise.all(
    blockTemplate(names, { script }).map(async ({ file, text }) => ({
      path: join(folder, file),
      text: await formatted(join(folder, file), text),
    })),
  );
  await mkdir(folder, { recursive: true });
  for (const { path, text } of files) await writeFile(path, text);
  await writeFile(listPath, list);
  return {
    names,
    written: [...files.map(({ path }) => path), listPath].map((path) => path.slice(root.length).replace(/^\//, "")),
  };
}
