import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blockProjection } from "../test/block-projection";
import { blockSchemas } from "./schemas";
import { requiredBlockFields, pageBlocksFragment } from "./page-blocks.query";
import { blockRegistry } from "./registry";

describe("block registry", () => {
  const schemaNames = blockSchemas.map((schema) => schema.name).sort();

  it("has a component for every block schema, and nothing else", () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(schemaNames);
  });

  it("has a projection and required-field list for every block schema", () => {
    expect(Object.keys(requiredBlockFields).sort()).toEqual(schemaNames);
    for (const name of schemaNames) expect(pageBlocksFragment).toContain(`_type == "${name}" =>`);
  });

  it("only requires fields that the block's schema or projection defines", () => {
    for (const schema of blockSchemas) {
      const projected = blockProjection(schema.name);
      for (const field of requiredBlockFields[schema.name] ?? [])
        expect(projected, `${schema.name}.${field}`).toMatch(new RegExp(`\\b${field}\\b`));
    }
  });

  it("has, for every block, a folder with its schema, query, component, fixture and test", () => {
    const folderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    for (const name of schemaNames) {
      const folder = folderOf(name);
      const files = readdirSync(new URL(`./${folder}/`, import.meta.url));
      const pieces = ["schema.ts", "query.ts", "tsx", "fixture.ts", "test.tsx"].map((suffix) => `${folder}.${suffix}`);
      expect({ block: name, missing: pieces.filter((piece) => !files.includes(piece)) }).toEqual({ block: name, missing: [] });
    }
  });
});
