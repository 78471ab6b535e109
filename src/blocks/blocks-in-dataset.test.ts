/**
 * Every block type on the pages of the seed dataset, as the site renders them: each type is on at
 * least one page, and every one placed keeps what the editor gave it. A block's fixture test proves
 * the component renders a block; this proves the projection hands it the editor's content: a field
 * the manifest requires, and every document a block references (a claim, a package, a service, an
 * image), reach the component. A projection that keeps a reference without following it
 * (`claim` instead of `claim->value`) leaves the figure empty on the page and fails here.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fetch } from "../content/fetch.server";
import { loader as documentLoader } from "../routes/document";
import { blockFolder } from "./block-manifest";
import { requiredBlockFields } from "./generated/page-blocks.query";
import type { BlockType } from "./types";

type Json = null | string | number | boolean | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const blockTypes = Object.keys(requiredBlockFields) as BlockType[];
const isBlockType = (type: unknown): type is BlockType => typeof type === "string" && Object.hasOwn(requiredBlockFields, type);
const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A block as stored on a page, where it sits, and the page it is on. */
interface StoredBlock {
  path: string;
  block: JsonObject;
}

/** Every block stored on a page, including those held by others (tabs), in page order. */
function storedBlocksIn(path: string, value: Json): StoredBlock[] {
  if (Array.isArray(value)) return value.flatMap((entry) => storedBlocksIn(path, entry));
  if (!isObject(value)) return [];
  const inside = Object.values(value).flatMap((entry) => storedBlocksIn(path, entry));
  return isBlockType(value._type) ? [{ path, block: value }, ...inside] : inside;
}

/** Fields that carry no editor's content: names, keys, dates, and Portable Text's own markers. */
const STRUCTURAL = new Set(["_type", "_key", "_rev", "_createdAt", "_updatedAt", "_weak", "style", "listItem", "marks"]);

/** The values a document (or part of one) holds: what a page could show of it. */
function valuesIn(value: Json | undefined, into = new Set<string | number>()): Set<string | number> {
  if (Array.isArray(value)) value.forEach((entry) => valuesIn(entry, into));
  else if (isObject(value))
    for (const [key, entry] of Object.entries(value)) {
      if (!STRUCTURAL.has(key)) valuesIn(entry, into);
    }
  else if ((typeof value === "string" && value.length > 1) || typeof value === "number") into.add(value);
  return into;
}

/** What a projection kept of something: its values, leaving out a bare reference it did not follow. */
function projectedValues(value: Json | undefined, into = new Set<string | number>()): Set<string | number> {
  if (Array.isArray(value)) value.forEach((entry) => projectedValues(entry, into));
  else if (isObject(value))
    for (const [key, entry] of Object.entries(value)) {
      if (key !== "_ref" && !STRUCTURAL.has(key)) projectedValues(entry, into);
    }
  else if ((typeof value === "string" && value.length > 1) || typeof value === "number") into.add(value);
  return into;
}

/** A reference inside a stored block, with the keyed objects around it (innermost last). */
interface StoredReference {
  at: string;
  id: string;
  keyedAround: JsonObject[];
}

/** Every reference a block holds itself (those of blocks it holds are theirs to check). */
function referencesIn(value: Json, at: string, keyedAround: JsonObject[], isTop = true): StoredReference[] {
  if (Array.isArray(value))
    return value.flatMap((entry, index) => {
      const key = isObject(entry) && typeof entry._key === "string" ? `_key=="${entry._key}"` : String(index);
      return referencesIn(entry, `${at}[${key}]`, keyedAround, false);
    });
  if (!isObject(value) || (!isTop && isBlockType(value._type))) return [];
  if (typeof value._ref === "string") return [{ at, id: value._ref, keyedAround }];
  const around = typeof value._key === "string" ? [...keyedAround, value] : keyedAround;
  return Object.entries(value).flatMap(([key, entry]) => referencesIn(entry, at ? `${at}.${key}` : key, around, false));
}

/** The object with this `_key` in what the component receives (the block itself has one too). */
function findKeyed(value: Json | undefined, key: string): JsonObject | undefined {
  if (Array.isArray(value)) {
    for (const entry of value) {
      const found = findKeyed(entry, key);
      if (found) return found;
    }
  } else if (isObject(value)) {
    if (value._key === key) return value;
    for (const entry of Object.values(value)) {
      const found = findKeyed(entry, key);
      if (found) return found;
    }
  }
  return undefined;
}

