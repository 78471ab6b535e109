/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { TextSectionBlock } from "./text-section";
import { textSectionFixture } from "./text-section.fixture";

describe("TextSectionBlock", () => {
  it("renders the heading, the claim's current wording inline and working links", () => {
    const { container } = renderWithRouter(<TextSectionBlock block={textSectionFixture} />);
    expect(screen.getByRole("heading", { level: 2, name: "Who We Are" })).toBeTruthy();
    expect(container.querySelector("p")?.textContent).toBe("We have helped over 3,000 clients grow. See our services.");
    expect(screen.getByRole("link", { name: "services" }).getAttribute("href")).toBe("/services");
    expect(container.querySelector("section")?.id).toBe("who-we-are");
  });
});
