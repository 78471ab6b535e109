/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { FaqBlock } from "./faq";
import { faqFixture } from "./faq.fixture";

describe("FaqBlock", () => {
  it("lists every question under the FAQ anchor and opens an answer on click", async () => {
    const { container } = renderWithRouter(<FaqBlock block={faqFixture} />);
    expect(container.querySelector("#frequently-asked-questions")).toBeTruthy();
    const question = screen.getByText("How long does a campaign take?");
    const details = question.closest("details")!;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(screen.getByText("Most placements go live within two to three weeks.")).toBeTruthy();
  });
});
