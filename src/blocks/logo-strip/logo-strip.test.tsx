/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { LogoStripBlock } from "./logo-strip";
import { logoStripFixture } from "./logo-strip.fixture";

describe("LogoStripBlock", () => {
  it("lists each logo under its heading, named for screen readers, linked when it has a link", () => {
    renderWithRouter(<LogoStripBlock block={logoStripFixture} />);
    const strip = screen.getByRole("region", { name: "Where our placements appear" });
    const images = within(strip).getAllByRole("img");
    expect(images.map((image) => image.getAttribute("alt"))).toEqual(["News sites", "Niche blogs"]);
    expect(images.every((image) => image.getAttribute("width") && image.getAttribute("height"))).toBe(true);
    expect(within(strip).getByRole("link", { name: "Niche blogs" }).getAttribute("href")).toBe("/services/blogger-outreach");
  });

  it("leaves out logos without an image, and renders nothing when none has one", () => {
    renderWithRouter(<LogoStripBlock block={logoStripFixture} />);
    expect(screen.queryByAltText("No image yet")).toBeNull();
    const { container } = renderWithRouter(
      <LogoStripBlock block={{ ...logoStripFixture, logos: [logoStripFixture.logos[2]!] }} />,
    );
    expect(container.innerHTML).toBe("");
  });
});
