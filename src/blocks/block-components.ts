import type { ComponentType } from "react";
import { PAGE_BLOCK_TYPES_ID } from "../lib/preview/page-block-types-id";
import { preloadableLazy, type PreloadableComponent } from "../lib/page-start/preloadable-lazy";
import { BLOCKS_LOADED_WHEN_SEEN, blockComponentLoaders } from "./generated/block-loaders";
import type { BlockType, PageBlock } from "./types";

type AnyBlockComponent = ComponentType<{ block: PageBlock }>;

export { BLOCKS_LOADED_WHEN_SEEN, blockComponentLoaders };

export function isRegisteredBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockComponentLoaders, type);
}

const components = new Map<BlockType, PreloadableComponent<{ block: PageBlock }>>();

/**
 * A block's component, or an error that says what to fix: a manifest naming an export its file
 * does not have loads `undefined`, which React would only report as a component that suspended.
 */
async function loadComponent(type: BlockType): Promise<AnyBlockComponent> {
  const component = (await blockComponentLoaders[type]()) as AnyBlockComponent | undefined;
  if (component) return component;
  const file = type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  throw new Error(
    `The ${type} block has no component: src/blocks/${file}/${file}.tsx does not export the name its manifest's ` +
      `"component" gives (${file}.block.ts). Make the two agree, then run npm run typegen.`,
  );
}

function preloadable(type: BlockType): PreloadableComponent<{ block: PageBlock }> {
  let component = components.get(type);
  if (!component) {
    component = preloadableLazy(() => loadComponent(type));
    components.set(type, component);
  }
  return component;
}

/**
 * Loads the components of these block types (unknown types are ignored). Called before a page
 * renders: by the route's loader at build time, by the entry before hydration, and by the route's
 * client loader before a navigation shows the next page. Then rendering never waits for code, so
 * hydration finds exactly the prerendered markup. Before hydration, a block loaded when seen gets
 * only its wrapper; its own code waits for the visitor (decision 0014).
 */
export async function loadBlockComponents(types: Iterable<string>, beforeHydration = false): Promise<void> {
  await Promise.all(
    [...new Set(types)]
      .filter(isRegisteredBlockType)
      .map((type) =>
        BLOCKS_LOADED_WHEN_SEEN.has(type)
          ? Promise.all([whenSeenWrapper.preload(), beforeHydration || preloadable(type).preload()])
          : preloadable(type).preload(),
      ),
  );
}

/**
 * The wrapper that holds a block loaded when seen (`hydrate-when-seen.tsx`): a chunk of its own,
 * loaded with the pages that show such a block (`loadBlockComponents`), so other pages do not
 * carry it.
 */
const whenSeenWrapper = preloadableLazy(() => import("./hydrate-when-seen").then((module) => module.HydrateWhenSeen));
export const HydrateWhenSeen = whenSeenWrapper.Component;

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
 * The component for a block type: rendered at once when loaded, otherwise (content that changed
 * under a running app) it suspends until its chunk arrives instead of failing.
 */
export function blockComponent(type: BlockType): AnyBlockComponent {
  return preloadable(type).Component;
}

/** Whether a block type's code has arrived (always at build time, once loaded in the browser). */
export function isBlockComponentLoaded(type: BlockType): boolean {
  return preloadable(type).isLoaded();
}

/** What downloads one block type's code: the same function (and promise) for every caller. */
export function blockCodeLoader(type: BlockType): () => Promise<void> {
  return preloadable(type).preload;
}

/**
 * Before hydration: loads the components of the blocks this prerendered page lists (for a block
 * loaded when seen, its wrapper), so React finds every component ready and hydrates the markup as
 * it is. A page without blocks has no list.
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
  if (Array.isArray(types))
    await loadBlockComponents(
      types.filter((type): type is string => typeof type === "string"),
      true,
    );
}
