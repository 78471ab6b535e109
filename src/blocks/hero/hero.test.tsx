/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { HeroBlock } from "./hero";
import { heroFixture } from "./hero.fixture";

describe("HeroBlock", () => {
  it("shows the heading as the page's h1 and the visitor and client buttons", () => {
    renderWithRouter(<HeroBlock block={heroFixture} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("International SEO");
    expect(screen.getByText("Creative Content & Publishing Services")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View services" }).getAttribute("href")).toBe("/services");
    expect(screen.getByRole("link", { name: "Get in touch" }).getAttribute("href")).toBe("/get-in-touch");
    // Which of these a visitor or a client sees is decided in the browser: see routes.test.ts.
    expect(screen.getByRole("link", { name: "View Dashboard" }).getAttribute("href")).toBe("/client-dashboard");
  });
});
