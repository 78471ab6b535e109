/**
 * One function per back-end call in product.md §7. Each takes the API client first so screens (and tests)
 * choose the client; parsing of the answers lives in `responses.ts`. The calls no screen makes yet are
 * kept, tested, as the client's surface, and tagged `@public` so the dead-code check (knip) keeps them.
 */
import type {
  Client,
  ClientFields,
  EntityId,
  Lead,
  LeadFields,
  Order,
  OrderFields,
  Role,
  Ticket,
  TicketFields,
} from "./entities";
import type { ApiClient } from "./http-client";
import { sortOrdersByStartDateDesc } from "./order-sort";
import { readList, readOptionalRecord, readRecord } from "./responses";
import { segment } from "./url";

// The trailing slashes on the create calls (POST /leads/, /clients/, /orders/) are as product.md §7 lists them.

const idempotencyHeader = (key: string | undefined) => (key ? { headers: { "Idempotency-Key": key } } : {});

// Leads

export async function listLeads(api: ApiClient): Promise<Lead[]> {
  return readList<Lead>(await api.request("GET", "/leads"), "leads");
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function getLead(api: ApiClient, id: EntityId): Promise<Lead> {
  return readRecord<Lead>(await api.request("GET", `/leads/${segment(id)}`), "lead");
}

/** `idempotencyKey`, when given, lets the back end recognise a retried create and not store it twice. */
export async function createLead(api: ApiClient, lead: LeadFields, idempotencyKey?: string): Promise<Lead> {
  return readRecord<Lead>(await api.request("POST", "/leads/", lead, idempotencyHeader(idempotencyKey)), "lead");
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function updateLead(api: ApiClient, id: EntityId, fields: LeadFields): Promise<Lead> {
  return readRecord<Lead>(await api.request("PATCH", `/leads/${segment(id)}`, fields), "lead");
}

// Clients

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function listClients(api: ApiClient): Promise<Client[]> {
  return readList<Client>(await api.request("GET", "/clients"), "clients");
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function getClient(api: ApiClient, id: EntityId): Promise<Client> {
  return readRecord<Client>(await api.request("GET", `/clients/${segment(id)}`), "client");
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function createClient(api: ApiClient, client: ClientFields): Promise<Client> {
  return readRecord<Client>(await api.request("POST", "/clients/", client), "client");
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function updateClient(api: ApiClient, id: EntityId, fields: ClientFields): Promise<Client> {
  return readRecord<Client>(await api.request("PATCH", `/clients/${segment(id)}`, fields), "client");
}

/** A client's orders in the API's order (product.md §7 asks for sorting only on GET /orders; see `sortOrdersByStartDateDesc`). */
/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function listClientOrders(api: ApiClient, clientId: EntityId): Promise<Order[]> {
  return readList<Order>(await api.request("GET", `/clients/${segment(clientId)}/orders`), "orders");
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function getClientOrder(api: ApiClient, clientId: EntityId, orderId: EntityId): Promise<Order> {
  const answer = await api.request("GET", `/clients/${segment(clientId)}/orders/${segment(orderId)}`);
  return readRecord<Order>(answer, "order");
}

// Orders

/** Newest start date first (product.md §7). */
export async function listOrders(api: ApiClient): Promise<Order[]> {
  return sortOrdersByStartDateDesc(readList<Order>(await api.request("GET", "/orders"), "orders"));
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function getOrder(api: ApiClient, id: EntityId): Promise<Order> {
  return readRecord<Order>(await api.request("GET", `/orders/${segment(id)}`), "order");
}

/** Pass the same `idempotencyKey` when retrying one order, so a create that did reach the back end is not made twice. */
export async function createOrder(api: ApiClient, order: OrderFields, idempotencyKey?: string): Promise<Order> {
  return readRecord<Order>(await api.request("POST", "/orders/", order, idempotencyHeader(idempotencyKey)), "order");
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function updateOrder(api: ApiClient, id: EntityId, fields: OrderFields): Promise<Order> {
  return readRecord<Order>(await api.request("PATCH", `/orders/${segment(id)}`, fields), "order");
}

/** DELETE cancels the order (product.md §7); resolves with the cancelled order, or undefined if the API sends nothing. */
/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function cancelOrder(api: ApiClient, id: EntityId): Promise<Order | undefined> {
  return readOptionalRecord<Order>(await api.request("DELETE", `/orders/${segment(id)}`), "order");
}

// Tickets

/**
 * Account managers see every ticket from one endpoint; everyone else gets only their own (product.md §6).
 * The role is an argument so the caller decides whose session it is; an unknown role gets the narrower list.
 */
export async function listTickets(api: ApiClient, role: Role | undefined): Promise<Ticket[]> {
  const path = role === "account_manager" ? "/tickets/all" : "/tickets";
  return readList<Ticket>(await api.request("GET", path), "tickets");
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function getTicket(api: ApiClient, id: EntityId): Promise<Ticket> {
  return readRecord<Ticket>(await api.request("GET", `/tickets/${segment(id)}`), "ticket");
}

/** Unlike the other records, tickets travel wrapped: `{ ticket: {...} }` (product.md §7). */
/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function createTicket(api: ApiClient, ticket: TicketFields): Promise<Ticket> {
  return readRecord<Ticket>(await api.request("POST", "/tickets", { ticket }), "ticket");
}

/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function updateTicket(api: ApiClient, id: EntityId, fields: TicketFields): Promise<Ticket> {
  return readRecord<Ticket>(await api.request("PATCH", `/tickets/${segment(id)}`, { ticket: fields }), "ticket");
}

/** Resolves with the deleted ticket, or undefined if the API sends nothing. */
/** @public Part of the API client (product.md §7) that no screen calls yet. */
export async function deleteTicket(api: ApiClient, id: EntityId): Promise<Ticket | undefined> {
  return readOptionalRecord<Ticket>(await api.request("DELETE", `/tickets/${segment(id)}`), "ticket");
}
