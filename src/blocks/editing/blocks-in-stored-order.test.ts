import { describe, expect, it } from "vitest";
import { blocksInStoredOrder } from "./blocks-in-stored-order";

/** Prepared blocks (what the page renders) carry more than the stored ones; only keys tie them. */
const hero = { _key: "hero", _type: "hero", heading: "Prepared hero" };
const faq = { _key: "faq", _type: "faq", items: ["prepared"] };
const text = { _key: "text", _type: "textSection", body: "prepared" };
const tabs = {
  _key: "tabs",
  _type: "tabs",
  panels: [
    {
      _key: "p1",
      title: "How",
      blocks: [
        { _key: "a", _type: "howItWorks" },
        { _key: "b", _type: "keyBenefits" },
      ],
    },
    { _key: "p2", title: "Why", blocks: [{ _key: "c", _type: "textSection" }] },
  ],
};
const raw = (key: string, extra: object = {}) => ({ _key: key, _type: "stored", ...extra });

describe("blocksInStoredOrder", () => {
  it("puts the prepared blocks in the stored order, keeping what was prepared", () => {
    expect(blocksInStoredOrder([hero, faq, text], [raw("text"), raw("hero"), raw("faq")])).toEqual([text, hero, faq]);
  });

  it("leaves out a block the stored list no longer holds, and waits for one it has not prepared", () => {
    expect(blocksInStoredOrder([hero, faq, text], [raw("faq"), raw("new"), raw("hero")])).toEqual([faq, hero]);
  });

  it("orders a tab's panels and each panel's blocks as stored", () => {
    const stored = [
      raw("tabs", {
        panels: [
          { _key: "p2", blocks: [raw("c")] },
          { _key: "p1", blocks: [raw("b"), raw("a")] },
        ],
      }),
      raw("hero"),
    ];
    const [movedTabs, movedHero] = blocksInStoredOrder<typeof hero | typeof tabs>([tabs, hero], stored) as [
      typeof tabs,
      typeof hero,
    ];
    expect(movedHero).toBe(hero);
    expect(movedTabs.panels.map((panel) => panel._key)).toEqual(["p2", "p1"]);
    expect(movedTabs.panels[1]!.blocks.map((block) => block._key)).toEqual(["b", "a"]);
    expect(movedTabs.panels[1]!.title).toBe("How");
  });

  it("keeps the blocks as they are when the stored document has no list to follow", () => {
    expect(blocksInStoredOrder([hero, faq], undefined)).toEqual([hero, faq]);
    expect(blocksInStoredOrder([hero, faq], null)).toEqual([hero, faq]);
  });
});
