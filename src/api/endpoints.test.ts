import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  cancelOrder,
  createClient,
  createLead,
  createOrder,
  createTicket,
  deleteTicket,
  getClient,
  getClientOrder,
  getLead,
  getOrder,
  getTicket,
  listClientOrders,
  listClients,
  listLeads,
  listOrders,
  listTickets,
  updateClient,
  updateLead,
  updateOrder,
  updateTicket,
} from "./endpoints";
import type { Client, EntityId, Lead, Order, Role, Ticket } from "./entities";
import { createApiClient, type ApiClient } from "./http-client";

const BASE = "https://api.test.example/v1";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: BASE, getToken: () => "token", onUnauthorized: vi.fn() });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every API address with `answer` and records what each request asked for. */
function answerWith(answer: unknown, status = 200): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const text = await request.text();
      sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
      if (status === 204) return new HttpResponse(null, { status });
      return new HttpResponse(JSON.stringify(answer), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return sent;
}

const lead: Lead = {
  id: 1,
  company_name: "Acme Ltd",
  company_website_url: "https://acme.example",
  billing_country: "United Kingdom",
  product: "Blogger Outreach",
  phone_number: "+44 20 7946 0000",
  email: "jo@acme.example",
  first_name: "Jo",
  last_name: "Bloggs",
  estimated_monthly_value: "1500.0",
  status: "new",
  notes: [{ created_at: "2026-11-20T10:00:00Z", content: "Called back." }],
  created_at: "2026-11-20T09:00:00Z",
};

const client: Client = {
  id: 2,
  email: "sam@client.example",
  first_name: "Sam",
  last_name: "Smith",
  phone_number: null,
  company_name: "Client Co",
  building_name_or_number: "4",
  address_line_1: "High Street",
  address_line_2: null,
  state: "Kent",
  postcode: "CT1 1AA",
  billing_country: "United Kingdom",
  role: "client",
  confirmed: true,
  notes: [],
};

function order(id: number, start_date: string | null): Order {
  return {
    id,
    tracking_number: `OL-${id}`,
    start_date,
    end_date: null,
    status: "paid",
    service: "Blogger Outreach",
    notes: [],
    ordered_link_buildings: [{ url: "https://site.example" }],
    ordered_content_creations: [],
    total_cost: 1250,
  };
}

const ticket: Ticket = {
  id: 5,
  subject: "Link removed",
  detail: "The link on site.example has gone.",
  in_group: false,
  status: "open",
  user_id: 2,
  order_id: 3,
  created_at: "2026-11-21T08:00:00Z",
  due_date: "2026-11-28",
  notes: [],
  user: { id: 2, email: "sam@client.example" },
};

interface Row {
  name: string;
  call: (api: ApiClient) => Promise<unknown>;
  method: string;
  path: string;
  body?: unknown;
  answer: unknown;
}

/**
 * The four calls leads and clients each have (product.md §7), answered with `record`: list, get by
 * its id, create (POST to the path with a trailing slash, sending `created`) and update (PATCH, sending `updated`).
 */
function recordRows<Entity extends { id: EntityId }, Fields>(
  path: string,
  record: Entity,
  calls: {
    list: (api: ApiClient) => Promise<Entity[]>;
    get: (api: ApiClient, id: EntityId) => Promise<Entity>;
    create: (api: ApiClient, fields: Fields) => Promise<Entity>;
    update: (api: ApiClient, id: EntityId, fields: Fields) => Promise<Entity>;
  },
  { created, updated }: { created: Fields; updated: Fields },
): Row[] {
  const { list, get, create, update } = calls;
  const recordPath = `${path}/${record.id}`;
  return [
    { name: list.name, call: (a) => list(a), method: "GET", path, answer: [record] },
    { name: get.name, call: (a) => get(a, record.id), method: "GET", path: recordPath, answer: record },
    { name: create.name, call: (a) => create(a, created), method: "POST", path: `${path}/`, body: created, answer: record },
    {
      name: update.name,
      call: (a) => update(a, record.id, updated),
      method: "PATCH",
      path: recordPath,
      body: updated,
      answer: record,
    },
  ];
}