/** How a projection follows a reference at `at` to a document of `targetType`, for the failure message. */
function howToFollow(at: string, targetType: string): string {
  if (targetType === "sanity.imageAsset") return "projecting the image with imageFragment (src/content/fragments.ts)";
  const field = at.split(".").at(-1)!.replace(/\[.*$/, "");
  return targetType === "claim"
    ? `projecting \`${field}->value\` (or \`${field}->wording\`) under the name the component reads, as \`"value": coalesce(${field}->value, value)\``
    : `projecting \`${field}->{ … }\` with the fields the component shows`;
}

const stored: StoredBlock[] = [];
/** What each page's blocks receive (the route loader's prepared page) and what it left out. */
const rendered = new Map<string, { blocks: Json; skipped: { key: string; type: string; reason: string }[] }>();
const documentsById = new Map<string, JsonObject>();

beforeAll(async () => {
  const pages = (await fetch(
    `*[_type in ["page", "service", "personaPage"] && defined(path.current)] | order(path.current){ "path": path.current, blocks }`,
  )) as { path: string; blocks: Json }[];
  for (const page of pages) {
    stored.push(...storedBlocksIn(page.path, page.blocks ?? []));
    const loaded = await documentLoader({
      params: { "*": page.path.replace(/^\//, "") },
      request: new Request(`http://localhost${page.path}`),
      context: {},
    } as never);
    rendered.set(page.path, { blocks: loaded.page.blocks as unknown as Json, skipped: loaded.skipped });
  }
  const ids = [...new Set(stored.flatMap(({ block }) => referencesIn(block, "", []).map((reference) => reference.id)))];
  for (const document of (await fetch(`*[_id in $ids]`, { ids })) as JsonObject[])
    documentsById.set(String(document._id), document);
}, 120_000);

describe("every block type on the seed dataset's pages", () => {
  it.each(blockTypes)("%s is on at least one page", (type) => {
    const pages = stored.filter(({ block }) => block._type === type).map(({ path }) => path);
    expect(
      pages.length,
      `No page of the seed dataset has a ${type} block, so nothing checks that its query and component show real content. ` +
        `Put one on a page in scripts/seed/transform/ (pages.ts composes the core pages), then run npm run seed.`,
    ).toBeGreaterThan(0);
  });

  it.each(blockTypes)("%s: each one placed reaches the page with its required fields and the documents it references", (type) => {
    const query = `src/blocks/${blockFolder(type)}/${blockFolder(type)}.query.ts`;
    const problems: string[] = [];
    for (const { path, block } of stored.filter((entry) => entry.block._type === type)) {
      const key = String(block._key);
      const page = rendered.get(path)!;
      const received = findKeyed(page.blocks, key);
      if (!received) {
        const skipped = page.skipped.find((entry) => entry.key.endsWith(key));
        problems.push(
          `${type} ${key} on ${path} was left off the page (${skipped?.reason ?? "not in the page query's result"}): ` +
            `the seed must fill its required fields (scripts/seed/transform/), and ${query} must return them.`,
        );
        continue;
      }
      for (const reference of referencesIn(block, "", [])) {
        const target = documentsById.get(reference.id);
        if (!target) {
          problems.push(
            `${type} ${key} on ${path}: ${reference.at} references ${reference.id}, which the dataset does not have.`,
          );
          continue;
        }
        // The innermost keyed object around the reference that the projection kept (at worst the block).
        const around = [...reference.keyedAround].reverse();
        const storedAround = around.find((entry) => findKeyed(received, String(entry._key))) ?? block;
        const projectedAround = findKeyed(received, String(storedAround._key)) ?? received;
        const own = valuesIn(Object.fromEntries(Object.entries(storedAround).filter(([, entry]) => !isObject(entry))));
        const shown = [...projectedValues(projectedAround)].filter((value) => !own.has(value));
        const fromTarget = valuesIn(target);
        if (!shown.some((value) => fromTarget.has(value)))
          problems.push(
            `${type} ${key} on ${path}: ${reference.at} references ${String(target._type)} "${reference.id}", but the block receives ` +
              `nothing of it: follow the reference in ${query}, ${howToFollow(reference.at, String(target._type))}.`,
          );
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
