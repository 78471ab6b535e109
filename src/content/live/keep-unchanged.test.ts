import { describe, expect, it } from "vitest";
import { keepUnchanged } from "./keep-unchanged";

describe("keepUnchanged", () => {
  const previous = {
    page: {
      title: "Blogger Outreach",
      blocks: [
        { _key: "a", heading: "Packages" },
        { _key: "b", items: [1, 2] },
      ],
    },
    skipped: [],
  };

  it("keeps every part a new copy did not change, and gives the new value where it did", () => {
    const next = structuredClone(previous);
    next.page.blocks[0]!.heading = "Our packages";
    const kept = keepUnchanged(previous, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(previous);
    expect(kept.page.blocks[0]).not.toBe(previous.page.blocks[0]);
    // The untouched block, and the list beside the page, are the very objects shown before.
    expect(kept.page.blocks[1]).toBe(previous.page.blocks[1]);
    expect(kept.skipped).toBe(previous.skipped);
  });

  it("gives back the previous object itself when nothing changed", () => {
    expect(keepUnchanged(previous, structuredClone(previous))).toBe(previous);
  });

  it("sees a block moved, added or removed, and a field gone", () => {
    const moved = structuredClone(previous);
    moved.page.blocks.reverse();
    const kept = keepUnchanged(previous, moved);
    expect(kept.page.blocks.map((block) => block._key)).toEqual(["b", "a"]);
    const shorter = keepUnchanged(previous, { ...previous, page: { ...previous.page, blocks: [previous.page.blocks[0]!] } });
    expect(shorter.page.blocks).toHaveLength(1);
    const withoutTitle = keepUnchanged(previous, { ...previous, page: { blocks: previous.page.blocks } });
    expect(withoutTitle.page).not.toHaveProperty("title");
  });
});
