import { http, HttpResponse } from "msw";
import type { Order, OrderFields } from "../entities";
import { joinUrl } from "../url";
import { DEMO_LEADS, DEMO_ORDERS, DEMO_PASSWORD, DEMO_TICKETS, DEMO_USERS, type DemoUser } from "./demo-data";

/** Staff who see every client's orders; everyone else sees their own (product.md §6 leaves this open). */
const STAFF_ROLES: readonly string[] = ["account_manager", "operations", "admin"];

/** The API's error body (product.md §8): `errors.messages`, which the client joins with line breaks. */
const failure = (status: number, ...messages: string[]) => HttpResponse.json({ errors: { messages } }, { status });

/**
 * A stand-in for the agency back end (product.md §7) for the calls the client area makes: the login,
 * orders, tickets and leads. It keeps what is placed in memory, so each call of this function
 * starts from the demo data again. Used by the unit tests (msw/node) and by `npm run dev:mock`
 * (msw/browser), so the screens are seen against exactly what they are tested against.
 */
export function createMockApiHandlers(baseUrl: string, { loginPath = "/login" }: { loginPath?: string } = {}) {
  const url = (path: string) => joinUrl(baseUrl, path);
  const users: DemoUser[] = Object.values(DEMO_USERS);
  const orders = DEMO_ORDERS.map((entry) => ({ ...entry, order: { ...entry.order } }));
  let nextOrderId = 1 + Math.max(...orders.map((entry) => Number(entry.order.id)));

  /** The user whose bearer token the request carries, or null (answered with 401 by the caller). */
  const userOf = (request: Request) => {
    const token = request.headers.get("Authorization")?.replace(/^Bearer /, "");
    return users.find((user) => user.token === token) ?? null;
  };
  const signedOut = () => failure(401, "Your session has ended: please sign in again.");

  return [
    http.post(url(loginPath), async ({ request }) => {
      const { email, password } = (await request.json().catch(() => ({}))) as { email?: string; password?: string };
      const user = users.find((entry) => entry.email === email?.trim().toLowerCase());
      if (!user || password !== DEMO_PASSWORD) return failure(401, "That email and password do not match an account.");
      return HttpResponse.json(user);
    }),

    http.get(url("/orders"), ({ request }) => {
      const user = userOf(request);
      if (!user) return signedOut();
      const visible = orders.filter((entry) => STAFF_ROLES.includes(user.role) || entry.clientId === user.id);
      return HttpResponse.json(visible.map((entry) => entry.order));
    }),

    http.post(url("/orders/"), async ({ request }) => {
      const user = userOf(request);
      if (!user) return signedOut();
      if (user.role === "provider") return failure(403, "Providers cannot place orders.");
      const fields = (await request.json().catch(() => ({}))) as OrderFields;
      if (!fields.service?.trim()) return failure(422, "Service can't be blank");
      const id = nextOrderId++;
      const placed: Order = {
        id,
        tracking_number: `OL-${2000 + id}`,
        start_date: new Date().toISOString().slice(0, 10),
        end_date: null,
        status: "pending",
        service: fields.service,
        notes: fields.notes ?? [],
        ordered_link_buildings: [],
        ordered_content_creations: [],
        total_cost: null,
      };
      orders.push({ clientId: user.id, order: placed });
      return HttpResponse.json(placed, { status: 201 });
    }),

    http.get(url("/tickets"), ({ request }) => {
      const user = userOf(request);
      if (!user) return signedOut();
      return HttpResponse.json(DEMO_TICKETS.filter((ticket) => ticket.user_id === user.id));
    }),

    http.get(url("/tickets/all"), ({ request }) => {
      const user = userOf(request);
      if (!user) return signedOut();
      if (user.role !== "account_manager") return failure(403, "Only account managers see every ticket.");
      return HttpResponse.json(DEMO_TICKETS);
    }),

    http.get(url("/leads"), ({ request }) => {
      const user = userOf(request);
      if (!user) return signedOut();
      if (!STAFF_ROLES.includes(user.role)) return failure(403, "Leads are for agency staff.");
      return HttpResponse.json(DEMO_LEADS);
    }),
  ];
}
