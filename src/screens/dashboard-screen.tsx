import { useAtomValue } from "jotai";
import { Link, useLocation } from "react-router";
import { isApiConfigured } from "../api/config";
import { ROLE_NAMES } from "../api/entities";
import { listLeads, listOrders, listTickets } from "../api/endpoints";
import { useApiClient } from "../api/use-api-client";
import { useApiData } from "../api/use-api-data";
import { ApiDataView } from "../components/api-data-view";
import { LeadsTable } from "../components/dashboard/leads-table";
import { OrdersTable } from "../components/dashboard/orders-table";
import { TicketsTable } from "../components/dashboard/tickets-table";
import { PageHeader } from "../components/page-header";
import { canPlaceOrders } from "../state/roles";
import { sessionUserAtom } from "../state/session";

/** The signed-in user's orders and tickets; account managers also see every ticket and the leads. */
function Dashboard() {
  const user = useAtomValue(sessionUserAtom);
  const api = useApiClient();
  const role = user?.role;
  const isAccountManager = role === "account_manager";
  const orders = useApiData(() => listOrders(api));
  const tickets = useApiData(() => listTickets(api, role));
  const leads = useApiData(() => (isAccountManager ? listLeads(api) : Promise.resolve([])));
  const greeting = user?.first_name ? `Welcome back, ${user.first_name}` : "Welcome back";
  const placed = (useLocation().state as { placed?: string } | null)?.placed;
  return (
    <>
      <PageHeader title="Dashboard" subtitle={role ? `${greeting} · ${ROLE_NAMES[role] ?? role}` : greeting} />
      <div className="container section dashboard">
        {placed ? (
          <p role="status" className="dashboard__notice">
            Thank you: your order for {placed} has been placed. Your account manager will confirm the details.
          </p>
        ) : null}
        <p className="dashboard__actions">
          {canPlaceOrders(user) ? (
            <>
              <Link className="button" to="/create">
                Place Order
              </Link>{" "}
            </>
          ) : null}
          <Link to="/logout">Sign out</Link>
        </p>
        <section aria-labelledby="orders-heading">
          <h2 id="orders-heading">Your orders</h2>
          <ApiDataView result={orders.result} retry={orders.retry} what="orders">
            {(data) => <OrdersTable orders={data} />}
          </ApiDataView>
        </section>
        <section aria-labelledby="tickets-heading">
          <h2 id="tickets-heading">{isAccountManager ? "All tickets" : "Your tickets"}</h2>
          <ApiDataView result={tickets.result} retry={tickets.retry} what="tickets">
            {(data) => <TicketsTable tickets={data} label={isAccountManager ? "All tickets" : "Your tickets"} />}
          </ApiDataView>
        </section>
        {isAccountManager ? (
          <section aria-labelledby="leads-heading">
            <h2 id="leads-heading">Leads</h2>
            <ApiDataView result={leads.result} retry={leads.retry} what="leads">
              {(data) => <LeadsTable leads={data} />}
            </ApiDataView>
          </section>
        ) : null}
      </div>
    </>
  );
}

/** A build without an API address still tells a signed-in client what is going on. */
function DashboardUnavailable() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="container section">
        <p role="status">
          Your orders and tickets cannot be shown here yet: this site is not connected to the client area. Please contact your
          account manager, or <Link to="/get-in-touch">get in touch</Link>.
        </p>
        <p>
          <Link to="/logout">Sign out</Link>
        </p>
      </div>
    </>
  );
}

/** Loaded as its own chunk by the /client-dashboard route. */
export default function DashboardScreen() {
  return isApiConfigured() ? <Dashboard /> : <DashboardUnavailable />;
}
