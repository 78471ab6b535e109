import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { listOrders, listTickets, createOrder } from "../endpoints";
import { createApiClient } from "../http-client";
import { logIn } from "../log-in";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-data";
import { createMockApiHandlers } from "./handlers";

const API = "https://api.example.test";
const env = { VITE_API_URL: API };
const server = setupServer(...createMockApiHandlers(API));
const clientFor = (token: string | undefined) =>
  createApiClient({ baseUrl: API, getToken: () => token, onUnauthorized: () => {} });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers(...createMockApiHandlers(API)));
afterAll(() => server.close());

/** The stand-in back end behind `npm run dev:mock`, driven through the real API client. */
describe("the mock API", () => {
  it("signs in each demo user with the documented password", async () => {
    for (const user of Object.values(DEMO_USERS)) {
      await expect(logIn(user.email, DEMO_PASSWORD, env)).resolves.toMatchObject({ role: user.role, token: user.token });
    }
  });

  it("refuses a wrong password in the API's error format", async () => {
    await expect(logIn(DEMO_USERS.client.email, "guess", env)).rejects.toThrow(
      "That email and password do not match an account.",
    );
  });

  it("answers 401 to a request without a known token", async () => {
    await expect(listOrders(clientFor("stale"))).rejects.toMatchObject({
      status: 401,
      message: "Your session has ended: please sign in again.",
    });
  });

  it("keeps a placed order for the rest of the session, and lists it first", async () => {
    const api = clientFor(DEMO_USERS.client.token);
    const placed = await createOrder(api, { service: "Digital PR", notes: [] });
    expect(placed).toMatchObject({
      status: "pending",
      service: "Digital PR",
      tracking_number: expect.stringMatching(/^OL-\d+$/),
    });
    expect((await listOrders(api)).map((order) => order.tracking_number)).toEqual([placed.tracking_number, "OL-1002", "OL-1001"]);
  });

  it("refuses orders from providers and every-ticket lists to clients", async () => {
    await expect(createOrder(clientFor(DEMO_USERS.provider.token), { service: "Digital PR" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(listTickets(clientFor(DEMO_USERS.client.token), "account_manager")).rejects.toMatchObject({ status: 403 });
  });
});
