import { createContext } from "react";

/**
 * Preview only: the document a block list belongs to, and the studio path of that list
 * (`blocks`, or `blocks[_key=="…"].panels[_key=="…"].blocks` inside a tab). Each block's
 * `data-sanity` attribute names its item of that list, so Presentation can move, duplicate,
 * insert and remove blocks. Nothing provides it outside the preview.
 */
export interface BlockArrayPath {
  id: string;
  type: string;
  path: string;
}

// Pure, so a production build that never reads it drops the call with the module.
export const BlockArrayPathContext = /* @__PURE__ */ createContext<BlockArrayPath | null>(null);
