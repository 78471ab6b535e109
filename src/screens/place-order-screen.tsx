import { useId, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { createOrder } from "../api/endpoints";
import { useApiClient } from "../api/use-api-client";
import { PaymentStatus } from "../components/payment-status";
import type { ORDER_OPTIONS_QUERY_RESULT } from "../content/generated/sanity.types";

type Status = { kind: "idle" | "sending" } | { kind: "failed"; message: string };

/**
 * Place Order: a service and package from the CMS and the client's brief, sent as POST /orders/.
 * Loaded as its own chunk by the /create route. The payment SDK loads here and nowhere else.
 */
export default function PlaceOrderScreen({ services }: { services: ORDER_OPTIONS_QUERY_RESULT }) {
  const id = useId();
  const api = useApiClient();
  const navigate = useNavigate();
  // An 'Order' link on a pricing table names its service and package (?service=…&package=…).
  const [searchParams] = useSearchParams();
  const linkedService = services.find((entry) => entry._id === searchParams.get("service"));
  const [serviceId, setServiceId] = useState(linkedService?._id ?? "");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
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
        <select
          id={`${id}-service`}
          name="service"
          required
          value={serviceId}
          onChange={(event) => setServiceId(event.target.value)}
        >
          <option value="">Choose a service</option>
          {services.map((entry) => (
            <option key={entry._id} value={entry._id}>
              {entry.title}
            </option>
          ))}
        </select>
      </div>
      {packages.length ? (
        <div className="field">
          <label htmlFor={`${id}-package`}>Package</label>
          <select
            key={serviceId}
            id={`${id}-package`}
            name="package"
            defaultValue={packages.some((entry) => entry._id === searchParams.get("package")) ? searchParams.get("package")! : ""}
          >
            <option value="">Not sure yet: advise me</option>
            {packages.map((entry) => (
              <option key={entry._id} value={entry._id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-notes`}>Your brief</label>
        <textarea id={`${id}-notes`} name="notes" rows={5} maxLength={5000} placeholder="Target pages, markets, deadlines…" />
      </div>
      <section aria-labelledby={`${id}-payment`} className="form-stack">
        <h2 id={`${id}-payment`}>Payment</h2>
        <p className="form-note">
          Nothing is charged when you place an order: your account manager confirms the price, then invoices you.
        </p>
        <PaymentStatus />
      </section>
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
