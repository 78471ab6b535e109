import { Link } from "react-router";
import { isApiConfigured } from "../api/config";
import { createLazyScreen } from "../components/lazy-screen";
import { PageHeader } from "../components/page-header";
import { RequireLogin } from "../components/require-login";
import { fetch as fetchContent } from "../content/fetch.server";
import { ORDER_OPTIONS_QUERY } from "../content/order-options";
import { EXCLUDED_FROM_ORDERING } from "../state/roles";
import type { Route } from "./+types/create-order";

export const meta = () => [{ title: "Place Order" }, { name: "robots", content: "noindex" }];
export const handle = { dashboard: true };

/** Prerendered: the services and packages on offer come from the CMS, like every other page. */
export async function loader() {
  return { services: await fetchContent(ORDER_OPTIONS_QUERY) };
}

/** Its own chunk (product.md §4), with the payment SDK that only this screen loads. */
const PlaceOrderScreen = createLazyScreen(() => import("../screens/place-order-screen"), {
  chunkId: "place-order",
  label: "the order form",
});

export default function CreateOrderRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RequireLogin excludedRoles={EXCLUDED_FROM_ORDERING}>
      <PageHeader title="Place Order" subtitle="Choose a service and package; your account manager confirms the details" />
      <div className="container section">
        {isApiConfigured() ? (
          <PlaceOrderScreen services={loaderData.services} />
        ) : (
          <p role="status">
            Orders cannot be placed here yet: this site is not connected to the client area. Please{" "}
            <Link to="/get-in-touch">get in touch</Link> and we will set your order up.
          </p>
        )}
      </div>
    </RequireLogin>
  );
}
