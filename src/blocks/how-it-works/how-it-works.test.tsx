/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { HowItWorksBlock } from "./how-it-works";
import { howItWorksFixture } from "./how-it-works.fixture";

describe("HowItWorksBlock", () => {
  it("shows the steps in order under the #how-it-works anchor", () => {
    const { container } = renderWithRouter(<HowItWorksBlock block={howItWorksFixture} />);
    const section = container.querySelector("#how-it-works") as HTMLElement;
    expect(within(section).getByRole("heading", { level: 2 }).textContent).toBe("How does it work?");
    const steps = within(screen.getByRole("list"))
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(steps).toEqual(["Tell us your targets", "We find the right sites", "Your links go live"]);
  });
});
