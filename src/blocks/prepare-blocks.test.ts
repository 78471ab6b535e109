import { afterEach, describe, expect, it, vi } from "vitest";
import { prepareBlocks } from "./prepare-blocks";

describe("prepareBlocks", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps valid blocks in order and names skipped ones with their document in the build log", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { blocks, skipped } = prepareBlocks(
      [
        { _key: "a", _type: "faq", items: [{ _key: "q" }] },
        { _key: "b", _type: "carousel3d" },
        { _key: "c", _type: "faq", items: [] },
        { _key: "d", _type: "bookACall", title: "Need help with strategy?", members: [{ _id: "t1" }] },
        null,
      ],
      'service "service-x" (/services/x)',
    );
    expect(blocks.map((block) => block._key)).toEqual(["a", "d"]);
    expect(skipped).toEqual([
      { key: "b", type: "carousel3d", reason: 'unknown block type "carousel3d"' },
      { key: "c", type: "faq", reason: "missing items" },
      { key: "#4", type: "(no type)", reason: 'unknown block type "(no type)"' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      '[blocks] service "service-x" (/services/x): skipped block b (carousel3d): unknown block type "carousel3d"',
    );
  });
});
