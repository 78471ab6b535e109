import { requiredBlockFields } from "./projections";
import type { PageBlock, SkippedBlock } from "./types";

interface RawBlock {
  _key?: unknown;
  _type?: unknown;
  [field: string]: unknown;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

/**
 * Runs in route loaders, so at build time. Keeps the blocks that can render; every other block is
 * left out and named in the build log with the document it belongs to, so one bad block never
 * takes a page down.
 */
export function prepareBlocks(
  blocks: readonly unknown[] | null | undefined,
  documentLabel: string,
): { blocks: PageBlock[]; skipped: SkippedBlock[] } {
  const kept: PageBlock[] = [];
  const skipped: SkippedBlock[] = [];
  (blocks ?? []).forEach((value, index) => {
    const block = (value ?? {}) as RawBlock;
    const key = typeof block._key === "string" ? block._key : `#${index}`;
    const type = typeof block._type === "string" ? block._type : "(no type)";
    const required = requiredBlockFields[type];
    let reason: string | undefined;
    if (!required) reason = `unknown block type "${type}"`;
    else {
      const missing = required.filter((field) => isEmpty(block[field]));
      if (missing.length) reason = `missing ${missing.join(", ")}`;
    }
    if (reason) {
      skipped.push({ key, type, reason });
      console.warn(`[blocks] ${documentLabel}: skipped block ${key} (${type}): ${reason}`);
    } else {
      kept.push(block as unknown as PageBlock);
    }
  });
  return { blocks: kept, skipped };
}
