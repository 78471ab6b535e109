/**
 * The back-end API's records as the client area reads them (product.md §3).
 *
 * The product description names the fields but not their types, so the types below are the narrowest that fit the
 * names; where a guess was needed the comment says so. Status fields stay plain strings because the
 * brief enumerates no values (product.md §4): a union here would reject whatever the API actually sends.
 */

/** Record ids: the product description does not say whether they are numbers or strings, and the stored user allows both. */
export type EntityId = number | string;

/** Dates arrive as JSON strings: a calendar date ("2026-11-22") or an ISO timestamp. */
type ApiDate = string;

/**
 * Money as the API may send it. Many JSON back ends serialise decimal columns as strings ("1250.0")
 * to keep precision, so both forms are accepted; `formatTotalCost` reads either.
 */
export type ApiMoney = number | string;

/** The user roles of product.md §6. Keep in step with `SessionUser["role"]` (a type test checks they match). */
export const ROLES = ["account_manager", "operations", "admin", "client", "provider"] as const;
export type Role = (typeof ROLES)[number];

/** How each role is written on screen (product.md §6; "ADMIN" is in capitals there). */
export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  account_manager: "Account Manager",
  operations: "Operations",
  admin: "ADMIN",
  client: "Client",
  provider: "Provider",
};

/** A dated note. The product description (`docs/product.md`) gives this shape for leads only; the other records are assumed to share it. */
interface Note {
  created_at: ApiDate;
  content: string;
}

export interface Lead {
  id: EntityId;
  company_name: string;
  company_website_url: string | null;
  billing_country: string;
  product: string;
  phone_number: string | null;
  email: string;
  first_name: string;
  last_name: string;
  estimated_monthly_value: ApiMoney | null;
  status: string;
  notes: Note[];
  created_at: ApiDate;
}

export interface Client {
  id: EntityId;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  company_name: string | null;
  building_name_or_number: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  state: string | null;
  postcode: string | null;
  billing_country: string | null;
  role: Role;
  /** Shown as the client's status on screen (product.md §3). */
  confirmed: boolean;
  notes: Note[];
}

/** The product description names the ordered items but not their fields, so they are left open for the screens to narrow. */
type OrderedItem = Record<string, unknown>;

export interface Order {
  id: EntityId;
  tracking_number: string | null;
  start_date: ApiDate | null;
  end_date: ApiDate | null;
  /** The payment status, shown capitalised (see `formatOrderStatus`). */
  status: string;
  service: string;
  notes: Note[];
  ordered_link_buildings: OrderedItem[];
  ordered_content_creations: OrderedItem[];
  /** In pounds sterling, shown with £ (see `formatTotalCost`). */
  total_cost: ApiMoney | null;
}

/** The person a ticket belongs to. The product description names the field only; these are the user fields it shows elsewhere. */
interface TicketUser {
  id: EntityId;
  email?: string;
  first_name?: string;
  last_name?: string;
  role?: Role;
}

export interface Ticket {
  id: EntityId;
  subject: string;
  detail: string;
  /** Assumed to be a yes/no flag (the product description gives the name only). */
  in_group: boolean;
  status: string;
  user_id: EntityId;
  order_id: EntityId | null;
  created_at: ApiDate;
  due_date: ApiDate | null;
  notes: Note[];
  user: TicketUser | null;
}

/**
 * What a create or update call sends. The product description does not say which fields a new record needs, so all are
 * optional and the server's validation decides; its messages reach the screen through `ApiError`.
 * Fields the server assigns (id, creation time, the embedded user) are left out.
 */
export type LeadFields = Partial<Omit<Lead, "id" | "created_at">>;
export type ClientFields = Partial<Omit<Client, "id">>;
export type OrderFields = Partial<Omit<Order, "id">>;
export type TicketFields = Partial<Omit<Ticket, "id" | "created_at" | "user">>;
