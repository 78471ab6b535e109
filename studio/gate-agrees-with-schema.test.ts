/**
 * The build's content gate (src/content/gate.ts) leaves out a document that lacks a field the site
 * cannot render without. Those fields must be ones the studio itself requires, or the gate would
 * refuse what editors were allowed to publish: this test asks Sanity's validator, with the real
 * studio config, and fails if the two disagree.
 */
import type { SanityDocument } from "sanity";
import { describe, expect, it } from "vitest";
import { checkDocument, REQUIRED_FIELDS } from "../src/content/gate";
import { studioValidator } from "./validation/validator-in-studio";

describe("the content gate's required fields", () => {
  it("are each required by the studio's schema too, and refused by both on an empty document", async () => {
    const validate = await studioValidator([]);
    for (const [type, fields] of Object.entries(REQUIRED_FIELDS)) {
      const empty = { _id: `empty-${type}`, _type: type } as SanityDocument;
      const studioRequired = new Set(
        (await validate(empty))
          .filter((finding) => finding.level === "error" && finding.message === "Required")
          .map((finding) => finding.path),
      );
      const gateRequired = checkDocument(empty).flatMap((finding) => /^(\w+) is required\.$/.exec(finding.rule)?.[1] ?? []);
      expect({ type, fields: Object.keys(fields).filter((field) => !studioRequired.has(field)) }).toEqual({ type, fields: [] });
      expect(gateRequired.sort()).toEqual(Object.keys(fields).sort());
    }
  }, 120_000);
});
