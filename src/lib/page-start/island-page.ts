import { createContext } from "react";

/**
 * True while a content page or article is prerendered (decision 0034): the page will not start
 * the app, so each block that does something in the browser is wrapped for its plain script
 * (decision 0054), and what only the app reads (the list of the page's block types) is left out.
 * False everywhere else: in the browser, on the client area's pages, the SPA fallback and the
 * drafts preview.
 */
export const IslandPageContext = createContext(false);

/** A route module's `handle` that marks its pages as content pages, which run islands, not the app. */
export const ISLAND_PAGE_HANDLE = { islandPage: true } as const;

/** Whether a matched route says its pages run islands (`handle: ISLAND_PAGE_HANDLE`). */
export const marksIslandPage = (handle: unknown): boolean =>
  typeof handle === "object" && handle !== null && (handle as { islandPage?: unknown }).islandPage === true;

/**
 * Given by the prerender (entry.server.tsx): whether this render may write a content page as
 * islands. Not for the SPA fallback (the app's shell for any address), nor where pages are
 * rendered on request (the development server, the drafts preview), nor in the browser.
 */
export const IslandPagesAllowedContext = createContext(false);
