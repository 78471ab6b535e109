/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../test/render";
import type { Route } from "./+types/create-order";
import CreateOrderRoute from "./create-order";

const API = "https://api.example.test";
const posted: unknown[] = [];
const server = setupServer(
  http.post(`${API}/orders/`, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ id: 9, tracking_number: "OL-2001" });
  }),
);
const services = [
  { _id: "service-blogger-outreach", title: "Blogger Outreach", packages: [{ _id: "p20", name: "DA20+" }, { _id: "p30", name: "DA30+" }] },
  { _id: "service-digital-pr", title: "Digital PR", packages: null },
];
// The route's props as React Router passes them; only loaderData matters to this screen.
const props = { loaderData: { services }, params: {}, matches: [] } as unknown as Route.ComponentProps;
const renderScreen = () => renderWithRouter(<CreateOrderRoute {...props} />, { path: "/create" });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  vi.stubEnv("VITE_API_URL", API);
  localStorage.setItem("agency.user", JSON.stringify({ first_name: "Priya", role: "client", token: "t" }));
});
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

describe("Place Order", () => {
  it("offers the chosen service's packages and posts the order, then shows the dashboard", async () => {
    const { router } = renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText("Service"), "Blogger Outreach");
    await userEvent.selectOptions(screen.getByLabelText("Package"), "DA30+");
    await userEvent.type(screen.getByLabelText("Your brief"), "Ten placements for our shop.");
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/client-dashboard"));
    expect(posted).toEqual([{ service: "Blogger Outreach – DA30+", notes: [{ content: "Ten placements for our shop.", created_at: expect.any(String) }] }]);
    expect(router.state.location.state).toEqual({ placed: "Blogger Outreach" });
  });

  it("has no package choice for a service without packages", async () => {
    renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText("Service"), "Digital PR");
    expect(screen.queryByLabelText("Package")).toBeNull();
  });

  it("shows the API's own message when the order is refused, and keeps the form", async () => {
    server.use(http.post(`${API}/orders/`, () => HttpResponse.json({ errors: { messages: ["Your account is on hold."] } }, { status: 422 })));
    const { router } = renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText("Service"), "Digital PR");
    await userEvent.type(screen.getByLabelText("Your brief"), "Launch campaign");
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your account is on hold.");
    expect(router.state.location.pathname).toBe("/create");
    expect((screen.getByLabelText("Your brief") as HTMLTextAreaElement).value).toBe("Launch campaign");
  });
});
