/**
 * Writes what the site reads from the block manifests (`src/blocks/generated/`). Part of
 * `npm run typegen`, before Sanity TypeGen, which reads the page-blocks query it writes.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { blockManifests } from "../../src/blocks/blocks";
import { renderBlockIndex } from "./block-index";

for (const file of await renderBlockIndex(blockManifests)) {
  await mkdir(dirname(file.path), { recursive: true });
  await writeFile(file.path, file.text);
  console.log(`wrote ${file.path}`);
}