const rows: Row[] = [
  ...recordRows(
    "/leads",
    lead,
    { list: listLeads, get: getLead, create: createLead, update: updateLead },
    { created: { company_name: "Acme Ltd" }, updated: { status: "won" } },
  ),
  ...recordRows(
    "/clients",
    client,
    { list: listClients, get: getClient, create: createClient, update: updateClient },
    { created: { email: "sam@client.example" }, updated: { postcode: "CT1 1AB" } },
  ),
  {
    name: "listClientOrders",
    call: (a) => listClientOrders(a, 2),
    method: "GET",
    path: "/clients/2/orders",
    answer: [order(3, "2026-01-01")],
  },
  {
    name: "getClientOrder",
    call: (a) => getClientOrder(a, 2, 3),
    method: "GET",
    path: "/clients/2/orders/3",
    answer: order(3, "2026-01-01"),
  },
  { name: "listOrders", call: (a) => listOrders(a), method: "GET", path: "/orders", answer: [order(3, "2026-01-01")] },
  { name: "getOrder", call: (a) => getOrder(a, 3), method: "GET", path: "/orders/3", answer: order(3, "2026-01-01") },
  {
    name: "createOrder",
    call: (a) => createOrder(a, { service: "SEO Packages" }),
    method: "POST",
    path: "/orders/",
    body: { service: "SEO Packages" },
    answer: order(3, null),
  },
  {
    name: "updateOrder",
    call: (a) => updateOrder(a, 3, { status: "paid" }),
    method: "PATCH",
    path: "/orders/3",
    body: { status: "paid" },
    answer: order(3, null),
  },
  {
    name: "cancelOrder",
    call: (a) => cancelOrder(a, 3),
    method: "DELETE",
    path: "/orders/3",
    answer: { ...order(3, null), status: "cancelled" },
  },
  { name: "getTicket", call: (a) => getTicket(a, 5), method: "GET", path: "/tickets/5", answer: ticket },
  {
    name: "createTicket",
    call: (a) => createTicket(a, { subject: "Link removed", order_id: 3 }),
    method: "POST",
    path: "/tickets",
    body: { ticket: { subject: "Link removed", order_id: 3 } },
    answer: ticket,
  },
  {
    name: "updateTicket",
    call: (a) => updateTicket(a, 5, { status: "closed" }),
    method: "PATCH",
    path: "/tickets/5",
    body: { ticket: { status: "closed" } },
    answer: ticket,
  },
  { name: "deleteTicket", call: (a) => deleteTicket(a, 5), method: "DELETE", path: "/tickets/5", answer: ticket },
];

describe("endpoints: one call each, as product.md §7 lists them", () => {
  it.each(rows)("$name sends $method $path and resolves with the answer", async ({ call, method, path, body, answer }) => {
    const sent = answerWith(answer);
    await expect(call(api)).resolves.toEqual(answer);
    expect(sent).toEqual([{ method, path: `/v1${path}`, body }]);
  });

  it("escapes ids, so an id cannot reach another resource", async () => {
    const sent = answerWith(lead);
    await getLead(api, "7/../../clients");
    expect(sent[0]?.path).toBe("/v1/leads/7%2F..%2F..%2Fclients");
  });

  it.each([
    ["cancelOrder", () => cancelOrder(api, 3)],
    ["deleteTicket", () => deleteTicket(api, 5)],
  ])("%s resolves with undefined when the API answers 204", async (_name, call) => {
    answerWith(null, 204);
    await expect(call()).resolves.toBeUndefined();
  });
});

describe("listOrders", () => {
  it("puts the newest start date first, whatever order the API sends", async () => {
    answerWith([order(1, "2025-03-01"), order(2, null), order(3, "2026-11-22"), order(4, "2026-01-15T09:00:00Z")]);
    const orders = await listOrders(api);
    expect(orders.map((o) => o.id)).toEqual([3, 4, 1, 2]);
  });
});

describe("listTickets", () => {
  it.each<[Role | undefined, string]>([
    ["account_manager", "/v1/tickets/all"],
    ["operations", "/v1/tickets"],
    ["admin", "/v1/tickets"],
    ["client", "/v1/tickets"],
    ["provider", "/v1/tickets"],
    [undefined, "/v1/tickets"],
  ])("for role %s reads %s", async (role, path) => {
    const sent = answerWith([ticket]);
    await expect(listTickets(api, role)).resolves.toEqual([ticket]);
    expect(sent).toEqual([{ method: "GET", path, body: undefined }]);
  });
});

describe("answers of the wrong shape", () => {
  it("refuses a record where a list was expected", async () => {
    answerWith({ leads: [lead] });
    await expect(listLeads(api)).rejects.toThrow("The API's answer was not the list of leads we expected.");
  });

  it("refuses a list where a record was expected", async () => {
    answerWith([lead]);
    await expect(getLead(api, 1)).rejects.toThrow("The API's answer was not the lead record we expected.");
  });
});
