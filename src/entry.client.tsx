import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installSiteChromeBehaviour } from "./components/site-chrome/site-chrome-behaviour";
import { PAGE_BLOCK_TYPES_ID } from "./lib/preview/page-block-types-id";

// The header's menus and in-page scrolling work from the first moment, before and without hydration.
installSiteChromeBehaviour(document);

/**
 * In `npm run dev:mock` the stand-in back end must be answering before the app makes its first
 * call. The condition is fixed at build time, so production bundles drop the import (and msw) entirely.
 */
async function startMockApiInMockMode(): Promise<void> {
  if (import.meta.env.MODE !== "mock") return;
  const { startMockApi } = await import("./api/mock/browser");
  await startMockApi();
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * A page built from blocks loads their components before it hydrates, so hydration never waits on
 * a chunk (`loading` in its manifest, see blocks/block-manifest.ts). The module is already here on such pages (its route imports
 * it); pages without blocks never download it.
 */
async function loadThisPagesBlocks(): Promise<void> {
  if (!document.getElementById(PAGE_BLOCK_TYPES_ID)) return;
  const { loadPageBlocksListedIn } = await import("./blocks/block-components");
  await loadPageBlocksListedIn(document);
}

// If the worker cannot start, the site still runs; the client area then shows its API errors.
void Promise.all([
  startMockApiInMockMode().catch((error: unknown) => console.error("dev:mock: the stand-in back end could not start.", error)),
  loadThisPagesBlocks().catch((error: unknown) => console.error("Some of the page's blocks could not load.", error)),
]).finally(hydrate);
