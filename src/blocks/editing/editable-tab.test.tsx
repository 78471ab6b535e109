/** @vitest-environment jsdom */
/**
 * Tab panels an editor can rearrange from the preview (decision 0050): each tab names its panel's
 * item of the tabs block's `panels` list, in a row, and a click on a tab still shows its panel while
 * visual editing takes the click to open the panel's fields.
 */
import { fireEvent, screen } from "@testing-library/react";
import { vercelStegaCombine } from "@vercel/stega";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../test/render";
import { PageBlocks } from "../page-blocks";
import { tabsFixture } from "../tabs/tabs.fixture";
import type { BlockOf } from "../types";
import { BlockArrayPathContext } from "./block-array-path";

const PAGE = { id: "service-blogger-outreach", type: "service", path: "blocks" };

/** The fixture's tabs with their titles stega-encoded, as the preview's client returns shown text. */
const encodedTabs: BlockOf<"tabs"> = {
  ...tabsFixture,
  panels: tabsFixture.panels.map((panel) => ({
    ...panel,
    title: vercelStegaCombine(panel.title, {
      origin: "sanity.io",
      href: `https://studio.example.co.uk/intent/edit/id=${PAGE.id};type=${PAGE.type};path=blocks[_key=="tabs"].panels[_key=="${panel._key}"].title`,
    }),
  })),
};

function renderInPreview(blocks: BlockOf<"tabs">) {
  return renderWithRouter(
    <BlockArrayPathContext value={PAGE}>
      <PageBlocks blocks={[blocks]} />
    </BlockArrayPathContext>,
  );
}

/** The studio path a `data-sanity` attribute names, as the attribute writes it (`blocks:tabs.panels:how`). */
const pathOf = (element: Element) => /;path=([^;]+)/.exec(element.getAttribute("data-sanity") ?? "")?.[1];

afterEach(() => vi.unstubAllEnvs());

describe("tabs in the drafts preview", () => {
  it("makes each tab its panel's item, dragged along a row, its label plain (no stega) so nothing else claims the tab", () => {
    vi.stubEnv("DRAFTS_PREVIEW", "true");
    renderInPreview(encodedTabs);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map(pathOf)).toEqual(["blocks:tabs.panels:how", "blocks:tabs.panels:why"]);
    expect(tabs.map((tab) => tab.getAttribute("data-sanity-drag-flow"))).toEqual(["horizontal", "horizontal"]);
    expect(tabs.map((tab) => tab.textContent)).toEqual(["How does it work?", "Why choose"]);
    // The tabs are the only elements naming a panel itself: a hidden panel has no box to drag.
    const panelItems = [...document.querySelectorAll("[data-sanity]")].filter((element) =>
      /\.panels:[^.]+$/.test(pathOf(element) ?? ""),
    );
    expect(panelItems).toEqual(tabs);
  });

  it("shows a tab's panel when it is clicked, though visual editing stops the click on the tab", () => {
    vi.stubEnv("DRAFTS_PREVIEW", "true");
    renderInPreview(encodedTabs);
    const why = screen.getByRole("tab", { name: "Why choose" });
    // What visual editing does with a click on an element it outlines: the page's own handlers never hear it.
    why.addEventListener("click", (event) => event.stopPropagation(), { capture: true });
    fireEvent.click(why);
    expect(why.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toContain("Real outreach, one site at a time.");
  });

  it("outside the preview, no tab names its panel", () => {
    renderInPreview(encodedTabs);
    expect(screen.getAllByRole("tab").some((tab) => tab.hasAttribute("data-sanity"))).toBe(false);
  });
});
