/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_USERS } from "../api/mock/demo-data";
import { createMockApiHandlers } from "../api/mock/handlers";
import { renderWithRouter } from "../test/render";
import type { Route } from "./+types/create-order";
import CreateOrderRoute from "./create-order";

const API = "https://api.example.test";
/** The bodies of the orders posted, read as they are sent (msw does not wait for a listener). */
const posted: Promise<unknown>[] = [];
// The same stand-in back end `npm run dev:mock` serves in the browser.
const server = setupServer(...createMockApiHandlers(API));
server.events.on("request:start", ({ request }) => {
  if (request.method === "POST") posted.push(request.clone().json());
});
const services = [
  {
    _id: "service-blogger-outreach",
    title: "Blogger Outreach",
    packages: [
      { _id: "p20", name: "DA20+" },
      { _id: "p30", name: "DA30+" },
    ],
  },
  { _id: "service-digital-pr", title: "Digital PR", packages: null },
];
// The route's props as React Router passes them; only loaderData matters to this screen.
const props = { loaderData: { services }, params: {}, matches: [] } as unknown as Route.ComponentProps;
const renderScreen = () => renderWithRouter(<CreateOrderRoute {...props} />, { path: "/create" });
const paymentScript = () => document.head.querySelector<HTMLScriptElement>('script[src^="https://www.paypal.com/sdk/js"]');
/** The SDK's script element once the screen has added it (it loads after the screen's chunk). */
const addedPaymentScript = () =>
  vi.waitFor(() => paymentScript() ?? Promise.reject(new Error("the payment script is not in the page yet")));

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The screen is its own chunk; on a busy machine its first transform outlasts a 1 s findBy, so load it first.
  await import("../screens/place-order-screen");
});
beforeEach(() => {
  vi.stubEnv("VITE_API_URL", API);
  vi.stubEnv("VITE_PAYMENT_CLIENT_ID", "");
  localStorage.setItem("agency.user", JSON.stringify(DEMO_USERS.client));
});
afterEach(() => {
  server.resetHandlers(...createMockApiHandlers(API));
  posted.length = 0;
  vi.unstubAllEnvs();
  document.head.innerHTML = "";
  sessionStorage.clear();
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
    expect(await Promise.all(posted)).toEqual([
      {
        service: "Blogger Outreach – DA30+",
        notes: [{ content: "Ten placements for our shop.", created_at: expect.any(String) }],
      },
    ]);
    expect(router.state.location.state).toEqual({ placed: "Blogger Outreach" });
  });

  it("arrives with the service and package an 'Order' link named already chosen", async () => {
    renderWithRouter(<CreateOrderRoute {...props} />, { path: "/create?service=service-blogger-outreach&package=p30" });
    expect((await screen.findByLabelText<HTMLSelectElement>("Service")).value).toBe("service-blogger-outreach");
    expect(screen.getByLabelText<HTMLSelectElement>("Package").value).toBe("p30");
  });

  it("has no package choice for a service without packages", async () => {
    renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText("Service"), "Digital PR");
    expect(screen.queryByLabelText("Package")).toBeNull();
  });

  it("shows the API's own message when the order is refused, and keeps the form", async () => {
    server.use(
      http.post(`${API}/orders/`, () =>
        HttpResponse.json({ errors: { messages: ["Your account is on hold."] } }, { status: 422 }),
      ),
    );
    const { router } = renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText("Service"), "Digital PR");
    await userEvent.type(screen.getByLabelText("Your brief"), "Launch campaign");
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your account is on hold.");
    expect(router.state.location.pathname).toBe("/create");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Your brief").value).toBe("Launch campaign");
  });

  it("keeps the typed order across an expired session: 401 → sign in → back to the same order", async () => {
    server.use(
      http.post(`${API}/orders/`, () => HttpResponse.json({ errors: { messages: ["Session expired."] } }, { status: 401 }), {
        once: true,
      }),
    );
    const first = renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText("Service"), "Blogger Outreach");
    await userEvent.selectOptions(screen.getByLabelText("Package"), "DA30+");
    await userEvent.type(screen.getByLabelText("Your brief"), "Ten placements for our shop.");
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await vi.waitFor(() => expect(first.router.state.location.pathname).toBe("/login"));
    first.unmount();

    // Signed in again, the client is back at Place Order with everything as it was.
    localStorage.setItem("agency.user", JSON.stringify(DEMO_USERS.client));
    const { router } = renderScreen();
    await vi.waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>("Your brief").value).toBe("Ten placements for our shop."),
    );
    expect(screen.getByLabelText<HTMLSelectElement>("Service").value).toBe("service-blogger-outreach");
    expect(screen.getByLabelText<HTMLSelectElement>("Package").value).toBe("p30");
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/client-dashboard"));
    expect(sessionStorage.getItem("agency.orderDraft")).toBeNull();
  });

  it("sends an Idempotency-Key with the order, the same one on a retry of the same order", async () => {
    const keys: (string | null)[] = [];
    let failures = 1;
    server.use(
      http.post(`${API}/orders/`, ({ request }) => {
        keys.push(request.headers.get("idempotency-key"));
        if (failures-- > 0) return HttpResponse.json({ errors: { messages: ["Gateway timeout."] } }, { status: 504 });
        return HttpResponse.json({ order: { id: 1 } }, { status: 201 });
      }),
    );
    const { router } = renderScreen();
    await userEvent.selectOptions(await screen.findByLabelText("Service"), "Digital PR");
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await screen.findByRole("alert");
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/client-dashboard"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("sends providers to the home page", async () => {
    localStorage.setItem("agency.user", JSON.stringify(DEMO_USERS.provider));
    const { router } = renderScreen();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("Place Order's payment section", () => {
  it("says online payment is not set up when there is no client id, and orders are invoiced", async () => {
    renderScreen();
    const payment = await screen.findByRole("region", { name: "Payment" });
    await vi.waitFor(() =>
      expect(within(payment).getByRole("status").textContent).toBe(
        "Online payment is not set up on this site: your order is invoiced instead.",
      ),
    );
    expect(paymentScript()).toBeNull();
  });

  it("loads the SDK on this page only, says so while it loads, and when it is ready", async () => {
    vi.stubEnv("VITE_PAYMENT_CLIENT_ID", "sb-ready");
    renderScreen();
    const payment = await screen.findByRole("region", { name: "Payment" });
    expect(within(payment).getByRole("status").textContent).toBe("Loading secure card and wallet payment…");
    const script = await addedPaymentScript();
    expect(script.src).toContain("client-id=sb-ready&currency=GBP&disable-funding=credit,card");
    script.onload!(new Event("load"));
    await vi.waitFor(() => expect(within(payment).getByRole("status").textContent).toContain("is ready"));
  });

  it("shows a failed SDK with Retry, keeps the order form usable, and Retry loads it", async () => {
    vi.stubEnv("VITE_PAYMENT_CLIENT_ID", "sb-flaky");
    renderScreen();
    const payment = await screen.findByRole("region", { name: "Payment" });
    (await addedPaymentScript()).onerror!(new Event("error"));
    const alert = await within(payment).findByRole("alert");
    expect(alert.textContent).toContain(
      "Card and wallet payment could not be loaded. You can still place your order: it is invoiced.",
    );
    expect(alert.textContent).toContain("Failed to load https://www.paypal.com/sdk/js?client-id=sb-flaky");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Place Order" }).disabled).toBe(false);
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(within(payment).getByRole("status").textContent).toBe("Loading secure card and wallet payment…");
    (await addedPaymentScript()).onload!(new Event("load"));
    await vi.waitFor(() => expect(within(payment).getByRole("status").textContent).toContain("is ready"));
  });
});
