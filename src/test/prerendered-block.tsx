import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { blockScriptLoaders } from "../blocks/generated/block-scripts";
import { PageBlocks } from "../blocks/page-blocks";
import { loadRichTextRenderer } from "../components/rich-text";
import type { PageBlock } from "../blocks/types";
import { IslandPageContext } from "../lib/page-start/island-page";

/** The markup a public page is prerendered with for `block`, at `path`: React renders it, and is gone. */
function prerender(element: ReactElement, path: string): string {
  const router = createMemoryRouter([{ path: new URL(path, "http://localhost").pathname, element }], { initialEntries: [path] });
  return renderToString(
    <IslandPageContext value={true}>
      <RouterProvider router={router} />
    </IslandPageContext>,
  );
}

/**
 * Puts `block` into the document as a public page has it (prerendered, inside the wrapper its
 * plain script is given; no React runs afterwards) and moves the address to `path`. Returns the
 * wrapper, whose script has not started. Rich text is rendered, as the build renders it.
 */
export async function prerenderBlock(block: PageBlock, { path = "/" }: { path?: string } = {}): Promise<HTMLElement> {
  await loadRichTextRenderer();
  document.body.innerHTML = prerender(<PageBlocks blocks={[block]} />, path);
  window.history.replaceState(null, "", path);
  const wrapper = document.querySelector<HTMLElement>(`[data-island="${block._type}"]`);
  if (!wrapper) throw new Error(`The ${block._type} block has no plain script on a public page.`);
  return wrapper;
}

/** Starts the script of the block in `wrapper` as the islands entry does, with `win` as its window. */
export async function startScriptOf(wrapper: HTMLElement, win: Window = window): Promise<void> {
  const load = blockScriptLoaders[wrapper.dataset.island as PageBlock["_type"]];
  if (!load) throw new Error(`The ${wrapper.dataset.island} block has no plain script.`);
  (await load())(wrapper, win);
}

/**
 * `prerenderBlock`, then `startScriptOf`: `win` stands in for the window where jsdom cannot do what
 * the script asks (navigate). Returns the wrapper.
 */
export async function startPrerenderedBlock(
  block: PageBlock,
  { path = "/", win = window }: { path?: string; win?: Window } = {},
): Promise<HTMLElement> {
  const wrapper = await prerenderBlock(block, { path });
  await startScriptOf(wrapper, win);
  return wrapper;
}
