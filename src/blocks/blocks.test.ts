import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blockProjection } from "../test/block-projection";
import { blockFolder, NOT_BLOCK_FOLDERS } from "./block-manifest";
import { blockManifests } from "./blocks";
import { pageBlocksFragment, requiredBlockFields } from "./generated/page-blocks.query";

const blockFolders = readdirSync(new URL("./", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_BLOCK_FOLDERS.has(entry.name))
  .map((entry) => entry.name)
  .sort();

describe("the block list", () => {
  it("lists the manifest of every block folder, and only those", () => {
    const listed = blockManifests.map((manifest) => blockFolder(manifest.type));
    const problems = [
      ...blockFolders
        .filter((folder) => !listed.includes(folder))
        .map(
          (folder) =>
            `src/blocks/${folder}/ is not in the block list: add its line to src/blocks/blocks.ts, then npm run typegen`,
        ),
      ...listed
        .filter((folder) => !blockFolders.includes(folder))
        .map((folder) => `src/blocks/blocks.ts lists a block whose folder src/blocks/${folder}/ is missing`),
    ];
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("gives every manifest the schema of its own type", () => {
    const mismatched = blockManifests
      .filter(({ type, schema }) => schema.name !== type)
      .map(({ type, schema }) => {
        const folder = blockFolder(type);
        return (
          `no schema named ${type}: src/blocks/${folder}/${folder}.block.ts says type "${type}", but ` +
          `src/blocks/${folder}/${folder}.schema.ts names its schema "${schema.name}". Check the name in both, then npm run typegen.`
        );
      });
    expect(mismatched, mismatched.join("\n")).toEqual([]);
  });

  it("projects every block type in the page query, with the projection its manifest names", () => {
    for (const { type, projection } of blockManifests) {
      const query = `src/blocks/${blockFolder(type)}/${blockFolder(type)}.query.ts`;
      expect(
        blockProjection(type),
        `the page query has no projection for ${type}: export ${type}Projection (\`_type == "${type}" => { … }\`) from ${query}, then npm run typegen`,
      ).not.toBe("");
      expect(
        pageBlocksFragment.includes(projection),
        `the page query does not hold the projection ${type}'s manifest names: run npm run typegen (it composes ${query} into the page query)`,
      ).toBe(true);
    }
  });

  it("only requires fields that the block's schema or projection defines", () => {
    for (const { type } of blockManifests) {
      const projected = blockProjection(type);
      for (const field of requiredBlockFields[type])
        expect(
          projected,
          `${type} requires ${field} (${blockFolder(type)}.block.ts), but src/blocks/${blockFolder(type)}/${blockFolder(type)}.query.ts ` +
            `does not project it: project it, or correct the name in "required", then npm run typegen`,
        ).toMatch(new RegExp(`\\b${field}\\b`));
    }
  });

  it("has, for every block, a folder with its manifest, schema, query, component, fixture and test", () => {
    for (const folder of blockFolders) {
      const files = readdirSync(new URL(`./${folder}/`, import.meta.url));
      const pieces = ["block.ts", "schema.ts", "query.ts", "tsx", "fixture.ts", "test.tsx"].map(
        (suffix) => `${folder}.${suffix}`,
      );
      const missing = pieces.filter((piece) => !files.includes(piece));
      expect(
        missing,
        `src/blocks/${folder}/ lacks ${missing.join(", ")}: every block has the pieces npm run new:block writes ` +
          `(the template is scripts/new-block/block-template.ts)`,
      ).toEqual([]);
    }
  });

  /** A handler in JSX (`onClick={…}`) or a hook that holds state, runs effects or moves the visitor. */
  const HANDLES_EVENTS = /\bon[A-Z]\w*=\{|\buse(State|Reducer|Effect|LayoutEffect|Atom|SetAtom|Navigate)\(/;
  /** The block's own code (what its folder holds for the site): not its tests, fixture, schema, query or manifest. */
  const blockCode = (folder: string) =>
    readdirSync(new URL(`./${folder}/`, import.meta.url))
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|fixture|schema|query|block)\.tsx?$/.test(file))
      .map((file) => ({ file, text: readFileSync(new URL(`./${folder}/${file}`, import.meta.url), "utf8") }));

  it("gives every block whose component handles events a plain script for public pages, beside it", () => {
    const problems = blockManifests.flatMap(({ type, script }) => {
      const folder = blockFolder(type);
      const files = readdirSync(new URL(`./${folder}/`, import.meta.url));
      if (script !== undefined && !files.includes(`${folder}.script.ts`))
        return [
          `src/blocks/${folder}/${folder}.block.ts says when its script starts, but src/blocks/${folder}/${folder}.script.ts is missing`,
        ];
      const handling = blockCode(folder).filter(({ file, text }) => !file.endsWith(".script.ts") && HANDLES_EVENTS.test(text));
      if (script !== undefined || handling.length === 0) return [];
      return [
        `${type} has no plain script, but ${handling.map(({ file }) => `src/blocks/${folder}/${file}`).join(", ")} ` +
          `handles events: on a public page, which runs no React, it would do nothing. Write ` +
          `src/blocks/${folder}/${folder}.script.ts and say when it starts ("script" in src/blocks/${folder}/${folder}.block.ts; decision 0054).`,
      ];
    });
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
