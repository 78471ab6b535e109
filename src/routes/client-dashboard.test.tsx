/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_USERS } from "../api/mock/demo-data";
import { createMockApiHandlers } from "../api/mock/handlers";
import { renderWithRouter } from "../test/render";
import ClientDashboardRoute from "./client-dashboard";

const API = "https://api.example.test";
const seen: { path: string; auth: string | null }[] = [];
// The same stand-in back end `npm run dev:mock` serves in the browser.
const server = setupServer(...createMockApiHandlers(API));
server.events.on("request:start", ({ request }) => {
  seen.push({ path: new URL(request.url).pathname, auth: request.headers.get("Authorization") });
});

const signIn = (user: object) => localStorage.setItem("agency.user", JSON.stringify(user));
const renderDashboard = () => renderWithRouter(<ClientDashboardRoute />, { path: "/client-dashboard" });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The screen is its own chunk; on a busy machine its first transform outlasts a 1 s findBy, so load it first.
  await import("../screens/dashboard-screen");
});
beforeEach(() => vi.stubEnv("VITE_API_URL", API));
afterEach(() => {
  server.resetHandlers(...createMockApiHandlers(API));
  seen.length = 0;
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

describe("the client dashboard", () => {
  it("says it is loading while its chunk arrives", async () => {
    signIn(DEMO_USERS.client);
    renderDashboard();
    expect(screen.getByRole("status").textContent).toBe("Loading your dashboard…");
    await screen.findByRole("heading", { name: "Dashboard" });
  });

  it("lists the client's orders newest first, with capitalised status and totals in pounds", async () => {
    signIn(DEMO_USERS.client);
    renderDashboard();
    const table = await within(await screen.findByRole("region", { name: "Your orders" })).findByRole("table");
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["OL-1002", "OL-1001"]);
    expect(rows[0]).toEqual(["SEO Packages", "2 November 2026", "—", "In progress", "£99.50"]);
    expect(rows[1]).toEqual(["Blogger Outreach", "1 September 2026", "30 September 2026", "Paid", "£1,250"]);
    expect(seen.find((call) => call.path === "/orders")?.auth).toBe(`Bearer ${DEMO_USERS.client.token}`);
    expect(await screen.findByText("Report question")).toBeTruthy();
    expect(screen.queryByText("Invoice address change")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Leads" })).toBeNull();
    expect(screen.getByRole("link", { name: "Place Order" }).getAttribute("href")).toBe("/create");
  });

  it.each([
    ["account_manager", "Account Manager"],
    ["operations", "Operations"],
    ["admin", "ADMIN"],
    ["client", "Client"],
    ["provider", "Provider"],
  ])("greets a signed-in %s by the role's product.md §6 name, %s", async (role, name) => {
    signIn({ ...DEMO_USERS.client, role });
    renderDashboard();
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(screen.getByText(`Welcome back, ${DEMO_USERS.client.first_name} · ${name}`)).toBeTruthy();
  });

  it("shows account managers all tickets and the leads", async () => {
    signIn(DEMO_USERS.accountManager);
    renderDashboard();
    expect(await screen.findByText("Invoice address change")).toBeTruthy();
    expect(await screen.findByText("Acme Ltd")).toBeTruthy();
    expect(screen.getByText(/Account Manager/)).toBeTruthy();
    expect(seen.map((call) => call.path)).toContain("/tickets/all");
  });

  it("offers providers no Place Order (the /create route excludes them)", async () => {
    signIn(DEMO_USERS.provider);
    renderDashboard();
    expect(await screen.findByText("You have no orders yet.")).toBeTruthy();
    expect(screen.getByText(/Provider/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Place Order" })).toBeNull();
    expect(screen.getByRole("link", { name: "Sign out" })).toBeTruthy();
  });

  it("explains a failure in the API's own words and loads again on retry", async () => {
    signIn(DEMO_USERS.client);
    server.use(
      http.get(
        `${API}/orders`,
        () => HttpResponse.json({ errors: { messages: ["Orders are being updated.", "Try again shortly."] } }, { status: 503 }),
        { once: true },
      ),
    );
    renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Orders are being updated.\nTry again shortly.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("OL-1001")).toBeTruthy();
  });

  it("signs the visitor out and sends them to /login when the API answers 401", async () => {
    signIn({ ...DEMO_USERS.client, token: "expired" });
    const { router } = renderDashboard();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(localStorage.getItem("agency.user")).toBeNull();
  });
});

describe("the client dashboard on a site built without an API address", () => {
  it("explains that the client area is not connected instead of failing", async () => {
    vi.stubEnv("VITE_API_URL", "");
    signIn(DEMO_USERS.client);
    renderDashboard();
    expect((await screen.findByText(/not connected to the client area/)).getAttribute("role")).toBe("status");
    expect(screen.getByRole("link", { name: "Sign out" })).toBeTruthy();
    expect(seen).toEqual([]);
  });
});
