/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../test/render";
import ClientDashboardRoute from "./client-dashboard";

const API = "https://api.example.test";
const seen: { path: string; auth: string | null }[] = [];
const orders = [
  { id: 1, tracking_number: "OL-1001", start_date: "2026-09-01", end_date: "2026-09-30", status: "paid", service: "Blogger Outreach", total_cost: 1250, notes: [] },
  { id: 2, tracking_number: "OL-1002", start_date: "2026-11-02", end_date: null, status: "in_progress", service: "SEO Packages", total_cost: "99.5", notes: [] },
];
const server = setupServer(
  http.get(`${API}/orders`, ({ request }) => {
    seen.push({ path: "/orders", auth: request.headers.get("Authorization") });
    return HttpResponse.json(orders);
  }),
  http.get(`${API}/tickets`, () => HttpResponse.json([{ id: 7, subject: "Report question", status: "open", due_date: "2026-11-30", created_at: "2026-11-20" }])),
  http.get(`${API}/tickets/all`, () => HttpResponse.json([{ id: 8, subject: "Any client's ticket", status: "open", due_date: null, created_at: "2026-11-20" }])),
  http.get(`${API}/leads`, () => HttpResponse.json([{ id: 3, company_name: "Acme Ltd", first_name: "Sam", last_name: "Reed", email: "sam@acme.test", product: "Blogger Outreach", status: "new", created_at: "2026-11-21" }])),
);

const signIn = (user: object) => localStorage.setItem("agency.user", JSON.stringify(user));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => vi.stubEnv("VITE_API_URL", API));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

describe("the client dashboard", () => {
  it("lists the client's orders newest first, with capitalised status and totals in pounds", async () => {
    signIn({ first_name: "Priya", role: "client", token: "t0k3n", confirmed: true });
    renderWithRouter(<ClientDashboardRoute />, { path: "/client-dashboard" });
    const table = await screen.findByRole("region", { name: "Your orders" });
    const rows = within(table).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent));
    expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["OL-1002", "OL-1001"]);
    expect(rows[0]).toEqual(["SEO Packages", "2 November 2026", "—", "In progress", "£99.50"]);
    expect(rows[1]).toEqual(["Blogger Outreach", "1 September 2026", "30 September 2026", "Paid", "£1,250"]);
    expect(seen[0]?.auth).toBe("Bearer t0k3n");
    expect(await screen.findByText("Report question")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Leads" })).toBeNull();
  });

  it("shows account managers all tickets and the leads", async () => {
    signIn({ first_name: "Eleanor", role: "account_manager", token: "am", confirmed: true });
    renderWithRouter(<ClientDashboardRoute />, { path: "/client-dashboard" });
    expect(await screen.findByText("Any client's ticket")).toBeTruthy();
    expect(await screen.findByText("Acme Ltd")).toBeTruthy();
    expect(screen.getByText(/Account Manager/)).toBeTruthy();
  });


  it("explains a failure in the API's own words and loads again on retry", async () => {
    signIn({ role: "client", token: "t", confirmed: true });
    server.use(http.get(`${API}/orders`, () => HttpResponse.json({ errors: { messages: ["Orders are being updated.", "Try again shortly."] } }, { status: 503 }), { once: true }));
    renderWithRouter(<ClientDashboardRoute />, { path: "/client-dashboard" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Orders are being updated.\nTry again shortly.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("OL-1001")).toBeTruthy();
  });

  it("signs the visitor out and sends them to /login when the API answers 401", async () => {
    signIn({ role: "client", token: "expired", confirmed: true });
    server.use(http.get(`${API}/orders`, () => HttpResponse.json({ errors: { messages: ["Token expired"] } }, { status: 401 })));
    const { router } = renderWithRouter(<ClientDashboardRoute />, { path: "/client-dashboard" });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(localStorage.getItem("agency.user")).toBeNull();
  });
});

describe("the client dashboard on a site built without an API address", () => {
  it("explains that the client area is not connected instead of failing", async () => {
    vi.stubEnv("VITE_API_URL", "");
    signIn({ first_name: "Priya", role: "client", token: "t", confirmed: true });
    renderWithRouter(<ClientDashboardRoute />, { path: "/client-dashboard" });
    expect((await screen.findByRole("status")).textContent).toContain("not connected to the client area");
    expect(seen).toEqual([]);
  });
});
