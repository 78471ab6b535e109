/** @vitest-environment jsdom */
import { cleanup, render, screen, within } from "@testing-library/react";
import { Provider as JotaiProvider } from "jotai";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../api/mock/demo-data";
import { ContactBar, SiteHeader } from "./site-header";
import { siteChromeFixture as chrome } from "./site-chrome.fixture";

/** The header on a dashboard route (as /client-dashboard and /create flag themselves) or elsewhere. */
function renderHeader({ dashboard }: { dashboard: boolean }) {
  const router = createMemoryRouter([{ path: "/here", handle: { dashboard }, element: <SiteHeader chrome={chrome} /> }], {
    initialEntries: ["/here"],
  });
  render(
    <JotaiProvider>
      <RouterProvider router={router} />
    </JotaiProvider>,
  );
  return within(screen.getByRole("navigation", { name: "Main" }));
}

const signIn = (user: object) => localStorage.setItem("agency.user", JSON.stringify(user));

describe("the header's member button (product.md §4)", () => {
  it("is Place Order on dashboard routes for clients and staff", () => {
    for (const user of [DEMO_USERS.client, DEMO_USERS.accountManager]) {
      signIn(user);
      const nav = renderHeader({ dashboard: true });
      expect(nav.getByRole("link", { name: "Place Order" }).getAttribute("href")).toBe("/create");
      expect(nav.queryByRole("link", { name: "Dashboard" })).toBeNull();
      cleanup();
    }
  });

  it("is Dashboard elsewhere", () => {
    signIn(DEMO_USERS.client);
    const nav = renderHeader({ dashboard: false });
    expect(nav.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/client-dashboard");
    expect(nav.queryByRole("link", { name: "Place Order" })).toBeNull();
  });

  it("is never Place Order for providers, who cannot order", () => {
    signIn(DEMO_USERS.provider);
    const nav = renderHeader({ dashboard: true });
    expect(nav.queryByRole("link", { name: "Place Order" })).toBeNull();
    expect(nav.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/client-dashboard");
  });
});

describe("the contact bar's phone numbers", () => {
  it("links each number to dial, says its country to screen readers, and leaves out a number that is not set", () => {
    render(<ContactBar contact={{ ...chrome.contact!, phone: { uk: "+44 20 7946 0000", us: "+1 212 555 0100" } }} />);
    const uk = screen.getByRole("link", { name: "UK: +44 20 7946 0000" });
    expect(uk.getAttribute("href")).toBe("tel:+442079460000");
    expect(screen.getByRole("link", { name: "US: +1 212 555 0100" }).getAttribute("href")).toBe("tel:+12125550100");
    cleanup();
    render(<ContactBar contact={{ ...chrome.contact!, phone: { uk: "+44 20 7946 0000", us: null } }} />);
    expect(screen.queryByRole("link", { name: /^US:/ })).toBeNull();
    expect(screen.getAllByRole("link", { name: /^UK:/ })).toHaveLength(1);
  });
});
