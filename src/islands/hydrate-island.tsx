import { StrictMode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { blockTypesIn, loadBlockComponents } from "../blocks/block-components";
import { BlockInIsland } from "../blocks/page-blocks";
import type { PageBlock } from "../blocks/types";
import { loadRichTextRenderer } from "../components/rich-text";
import { IslandRouter } from "./island-router";

/**
 * Hydrates one island (decision 0034) on a root of its own, from its prerendered markup and the
 * props written after it. Every component it renders (blocks it holds included) and the rich
 * text renderer are loaded first, so hydration finds the markup as it was prerendered.
 */
/** Calls `onRun` once the island has hydrated (renders nothing, so the markup is unchanged). */
function WhenRunning({ onRun }: { onRun: () => void }) {
  useEffect(onRun, [onRun]);
  return null;
}

export async function hydrateIsland(wrapper: HTMLElement, block: PageBlock): Promise<void> {
  await Promise.all([loadBlockComponents(blockTypesIn(block)), loadRichTextRenderer()]);
  await new Promise<void>((resolve) => {
    // The wrapper is marked once the block runs, as the app marks the page (tests and styles read it).
    const done = () => {
      wrapper.dataset.hydrated = "true";
      resolve();
    };
    hydrateRoot(
      wrapper,
      <StrictMode>
        <IslandRouter>
          <BlockInIsland block={block} />
          <WhenRunning onRun={done} />
        </IslandRouter>
      </StrictMode>,
      {
        onRecoverableError: (error) => console.error(`The ${block._type} block's markup did not match its code.`, error),
      },
    );
  });
}
