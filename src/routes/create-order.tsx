import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { isApiConfigured } from "../api/config";
import { createOrder } from "../api/endpoints";
import { useApiClient } from "../api/use-api-client";
import { PageHeader } from "../components/page-header";
import { RequireLogin } from "../components/require-login";
import { fetch as fetchContent } from "../content/fetch";
import { ORDER_OPTIONS_QUERY } from "../content/order-options";
import type { Route } from "./+types/create-order";

export const meta = () => [{ title: "Place Order" }, { name: "robots", content: "noindex" }];
export const handle = { dashboard: true };

/** Prerendered: the services and packages on offer come from the CMS, like every other page. */
export async function loader() {
  return { services: await fetchContent(ORDER_OPTIONS_QUERY) };
}

type Services = Route.ComponentProps["loaderData"]["services"];

function OrderForm({ services }: { services: Services }) {
  const id = useId();
  const api = useApiClient();
  const navigate = useNavigate();
  const [serviceId, setServiceId] = useState("");
  const [status, setStatus] = useState<{ kind: "idle" | "sending" } | { kind: "failed"; message: string }>({ kind: "idle" });
  const service = services.find((entry) => entry._id === serviceId);
  const packages = service?.packages ?? [];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const packageName = packages.find((entry) => entry._id === form.get("package"))?.name;
    const notes = String(form.get("notes") ?? "").trim();
    if (!service) {
      setStatus({ kind: "failed", message: "Please choose the service you would like to order." });
      return;
    }
    setStatus({ kind: "sending" });
    try {
      // The back end's order fields are not specified beyond the entity; the service and package
      // go by name, and the client's brief travels as the order's first note.
      await createOrder(api, {
        service: packageName ? `${service.title} – ${packageName}` : (service.title ?? ""),
        notes: notes ? [{ content: notes, created_at: new Date().toISOString() }] : [],
      });
      navigate("/client-dashboard", { state: { placed: service.title } });
    } catch (error) {
      setStatus({ kind: "failed", message: (error as Error).message });
    }
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} aria-busy={status.kind === "sending"}>
      <div className="field">
        <label htmlFor={`${id}-service`}>Service</label>
        <select id={`${id}-service`} name="service" required value={serviceId} onChange={(event) => setServiceId(event.target.value)}>
          <option value="">Choose a service</option>
          {services.map((entry) => (
            <option key={entry._id} value={entry._id}>{entry.title}</option>
          ))}
        </select>
      </div>
      {packages.length ? (
        <div className="field">
          <label htmlFor={`${id}-package`}>Package</label>
          <select id={`${id}-package`} name="package" defaultValue="">
            <option value="">Not sure yet: advise me</option>
            {packages.map((entry) => (
              <option key={entry._id} value={entry._id}>{entry.name}</option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-notes`}>Your brief</label>
        <textarea id={`${id}-notes`} name="notes" rows={5} maxLength={5000} placeholder="Target pages, markets, deadlines…" />
      </div>
      {status.kind === "failed" ? (
        <p role="alert" className="message-error" style={{ whiteSpace: "pre-line" }}>
          {status.message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={status.kind === "sending"}>
        {status.kind === "sending" ? "Placing order…" : "Place Order"}
      </button>
    </form>
  );
}

/** Providers deliver work for the agency; ordering is for clients and staff. */
const EXCLUDED_FROM_ORDERING = ["provider"] as const;

export default function CreateOrderRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RequireLogin excludedRoles={EXCLUDED_FROM_ORDERING}>
      <PageHeader title="Place Order" subtitle="Choose a service and package; your account manager confirms the details" />
      <div className="container section">
        {isApiConfigured() ? (
          <OrderForm services={loaderData.services} />
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
