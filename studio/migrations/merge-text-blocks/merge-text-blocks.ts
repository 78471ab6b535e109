/**
 * "Explained" and "Why choose us" were separate block types with the same shape as a text
 * section (a heading and rich text). They are text sections now, at the anchors the old blocks
 * rendered at (#explained, #examples), so links into those sections keep working.
 */
const ANCHOR_OF_RETIRED_TYPE: Record<string, string> = { explained: "explained", whyChoose: "examples" };

type Block = { _type?: unknown; [field: string]: unknown };

function isBlock(value: unknown): value is Block {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asTextSection(block: Block): Block {
  const anchor = typeof block._type === "string" ? ANCHOR_OF_RETIRED_TYPE[block._type] : undefined;
  if (!anchor) return block;
  const { title, ...rest } = block;
  return { ...rest, _type: "textSection", ...(title ? { heading: title } : {}), anchor };
}

/** Also inside tabs, whose panels hold blocks of their own. */
function withMergedChildren(block: Block): Block {
  if (block._type !== "tabs" || !Array.isArray(block.panels)) return block;
  return {
    ...block,
    panels: block.panels.map((panel: unknown) =>
      isBlock(panel) && Array.isArray(panel.blocks) ? { ...panel, blocks: mergeTextBlocks(panel.blocks) } : panel,
    ),
  };
}

export function mergeTextBlocks(blocks: readonly unknown[]): unknown[] {
  return blocks.map((block) => (isBlock(block) ? asTextSection(withMergedChildren(block)) : block));
}

export function hasRetiredTextBlocks(blocks: readonly unknown[]): boolean {
  return JSON.stringify(mergeTextBlocks(blocks)) !== JSON.stringify(blocks);
}
