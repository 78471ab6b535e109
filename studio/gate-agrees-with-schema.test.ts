/**
 * The build's content gate (src/content/gate.ts) leaves out a document that lacks a field the site
 * cannot render without. Those fields must be ones the studio itself requires, or the gate would
 * refuse what editors were allowed to publish: this test asks Sanity's validator, with the real
 * studio config, and fails if the two disagree.
 */
import type { SanityDocument } from "sanity";
import { describe, expect, it } from "vitest";
import { blockProjection } from "../src/test/block-projection";
import { blockFolder } from "../src/blocks/block-manifest";
import { blockManifests } from "../src/blocks/blocks";
import { requiredBlockFields } from "../src/blocks/generated/page-blocks.query";
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

  it("include every stored field a block cannot render without (the block contract)", async () => {
    const validate = await studioValidator([]);
    for (const { type, schema } of blockManifests) {
      const folder = `src/blocks/${blockFolder(type)}/${blockFolder(type)}`;
      const required = (requiredBlockFields as Partial<Record<string, readonly string[]>>)[schema.name];
      expect(
        required,
        schema.name === type
          ? `${type} has no required fields in src/blocks/generated/page-blocks.query.ts: run npm run typegen.`
          : `no schema named ${type}: ${folder}.block.ts says type "${type}", but ${folder}.schema.ts names its schema "${schema.name}". ` +
              `Check the name in both, then npm run typegen.`,
      ).toBeDefined();
      // Derived fields ("packages": coalesce(packages, ^.packages)) are the query's business, not the editor's.
      const projection = blockProjection(schema.name);
      const isStored = (field: string) =>
        schema.fields.some((stored) => stored.name === field) && !projection.includes(`"${field}":`);
      const contract = required!.filter(isStored);
      const page = {
        _id: `empty-${schema.name}`,
        _type: "page",
        blocks: [{ _key: "b", _type: schema.name }],
      } as unknown as SanityDocument;
      const refused = new Set(
        (await validate(page))
          .filter((finding) => finding.level === "error")
          .map((finding) => /^blocks\[_key=="b"\]\.(\w+)$/.exec(finding.path)?.[1]),
      );
      const notRequiredByStudio = contract.filter((field) => !refused.has(field));
      expect(
        notRequiredByStudio,
        `${type} cannot render without ${notRequiredByStudio.join(", ")} (${folder}.block.ts), but the studio lets editors ` +
          `leave it empty: give it rule.required() in ${folder}.schema.ts, or take it out of "required" (then npm run typegen)`,
      ).toEqual([]);
    }
  }, 120_000);
});
