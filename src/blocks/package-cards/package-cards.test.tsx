/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { PackageCardsBlock } from "./package-cards";
import { packageCardsFixture } from "./package-cards.fixture";

const card = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;

describe("PackageCardsBlock", () => {
  it("shows each package's from-price in both currencies with its unit, and bulk prices each", () => {
    renderWithRouter(<PackageCardsBlock block={packageCardsFixture} />);
    const da20 = card("DA20+");
    expect(within(da20).getByText("£60")).toBeTruthy();
    expect(within(da20).getByText("$85")).toBeTruthy();
    expect(within(da20).getByText("Per Placement")).toBeTruthy();
    expect(within(da20).getByRole("heading", { level: 4, name: "Bulk Discount" })).toBeTruthy();
    expect(within(da20).getByText("25+ placements").parentElement?.textContent).toBe("25+ placements £55$78 each");
    expect(within(da20).getByText("Turnaround: 10+ days")).toBeTruthy();
    const enquire = within(da20).getByRole("link", { name: "Get In Touch" });
    expect(enquire.getAttribute("href")).toBe("/get-in-touch");
    expect(enquire.getAttribute("aria-describedby")).toBe(within(da20).getByRole("heading", { level: 3 }).id);
  });

  it("badges the most popular package and gives it the currency switch", () => {
    renderWithRouter(<PackageCardsBlock block={packageCardsFixture} />);
    expect(within(card("DA30+")).getByText("Most Popular")).toBeTruthy();
    expect(within(card("DA30+")).getByRole("group", { name: "Currency" })).toBeTruthy();
    expect(within(card("DA20+")).queryByText("Most Popular")).toBeNull();
    expect(within(card("DA20+")).queryByRole("group", { name: "Currency" })).toBeNull();
    expect(within(card("DA30+")).getByRole("link", { name: "Ask about DA30+" }).getAttribute("href")).toBe("/get-in-touch");
  });

  it("writes amounts with thousands separators, and decimals only when not whole", () => {
    renderWithRouter(<PackageCardsBlock block={packageCardsFixture} />);
    expect(within(card("DA30+")).getByText("£1,080")).toBeTruthy();
    expect(within(card("DA30+")).getByText("$1,450.50")).toBeTruthy();
  });
});
