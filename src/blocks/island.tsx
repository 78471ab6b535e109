import type { ReactNode } from "react";
import type { BlockScriptStart, PageBlock } from "./types";

/**
 * A block whose plain script runs on a public page (decision 0054). The wrapper takes no box
 * (`display: contents`), so the block looks the same; it is what the script is given, says when
 * the script starts (`script` in the block's manifest), and is marked `data-hydrated` once it runs.
 * Nothing else travels with it: the script reads everything it needs from the markup.
 */
export function Island({ block, starts, children }: { block: PageBlock; starts: BlockScriptStart; children: ReactNode }) {
  return (
    <div className="island" data-island={block._type} data-block-type={block._type} data-starts={starts}>
      {children}
    </div>
  );
}
