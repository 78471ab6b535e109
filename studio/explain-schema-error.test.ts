import { describe, expect, it } from "vitest";
import { explainSchemaError, withSchemaExplained } from "./explain-schema-error";

/** The shape Sanity's SchemaError carries: its message is only "SchemaError". */
const schemaError = Object.assign(new Error("SchemaError"), {
  schema: {
    _validation: [
      {
        path: [
          { kind: "type", type: "document", name: "article" },
          { kind: "property", name: "fields" },
          { kind: "type", type: "reference", name: "author" },
        ],
        problems: [
          { severity: "error", message: 'Unknown type: teamMembr. Did you mean "teamMember"?' },
          { severity: "warning", message: "A warning is not a mistake." },
        ],
      },
      { path: [{ kind: "type", name: "page" }], problems: [] },
    ],
  },
});

describe("explainSchemaError", () => {
  it("names each schema mistake by type and field, warnings left out", () => {
    const explained = explainSchemaError(schemaError) as Error;
    expect(explained.message).toBe(
      'The studio\'s schema has mistakes:\n  article › fields › author: Unknown type: teamMembr. Did you mean "teamMember"?',
    );
    expect(explained.cause).toBe(schemaError);
  });

  it("passes any other error through unchanged, and so does withSchemaExplained", async () => {
    const other = new Error("network down");
    expect(explainSchemaError(other)).toBe(other);
    await expect(withSchemaExplained(() => Promise.reject(other))).rejects.toBe(other);
    await expect(withSchemaExplained(() => Promise.reject(schemaError))).rejects.toThrow(/teamMembr/);
  });
});
