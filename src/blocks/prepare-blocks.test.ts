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

  it("checks blocks inside tabs the same way, and names the tab they sat in", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const body = [{ _key: "p", _type: "block", children: [{ _key: "s", _type: "span", text: "Real outreach." }] }];
    const { blocks, skipped } = prepareBlocks(
      [
        {
          _key: "t",
          _type: "tabs",
          panels: [
            {
              _key: "why",
              title: "Why choose",
              blocks: [
                { _key: "no-body", _type: "textSection", heading: "Why choose us?" },
                { _key: "ok", _type: "textSection", heading: "Why choose us?", body },
                { _key: "hero", _type: "hero", heading: "Not allowed in a tab" },
              ],
            },
            { _key: "empty", title: "Only broken content", blocks: [{ _key: "x", _type: "textSection" }] },
            { _key: "unlabelled", title: "", blocks: [{ _key: "y", _type: "textSection", body }] },
          ],
        },
      ],
      'service "service-x" (/services/x)',
    );
    const tabsLeft = blocks.flatMap((block) =>
      block._type === "tabs"
        ? block.panels.map((panel) => `${panel._key}: ${panel.blocks.map((inner) => inner._key).join(", ")}`)
        : [],
    );
    expect({ tabsLeft, skipped: skipped.map((entry) => `${entry.key} (${entry.type}): ${entry.reason}`) }).toEqual({
      tabsLeft: ["why: ok"],
      skipped: [
        "t › tab why › no-body (textSection): missing body",
        "t › tab why › hero (hero): a hero block cannot be placed here",
        "t › tab empty › x (textSection): missing body",
      ],
    });
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[blocks] service "service-x" (/services/x): skipped block t › tab why › no-body (textSection): missing body',
    );
  });

  it("drops list entries that point at deleted documents, and the block when none is left", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const card = { _id: "p1", name: "DA20+" };
    const { blocks, skipped } = prepareBlocks(
      [
        { _key: "some", _type: "packageCards", packages: [null, card] },
        { _key: "none", _type: "packageCards", packages: [null] },
      ],
      "service",
    );
    expect(blocks).toEqual([{ _key: "some", _type: "packageCards", packages: [card] }]);
    expect(skipped).toEqual([{ key: "none", type: "packageCards", reason: "missing packages" }]);
  });

  it("leaves out tabs when no tab has anything to show", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { blocks, skipped } = prepareBlocks(
      [{ _key: "t", _type: "tabs", panels: [{ _key: "a", title: "A", blocks: [{ _key: "x", _type: "faq" }] }] }],
      "page",
    );
    expect(blocks).toEqual([]);
    expect(skipped.at(-1)).toEqual({ key: "t", type: "tabs", reason: "no tab has a label and a block that can be shown" });
  });
});
