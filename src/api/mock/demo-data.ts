import type { Lead, Order, Role, Ticket } from "../entities";

/**
 * The stand-in back end's records: the demo logins of `npm run dev:mock` and the data the
 * client-area tests assert on. Invented people and companies (the .test domain cannot exist).
 */

/** Every demo user signs in with this password (docs/client-area.md). */
export const DEMO_PASSWORD = "outreach-demo";

export interface DemoUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  confirmed: boolean;
  token: string;
}

export const DEMO_USERS = {
  client: {
    id: 101,
    email: "demo@outreachlab.test",
    first_name: "Priya",
    last_name: "Shah",
    role: "client",
    confirmed: true,
    token: "demo-client-token",
  },
  accountManager: {
    id: 201,
    email: "manager@outreachlab.test",
    first_name: "Eleanor",
    last_name: "Hughes",
    role: "account_manager",
    confirmed: true,
    token: "demo-manager-token",
  },
  provider: {
    id: 301,
    email: "provider@outreachlab.test",
    first_name: "Tomasz",
    last_name: "Nowak",
    role: "provider",
    confirmed: true,
    token: "demo-provider-token",
  },
  unconfirmed: {
    id: 102,
    email: "new@outreachlab.test",
    first_name: "Sam",
    last_name: "Reed",
    role: "client",
    confirmed: false,
    token: "demo-unconfirmed-token",
  },
} as const satisfies Record<string, DemoUser>;

/** An order with the list fields the demo does not use left empty. */
const order = (fields: Omit<Order, "ordered_link_buildings" | "ordered_content_creations">): Order => ({
  ...fields,
  ordered_link_buildings: [],
  ordered_content_creations: [],
});

/** Orders with the client they belong to (the entity itself does not say; the API knows from the token). */
export const DEMO_ORDERS: { clientId: number; order: Order }[] = [
  {
    clientId: DEMO_USERS.client.id,
    order: order({
      id: 1,
      tracking_number: "OL-1001",
      start_date: "2026-09-01",
      end_date: "2026-09-30",
      status: "paid",
      service: "Blogger Outreach",
      total_cost: 1250,
      notes: [],
    }),
  },
  {
    clientId: DEMO_USERS.client.id,
    // Decimal money as a string, as many back ends send it.
    order: order({
      id: 2,
      tracking_number: "OL-1002",
      start_date: "2026-11-02",
      end_date: null,
      status: "in_progress",
      service: "SEO Packages",
      total_cost: "99.5",
      notes: [],
    }),
  },
  {
    clientId: DEMO_USERS.unconfirmed.id,
    order: order({
      id: 3,
      tracking_number: "OL-0990",
      start_date: "2026-08-14",
      end_date: "2026-09-10",
      status: "paid",
      service: "Digital PR",
      total_cost: 3000,
      notes: [],
    }),
  },
];

const ticket = (fields: Pick<Ticket, "id" | "subject" | "status" | "due_date" | "created_at" | "user_id">): Ticket => ({
  detail: "",
  in_group: false,
  order_id: null,
  notes: [],
  user: null,
  ...fields,
});

export const DEMO_TICKETS: Ticket[] = [
  ticket({
    id: 7,
    subject: "Report question",
    status: "open",
    due_date: "2026-11-30",
    created_at: "2026-11-20",
    user_id: DEMO_USERS.client.id,
  }),
  ticket({
    id: 8,
    subject: "Invoice address change",
    status: "open",
    due_date: null,
    created_at: "2026-11-20",
    user_id: DEMO_USERS.unconfirmed.id,
  }),
];

export const DEMO_LEADS: Lead[] = [
  {
    id: 3,
    company_name: "Acme Ltd",
    company_website_url: "https://acme.test",
    billing_country: "United Kingdom",
    product: "Blogger Outreach",
    phone_number: null,
    email: "sam@acme.test",
    first_name: "Sam",
    last_name: "Reed",
    estimated_monthly_value: 2000,
    status: "new",
    notes: [],
    created_at: "2026-11-21",
  },
];
