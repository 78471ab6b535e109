import type { ReactNode } from "react";
import { ISLAND_PROPS_ATTRIBUTE } from "../lib/island-markup";
import { IslandPageContext } from "../lib/island-page";
import { serializeForScript } from "../lib/script-json";
import type { BlockHydration, PageBlock } from "./types";

/**
 * A block that a content page hydrates on a root of its own (decision 0034). The wrapper takes no
 * box (`display: contents`) and becomes the root's container, so what is inside it is exactly what
 * the root renders; the block's props follow it as JSON, which is never run. The wrapper says when
 * the block hydrates (`hydrate` in its manifest) and is marked `data-hydrated` once it has.
 */
export function Island({ block, hydrate, children }: { block: PageBlock; hydrate: BlockHydration; children: ReactNode }) {
  return (
    <>
      <div className="island" data-island={block._type} data-block-type={block._type} data-hydrate={hydrate}>
        <IslandPageContext value={false}>{children}</IslandPageContext>
      </div>
      <script
        type="application/json"
        {...{ [ISLAND_PROPS_ATTRIBUTE]: "" }}
        dangerouslySetInnerHTML={{ __html: serializeForScript(block) }}
      />
    </>
  );
}
