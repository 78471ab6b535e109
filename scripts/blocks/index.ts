/**
 * Writes what the site reads from the block manifests (`src/blocks/generated/`). Part of
 * `npm run typegen`, before Sanity TypeGen, which reads the page-blocks query it writes.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { GENERATED_DIR, renderBlockIndex } from "./block-index";

// A block that holds blocks (tabs) projects its children with the generated leaf list, so loading
// the manifests needs that file: a first run (or one after it was deleted) starts from an empty one.
const leafFile = `${GENERATED_DIR}/leaf-blocks.query.ts`;
if (!existsSync(leafFile)) {
  await mkdir(GENERATED_DIR, { recursive: true });
  await writeFile(leafFile, 'export const leafBlockProjections = "" as const;\n');
}

const { blockManifests } = await import("../../src/blocks/blocks");
for (const file of await renderBlockIndex(blockManifests)) {
  await mkdir(dirname(file.path), { recursive: true });
  await writeFile(file.path, file.text);
  console.log(`wrote ${file.path}`);
}
