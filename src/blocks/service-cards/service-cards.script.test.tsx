/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { startPrerenderedBlock } from "../../test/prerendered-block";
import { serviceCardsFixture } from "./service-cards.fixture";

const shownTitles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

afterEach(() => document.body.replaceChildren());

describe("the service cards' filter on a public page", () => {
  it("shows only the cards whose title holds what is typed, in any case, and says how many", async () => {
    await startPrerenderedBlock(serviceCardsFixture);
    expect(shownTitles()).toEqual(["Blogger Outreach", "Digital PR"]);
    await userEvent.type(screen.getByLabelText("Filter services"), "DIGITAL");
    expect(shownTitles()).toEqual(["Digital PR"]);
    expect(screen.getByRole("status").textContent).toBe("1 services shown");
    await userEvent.clear(screen.getByLabelText("Filter services"));
    expect(shownTitles()).toEqual(["Blogger Outreach", "Digital PR"]);
  });

  it("says so when no card matches, naming what was typed", async () => {
    await startPrerenderedBlock(serviceCardsFixture);
    expect(screen.getByText(/No service matches/).hidden).toBe(true);
    await userEvent.type(screen.getByLabelText("Filter services"), "plumbing");
    expect(shownTitles()).toEqual([]);
    expect(screen.getByText(/No service matches/).hidden).toBe(false);
    expect(screen.getByText(/No service matches/).textContent).toBe("No service matches “plumbing”.");
  });
});
