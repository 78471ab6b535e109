import { requiredBlockFields } from "./generated/page-blocks.query";
import { prepareTabs } from "./tabs/tabs.prepare";
import type {
  BlockOf,
  BlockType,
  ContainerShapes,
  GatedBlock,
  PageBlock,
  PreparedBlocks,
  PrepareChildren,
  SkippedBlock,
} from "./types";

interface RawBlock {
  _key?: unknown;
  _type?: unknown;
  [field: string]: unknown;
}

/** Blocks that hold blocks, and how their children are prepared. Exhaustive over the container shapes. */
const containerPreparers: {
  [Type in keyof ContainerShapes]: (block: GatedBlock<Type>, children: PrepareChildren) => ContainerShapes[Type] | string;
} = { tabs: prepareTabs };

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

/**
 * A reference to a deleted or unpublished document projects to null: in a required list (the
 * packages a card shows, the services a grid links) such an entry is dropped, so components can
 * rely on every entry being there, and a list left empty counts as missing.
 */
function withoutEmptyEntries(block: RawBlock, fields: readonly string[]): RawBlock {
  const compacted = { ...block };
  for (const field of fields) {
    const value = block[field];
    if (Array.isArray(value)) compacted[field] = value.filter((entry) => entry !== null && entry !== undefined);
  }
  return compacted;
}

function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(requiredBlockFields, type);
}

function isContainer(type: BlockType): type is keyof ContainerShapes {
  return Object.hasOwn(containerPreparers, type);
}

/**
 * The one place where content becomes typed blocks. Runs in route loaders, so at build time. Keeps
 * the blocks that can render, at every depth; every other block is left out and named in the build
 * log with the document (and tab) it belongs to, so one bad block never takes a page down.
 */
export function prepareBlocks(blocks: readonly unknown[] | null | undefined, documentLabel: string): PreparedBlocks {
  const skipped: SkippedBlock[] = [];

  function prepareList(values: readonly unknown[] | null | undefined, allowed: readonly string[] | null, where: string[]) {
    const kept: PageBlock[] = [];
    (values ?? []).forEach((value, index) => {
      const block = (value ?? {}) as RawBlock;
      const key = typeof block._key === "string" ? block._key : `#${index}`;
      const type = typeof block._type === "string" ? block._type : "(no type)";
      const result = prepareOne(block, type, allowed, [...where, key]);
      if (typeof result === "string") {
        const location = [...where, key].join(" › ");
        skipped.push({ key: location, type, reason: result });
        console.warn(`[blocks] ${documentLabel}: skipped block ${location} (${type}): ${result}`);
      } else kept.push(result);
    });
    return kept;
  }

  function prepareOne(raw: RawBlock, type: string, allowed: readonly string[] | null, where: string[]): PageBlock | string {
    if (!isBlockType(type)) return `unknown block type "${type}"`;
    if (allowed && !allowed.includes(type)) return `a ${type} block cannot be placed here`;
    const block = withoutEmptyEntries(raw, requiredBlockFields[type]);
    const missing = requiredBlockFields[type].filter((field: string) => isEmpty(block[field]));
    if (missing.length) return `missing ${missing.join(", ")}`;
    if (!isContainer(type)) return block as unknown as PageBlock;
    const children: PrepareChildren = (values, allowedTypes, label) =>
      prepareList(values, allowedTypes, [...where, label]) as BlockOf<(typeof allowedTypes)[number]>[];
    const content = containerPreparers[type](block as unknown as GatedBlock<typeof type>, children);
    return typeof content === "string" ? content : ({ ...block, ...content } as unknown as PageBlock);
  }

  return { blocks: prepareList(blocks, null, []), skipped };
}
