/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { WhyChooseBlock } from "./why-choose";
import { whyChooseFixture } from "./why-choose.fixture";

describe("WhyChooseBlock", () => {
  it("renders the title and the rich text, lists included", () => {
    renderWithRouter(<WhyChooseBlock block={whyChooseFixture} />);
    expect(screen.getByRole("heading", { level: 2, name: "Why choose us?" })).toBeTruthy();
    expect(screen.getByText("We only place content on sites real people read.")).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe("Native-speaking outreach teams");
  });
});
