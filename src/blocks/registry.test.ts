import { describe, expect, it } from "vitest";
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
      const projected = new RegExp(`_type == "${schema.name}" => \\{([\\s\\S]*?)\\n\\}`).exec(pageBlocksFragment)?.[1] ?? "";
      for (const field of requiredBlockFields[schema.name] ?? [])
        expect(projected, `${schema.name}.${field}`).toMatch(new RegExp(`\\b${field}\\b`));
    }
  });
});
