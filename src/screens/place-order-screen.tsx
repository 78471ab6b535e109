import { useId, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { createOrder } from "../api/endpoints";
import { useApiClient } from "../api/use-api-client";
import { PaymentStatus } from "../components/payment-status";
import type { ORDER_OPTIONS_QUERY_RESULT } from "../content/generated/sanity.types";
import { useOrderDraft } from "./use-order-draft";
import { ChoiceField } from "../components/choice-field";

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
  const linkedPackage = linkedService?.packages?.find((entry) => entry._id === searchParams.get("package"));
  const { draft, update, keep, clear } = useOrderDraft({
    serviceId: linkedService?._id ?? "",
    packageId: linkedPackage?._id ?? "",
  });
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const service = services.find((entry) => entry._id === draft.serviceId);
  const packages = service?.packages ?? [];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const packageName = packages.find((entry) => entry._id === draft.packageId)?.name;
    const notes = draft.notes.trim();
    if (!service) {
      setStatus({ kind: "failed", message: "Please choose the service you would like to order." });
      return;
    }
    setStatus({ kind: "sending" });
    // Kept until the back end confirms: a 401 on the way sends the client to sign in and back here.
    keep(draft);
    try {
      // The back end's order fields are not specified beyond the entity; the service and package
      // go by name, and the client's brief travels as the order's first note.
      await createOrder(
        api,
        {
          service: packageName ? `${service.title} – ${packageName}` : (service.title ?? ""),
          notes: notes ? [{ content: notes, created_at: new Date().toISOString() }] : [],
        },
        draft.idempotencyKey,
      );
      clear();
      void navigate("/client-dashboard", { state: { placed: service.title } });
    } catch (error) {
      setStatus({ kind: "failed", message: (error as Error).message });
    }
  }

  return (
    <form className="form-stack" onSubmit={onSubmit} aria-busy={status.kind === "sending"}>
      <ChoiceField
        id={`${id}-service`}
        name="service"
        label="Service"
        placeholder="Choose a service"
        required
        options={services.map((entry) => ({ value: entry._id, label: entry.title ?? "" }))}
        value={draft.serviceId}
        onChange={(serviceId) => update({ serviceId, packageId: "" })}
      />
      {packages.length ? (
        <ChoiceField
          id={`${id}-package`}
          name="package"
          label="Package"
          placeholder="Not sure yet: advise me"
          options={packages.map((entry) => ({ value: entry._id, label: entry.name ?? "" }))}
          value={packages.some((entry) => entry._id === draft.packageId) ? draft.packageId : ""}
          onChange={(packageId) => update({ packageId })}
        />
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-notes`}>Your brief</label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={5}
          maxLength={5000}
          placeholder="Target pages, markets, deadlines…"
          value={draft.notes}
          onChange={(event) => update({ notes: event.target.value })}
        />
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
