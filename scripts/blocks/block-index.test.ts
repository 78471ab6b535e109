import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { blockManifests } from "../../src/blocks/blocks";
import { renderBlockIndex } from "./block-index";

describe("the files generated from the block manifests", () => {
  it("are what the manifests say now (else run `npm run typegen`)", async () => {
    for (const file of await renderBlockIndex(blockManifests)) {
      const committed = await readFile(file.path, "utf8").catch(() => "(missing)");
      expect(committed, `${file.path} is stale: run npm run typegen`).toBe(file.text);
    }
  }, 30_000);
});
