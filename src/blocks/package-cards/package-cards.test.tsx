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
    expect(within(da20).getByText("per placement")).toBeTruthy();
    expect(within(da20).getByRole("heading", { level: 4, name: "Bulk Discount" })).toBeTruthy();
    expect(within(da20).getByText("25+ placements").parentElement?.textContent).toBe("25+ placements £55$78 each");
    expect(within(da20).getByText("Turnaround: 10+ days")).toBeTruthy();
    const enquire = within(da20).getByRole("link", { name: "Get in touch" });
    expect(enquire.getAttribute("href")).toBe("/get-in-touch");
    expect(enquire.getAttribute("aria-describedby")).toBe(within(da20).getByRole("heading", { level: 3 }).id);
  });

  it("badges the most popular package, and has one currency switch, above the cards", () => {
    renderWithRouter(<PackageCardsBlock block={packageCardsFixture} />);
    expect(within(card("DA30+")).getByText("Most Popular")).toBeTruthy();
    expect(within(card("DA20+")).queryByText("Most Popular")).toBeNull();
    const switches = screen.getAllByRole("group", { name: "Currency" });
    expect(switches).toHaveLength(1);
    expect(switches[0]!.closest(".package-card")).toBeNull();
    expect(within(card("DA30+")).getByRole("link", { name: "Ask about DA30+" }).getAttribute("href")).toBe("/get-in-touch");
  });

  it("writes amounts with thousands separators, and decimals only when not whole", () => {
    renderWithRouter(<PackageCardsBlock block={packageCardsFixture} />);
    expect(within(card("DA30+")).getByText("£1,080")).toBeTruthy();
    expect(within(card("DA30+")).getByText("$1,450.50")).toBeTruthy();
  });

  it("says 'from' only where bulk prices apply, and words the turnaround as the block asks", () => {
    const [withBulk, withoutBulk] = packageCardsFixture.packages;
    const block = {
      ...packageCardsFixture,
      turnaround: "from" as const,
      turnaroundDays: 14,
      packages: [withBulk!, { ...withoutBulk!, name: "DA60", bulkDiscounts: null }],
    };
    renderWithRouter(<PackageCardsBlock block={block} />);
    expect(within(card("DA20+")).getByText(/^from/)).toBeTruthy();
    expect(within(card("DA60")).queryByText(/^from/)).toBeNull();
    expect(within(card("DA60")).getByText("From 14 day turnaround time")).toBeTruthy();
  });

  it("shows a pounds-only price to dollar visitors as the pound price, billed in GBP", () => {
    const block = {
      ...packageCardsFixture,
      turnaround: "none" as const,
      packages: [
        { ...packageCardsFixture.packages[0]!, name: "DA30+ link", price: { gbp: 495, usd: null }, bulkDiscounts: null },
      ],
    };
    renderWithRouter(<PackageCardsBlock block={block} />);
    const usd = card("DA30+ link").querySelector('.price__amount[data-currency="USD"]');
    expect(usd?.textContent).toBe("£495 (billed in GBP)");
    expect(card("DA30+ link").querySelector('.price__amount[data-currency="GBP"]')?.textContent).toBe("£495");
    expect(within(card("DA30+ link")).queryByText(/Turnaround/)).toBeNull();
  });
});
