/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startPrerenderedBlock } from "../../test/prerendered-block";
import { teamGridFixture } from "./team-grid.fixture";

/** The names of the biographies shown (every biography is in the markup; the others are hidden). */
const shownBiographies = () => screen.queryAllByRole("article").map((article) => article.querySelector("h3")?.textContent);
const scrolledTo: Element[] = [];

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this);
  });
});
afterEach(() => {
  document.body.replaceChildren();
  scrolledTo.length = 0;
});

describe("the team grid's plain script on a public page", () => {
  it("shows a chosen member's biography above the grid, with their hash as a new history entry and the focus on their name", async () => {
    await startPrerenderedBlock(teamGridFixture, { path: "/about-us" });
    const entries = window.history.length;
    expect(shownBiographies()).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: /Owen Price/ }));
    expect(shownBiographies()).toEqual(["Owen Price"]);
    expect(window.location.hash).toBe("#owen-price");
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByRole("button", { name: /Owen Price/ }).getAttribute("aria-pressed")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 3, name: "Owen Price" }));
    expect(scrolledTo).toEqual([screen.getByRole("article")]);
  });

  it("closes the open member when chosen again, back to the page's own address, and keeps their card a link to it", async () => {
    await startPrerenderedBlock(teamGridFixture, { path: "/about-us" });
    const amelia = screen.getByRole("button", { name: /Amelia Hart/ });
    expect(amelia.getAttribute("href")).toBe("/about-us/amelia-hart");
    await userEvent.click(amelia);
    expect(amelia.getAttribute("href")).toBe("/about-us");
    expect(screen.getByRole("link", { name: /Book a call with Amelia Hart/ }).getAttribute("target")).toBe("_blank");
    await userEvent.click(amelia);
    expect(shownBiographies()).toEqual([]);
    expect(`${window.location.pathname}${window.location.hash}`).toBe("/about-us");
    expect(amelia.getAttribute("aria-pressed")).toBe("false");
  });

  it("chooses with Space on a member's card, as on a button", async () => {
    await startPrerenderedBlock(teamGridFixture, { path: "/about-us" });
    screen.getByRole("button", { name: /Owen Price/ }).focus();
    await userEvent.keyboard(" ");
    expect(shownBiographies()).toEqual(["Owen Price"]);
  });

  it("lands on the biography a shared address names: /about-us#member and /about-us/member", async () => {
    await startPrerenderedBlock(teamGridFixture, { path: "/about-us#amelia-hart" });
    expect(shownBiographies()).toEqual(["Amelia Hart"]);
    expect(scrolledTo).toEqual([screen.getByRole("article")]);
    scrolledTo.length = 0;
    await startPrerenderedBlock(teamGridFixture, { path: "/about-us/owen-price" });
    expect(shownBiographies()).toEqual(["Owen Price"]);
    expect(scrolledTo).toEqual([screen.getByRole("article")]);
  });

  it("shows the member before on Back, and none before the first choice", async () => {
    await startPrerenderedBlock(teamGridFixture, { path: "/about-us" });
    await userEvent.click(screen.getByRole("button", { name: /Amelia Hart/ }));
    await userEvent.click(screen.getByRole("button", { name: /Owen Price/ }));
    const back = () =>
      new Promise<void>((resolve) => {
        window.addEventListener("popstate", () => setTimeout(resolve), { once: true });
        window.history.back();
      });
    await back();
    expect(shownBiographies()).toEqual(["Amelia Hart"]);
    await back();
    expect(shownBiographies()).toEqual([]);
  });
});
