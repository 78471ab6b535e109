/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { ExplainedBlock } from "./explained";
import { explainedFixture } from "./explained.fixture";

describe("ExplainedBlock", () => {
  it("renders its title and explanation", () => {
    const { container } = renderWithRouter(<ExplainedBlock block={explainedFixture} />);
    expect(screen.getByRole("heading", { level: 2, name: "SEO packages explained" })).toBeTruthy();
    expect(container.querySelector("#explained p")?.textContent).toBe("Each month covers on-page work, content and outreach.");
  });
});
