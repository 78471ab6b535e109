import { at, defineMigration, set } from "sanity/migrate";
import { hasRetiredTextBlocks, mergeTextBlocks } from "./merge-text-blocks";

/**
 * Run against a live dataset from `studio/`:
 *   npx sanity migration run merge-text-blocks            (dry run: lists the patches)
 *   npx sanity migration run merge-text-blocks --no-dry-run
 * The embedded dataset is already seeded in the new shape.
 */
export default defineMigration({
  title: "Turn Explained and Why choose us blocks into text sections",
  documentTypes: ["page", "service", "personaPage"],
  migrate: {
    document(doc) {
      const blocks = (doc as { blocks?: unknown }).blocks;
      if (!Array.isArray(blocks) || !hasRetiredTextBlocks(blocks)) return undefined;
      return at("blocks", set(mergeTextBlocks(blocks)));
    },
  },
});
