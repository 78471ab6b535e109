import {
  BLOCKS_LOADED_WHEN_SEEN,
  blockCodeLoader,
  blockComponent,
  HydrateWhenSeen,
  isBlockComponentLoaded,
  isRegisteredBlockType,
} from "./block-components";
import { memo, use, type ComponentType } from "react";
import { IslandPageContext } from "../lib/page-start/island-page";
import "./block-styles";
import { BLOCK_SCRIPT_STARTS } from "./generated/block-script-starts";
import { Island } from "./island";
import { EditableBlock } from "./editing/editable-blocks";
import { BlockListRenderer } from "./render-blocks";
import type { PageBlock, SkippedBlock } from "./types";

interface PageBlocksProps {
  blocks: readonly PageBlock[];
  /** Blocks the loader left out; shown as placeholders in development only. */
  skipped?: readonly SkippedBlock[];
}

/** Renders a page's blocks in order through the registry; blocks inside blocks (tabs) are rendered the same way. */
export function PageBlocks({ blocks, skipped = [] }: PageBlocksProps) {
  return (
    // In the drafts preview each block is also an item Presentation can move (decision 0026). The
    // flag is tested in place, so a production build keeps exactly the plain list.
    <BlockListRenderer value={import.meta.env.DRAFTS_PREVIEW === "true" ? EditableBlockList : BlockList}>
      {import.meta.env.DEV && skipped.map((block) => <SkippedBlockNotice key={block.key} block={block} />)}
      {import.meta.env.DRAFTS_PREVIEW === "true" ? <EditableBlockList blocks={blocks} /> : <BlockList blocks={blocks} />}
    </BlockListRenderer>
  );
}

function BlockList({ blocks }: { blocks: readonly PageBlock[] }) {
  const islandPage = use(IslandPageContext);
  return blocks.map((block) => {
    // The loader already dropped unknown types; this guards content changed under a running app.
    if (!isRegisteredBlockType(block._type)) return null;
    const Component = blockComponent(block._type);
    // A public page runs no framework: a block that does something there has a plain script,
    // given the block's markup inside this wrapper (decision 0054).
    const starts = BLOCK_SCRIPT_STARTS[block._type];
    if (islandPage && starts)
      return (
        <Island key={block._key} block={block} starts={starts}>
          <Component block={block} />
        </Island>
      );
    if (BLOCKS_LOADED_WHEN_SEEN.has(block._type))
      return (
        <HydrateWhenSeen
          key={block._key}
          blockType={block._type}
          isLoaded={isBlockComponentLoaded(block._type)}
          load={blockCodeLoader(block._type)}
        >
          <Component block={block} />
        </HydrateWhenSeen>
      );
    return <Component key={block._key} block={block} />;
  });
}

/** Preview only: each block inside an element naming its item of the document's list. */
function EditableBlockList({ blocks }: { blocks: readonly PageBlock[] }) {
  // Made on first use, not when the module loads: a production build, which never renders this
  // list, keeps no call to `memo` (and tests can switch the preview flag on after loading).
  editableBlockItem ??= memo(EditableBlockItem);
  const Item = editableBlockItem;
  return blocks.map((block) => <Item key={block._key} block={block} />);
}

/**
 * Preview only: one block of the list, rendered again only when it changed. As the editor types,
 * each live answer changes one field of one block (decision 0049), and the rest keep their objects.
 */
function EditableBlockItem({ block }: { block: PageBlock }) {
  return (
    <EditableBlock blockKey={block._key}>
      <BlockList blocks={[block]} />
    </EditableBlock>
  );
}
let editableBlockItem: ComponentType<{ block: PageBlock }> | undefined;

function SkippedBlockNotice({ block }: { block: SkippedBlock }) {
  return (
    <div className="container skipped-block" role="note">
      Block {block.key} ({block.type}) is not shown: {block.reason}. Fix it in the studio; in production it is left out.
    </div>
  );
}
