/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { PricingTableBlock } from "./pricing-table";
import { pricingTableFixture } from "./pricing-table.fixture";

const row = (label: string) => screen.getByRole("rowheader", { name: label }).closest("tr") as HTMLElement;
const cells = (label: string) =>
  within(row(label))
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("PricingTableBlock", () => {
  it("has a column per package and rows from the first package's items, matched by label", () => {
    renderWithRouter(<PricingTableBlock block={pricingTableFixture} />);
    expect(
      within(screen.getAllByRole("row")[0]!)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Package 1", "Package 2"]);
    expect(cells("Keywords")).toEqual(["4", "1,000"]);
    expect(cells("Image alt text")).toEqual(["✕Not included", "✓Included"]);
    expect(cells("PR links")).toEqual(["✕Not included", "On request"]);
    // A group heading labels its own rows (a row group), not a column.
    const group = screen.getByRole("rowheader", { name: "Off-page Elements" });
    expect(group.getAttribute("scope")).toBe("rowgroup");
    expect(within(group.closest("tbody")!).getByRole("rowheader", { name: "PR links" })).toBeTruthy();
  });

  it("shows prices in both currencies, or the price text, with the unit", () => {
    renderWithRouter(<PricingTableBlock block={pricingTableFixture} />);
    expect(cells("Price")).toEqual(["Tailored quoteper month", "£1,495$1,995per month"]);
  });

  it("offers Order plus 'or get in touch' when a package has an order link, otherwise Get in touch", () => {
    renderWithRouter(<PricingTableBlock block={pricingTableFixture} />);
    const table = within(screen.getByRole("table"));
    expect(table.getByRole("link", { name: "Order Package 2" }).getAttribute("href")).toBe("/create");
    expect(table.getByRole("link", { name: "or get in touch" }).getAttribute("href")).toBe("/get-in-touch");
    expect(table.getByRole("link", { name: "Get in touch about Package 1" }).getAttribute("href")).toBe("/get-in-touch");
  });

  it("also sets each package out as a card (the phone view), every value beside its feature's label", () => {
    renderWithRouter(<PricingTableBlock block={pricingTableFixture} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(["Package 1", "Package 2"]);
    const second = within(cards[1]!);
    const valueOf = (label: string) => second.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
    expect(valueOf("Keywords")).toBe("1,000");
    expect(valueOf("Image alt text")).toBe("✓Included");
    expect(valueOf("PR links")).toBe("On request");
    expect(second.getByRole("heading", { level: 4, name: "Off-page Elements" })).toBeTruthy();
    expect(second.getByRole("link", { name: "Order Package 2" }).getAttribute("href")).toBe("/create");
  });
});
