import { lazy, type ComponentType } from "react";
import { PAGE_BLOCK_TYPES_ID } from "../lib/page-block-types-id";
import { blockRegistry, isRegisteredBlockType } from "./registry";
import type { BlockType, PageBlock } from "./types";

type AnyBlockComponent = ComponentType<{ block: PageBlock }>;

const loaded = new Map<BlockType, AnyBlockComponent>();
const rendered = new Map<BlockType, AnyBlockComponent>();

/**
 * Loads the components of these block types (unknown types are ignored). Called before a page
 * renders: by the route's loader at build time, by the entry before hydration, and by the route's
 * client loader before a navigation shows the next page. Then rendering never waits for code, so
 * hydration finds exactly the prerendered markup.
 */
export async function loadBlockComponents(types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)].filter(isRegisteredBlockType).filter((type) => !loaded.has(type));
  await Promise.all(
    missing.map(async (type) => {
      loaded.set(type, (await blockRegistry[type]()) as AnyBlockComponent);
    }),
  );
}

/**
 * Every block type in a list of blocks, including blocks held inside other blocks (tabs): any
 * object in the tree whose `_type` is a registered block type.
 */
export function blockTypesIn(blocks: unknown): Set<BlockType> {
  const types = new Set<BlockType>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) {
      const type = (value as { _type?: unknown })._type;
      if (typeof type === "string" && isRegisteredBlockType(type)) types.add(type);
      Object.values(value).forEach(visit);
    }
  };
  visit(blocks);
  return types;
}

/**
 * The component for a block type. Once loaded it renders at once: React.lazy is handed a thenable
 * that resolves synchronously. A type not loaded yet (content that changed under a running app)
 * suspends until its chunk arrives instead of failing.
 */
export function blockComponent(type: BlockType): AnyBlockComponent {
  let component = rendered.get(type);
  if (!component) {
    component = lazy(() => {
      const ready = loaded.get(type);
      if (!ready) return blockRegistry[type]().then((module) => ({ default: module as AnyBlockComponent }));
      // Not a Promise on purpose: a Promise would always resolve later, and the block would flash.
      return { then: (resolve: (module: { default: AnyBlockComponent }) => void) => resolve({ default: ready }) } as never;
    });
    rendered.set(type, component);
  }
  return component;
}

/**
 * Before hydration: loads the components of the blocks this prerendered page shows, so React finds
 * every block ready and hydrates the markup as it is. A page without blocks has no list.
 */
export async function loadPageBlocksListedIn(doc: Document): Promise<void> {
  const listed = doc.getElementById(PAGE_BLOCK_TYPES_ID)?.textContent;
  if (!listed) return;
  let types: unknown;
  try {
    types = JSON.parse(listed);
  } catch {
    return; // hydration still works: a block that is not loaded waits for its chunk
  }
  if (Array.isArray(types)) await loadBlockComponents(types.filter((type): type is string => typeof type === "string"));
}
