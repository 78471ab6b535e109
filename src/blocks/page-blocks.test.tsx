/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../test/render";
import { faqFixture } from "./faq/faq.fixture";
import { PageBlocks } from "./page-blocks";
import { textSectionFixture } from "./text-section/text-section.fixture";
import type { PageBlock } from "./types";

describe("PageBlocks", () => {
  it("renders blocks in order and shows a development placeholder for skipped ones", () => {
    renderWithRouter(
      <PageBlocks
        blocks={[textSectionFixture, faqFixture]}
        skipped={[{ key: "b", type: "carousel3d", reason: 'unknown block type "carousel3d"' }]}
      />,
    );
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Who We Are", "Frequently asked questions"]);
    expect(screen.getByRole("note").textContent).toContain('Block b (carousel3d) is not shown: unknown block type "carousel3d"');
  });

  it("renders nothing for a block type the registry does not know, and the rest of the page", () => {
    const unknown = { _key: "x", _type: "carousel3d" } as unknown as PageBlock;
    renderWithRouter(<PageBlocks blocks={[unknown, faqFixture]} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Frequently asked questions");
  });
});
