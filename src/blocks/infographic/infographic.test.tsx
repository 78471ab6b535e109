/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { InfographicBlock } from "./infographic";
import { infographicFixture } from "./infographic.fixture";

describe("InfographicBlock", () => {
  it("draws each figure as text a screen reader reads, with a ring for a share of a whole", () => {
    const { container } = renderWithRouter(<InfographicBlock block={infographicFixture} />);
    const figure = screen.getByRole("figure", { name: "The science of sleep" });
    const figures = [...figure.querySelectorAll(".infographic__figure")].map((item) => item.textContent);
    expect(figures).toEqual([
      "7+ hoursof sleep a night for most adults (of a 24-hour day)",
      "90 minutesfor one sleep cycle, roughly",
    ]);
    const share = container.querySelector(".infographic__ring-share")!.getAttribute("stroke-dasharray")!.split(" ").map(Number);
    expect(share[0]! / (share[0]! + share[1]!)).toBeCloseTo(7 / 24, 3);
    expect(container.querySelectorAll(".infographic__ring")).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 3, name: "Habits that help" })).toBeTruthy();
  });
});
