/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { ServiceCardsBlock } from "./service-cards";
import { serviceCardsFixture } from "./service-cards.fixture";

describe("ServiceCardsBlock", () => {
  it("links each card to its service and Compare Packages to pricing or get-in-touch", () => {
    renderWithRouter(<ServiceCardsBlock block={serviceCardsFixture} />);
    expect(screen.getByRole("link", { name: "View Service: Blogger Outreach" }).getAttribute("href")).toBe(
      "/services/blogger-outreach",
    );
    expect(screen.getByRole("link", { name: "Compare Packages: Blogger Outreach" }).getAttribute("href")).toBe(
      "/services/blogger-outreach#pricing",
    );
    expect(screen.getByRole("link", { name: "Compare Packages: Digital PR" }).getAttribute("href")).toBe("/get-in-touch");
  });

  it("filters cards by service title", async () => {
    renderWithRouter(<ServiceCardsBlock block={serviceCardsFixture} />);
    await userEvent.type(screen.getByLabelText("Filter services"), "digital");
    expect(screen.queryByRole("heading", { name: "Blogger Outreach" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Digital PR" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("1 services shown");
  });

  it("heads a card with its own heading where the block names one, still linking to the service", () => {
    const block = {
      ...serviceCardsFixture,
      cardHeadings: [{ _key: "h", serviceId: serviceCardsFixture.services[0]!._id, heading: "SEO Outreach" }],
    };
    renderWithRouter(<ServiceCardsBlock block={block} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "SEO Outreach",
      "Digital PR",
    ]);
    expect(screen.getByRole("link", { name: "View Service: SEO Outreach" }).getAttribute("href")).toBe(
      "/services/blogger-outreach",
    );
  });
});
