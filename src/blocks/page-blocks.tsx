import { useCallback } from "react";
import { blockComponent, isBlockComponentLoaded, loadBlockComponent } from "./block-components";
import "./block-styles";
import { HydrateWhenSeen } from "./hydrate-when-seen";
import { BLOCKS_LOADED_WHEN_SEEN, isRegisteredBlockType } from "./registry";
import type { BlockType, PageBlock, SkippedBlock } from "./types";

interface PageBlocksProps {
  blocks: readonly PageBlock[];
  /** Blocks the loader left out; shown as placeholders in development only. */
  skipped?: readonly SkippedBlock[];
}

/** Renders a page's blocks in order through the registry. */
export function PageBlocks({ blocks, skipped = [] }: PageBlocksProps) {
  return (
    <>
      {import.meta.env.DEV && skipped.map((block) => <SkippedBlockNotice key={block.key} block={block} />)}
      {blocks.map((block) => {
        // The loader already dropped unknown types; this guards content changed under a running app.
        if (!isRegisteredBlockType(block._type)) return null;
        const Component = blockComponent(block._type);
        if (BLOCKS_LOADED_WHEN_SEEN.has(block._type))
          return (
            <LoadedWhenSeen key={block._key} type={block._type}>
              <Component block={block} />
            </LoadedWhenSeen>
          );
        return <Component key={block._key} block={block} />;
      })}
    </>
  );
}

function LoadedWhenSeen({ type, children }: { type: BlockType; children: React.ReactNode }) {
  const isLoaded = useCallback(() => isBlockComponentLoaded(type), [type]);
  const load = useCallback(() => loadBlockComponent(type), [type]);
  return (
    <HydrateWhenSeen blockType={type} isLoaded={isLoaded} load={load}>
      {children}
    </HydrateWhenSeen>
  );
}

function SkippedBlockNotice({ block }: { block: SkippedBlock }) {
  return (
    <div className="container skipped-block" role="note">
      Block {block.key} ({block.type}) is not shown: {block.reason}. Fix it in the studio; in production it is left out.
    </div>
  );
}
