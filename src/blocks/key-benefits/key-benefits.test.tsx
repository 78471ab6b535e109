/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { KeyBenefitsBlock } from "./key-benefits";
import { keyBenefitsFixture } from "./key-benefits.fixture";

describe("KeyBenefitsBlock", () => {
  it("shows each benefit with its explanation under #key-benefits", () => {
    const { container } = renderWithRouter(<KeyBenefitsBlock block={keyBenefitsFixture} />);
    expect(container.querySelector("#key-benefits")).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("heading", { name: "Clear reporting" })).toBeTruthy();
    expect(screen.getByText("You see every live link and the page it points to.")).toBeTruthy();
  });
});
