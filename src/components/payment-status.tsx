import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { loadPaymentSdkAtom, paymentSdkAtom } from "../state/payment-sdk";

/**
 * Loads the payment SDK when shown and says where it stands. Placing an order never waits for it:
 * orders are confirmed by the account manager and invoiced, so a missing or failed SDK costs the
 * client nothing but the card and wallet option.
 */
export function PaymentStatus() {
  const sdk = useAtomValue(paymentSdkAtom);
  const load = useSetAtom(loadPaymentSdkAtom);
  useEffect(() => {
    void load();
  }, [load]);

  switch (sdk.status) {
    case "idle":
    case "loading":
      return <p role="status">Loading secure card and wallet payment…</p>;
    case "initialised":
      return <p role="status">Secure card and wallet payment (PayPal, in pounds sterling) is ready.</p>;
    case "unconfigured":
      return <p role="status">Online payment is not set up on this site: your order is invoiced instead.</p>;
    case "failed":
      return (
        <div role="alert" className="message-error">
          <p>
            Card and wallet payment could not be loaded{sdk.timedOut ? " in time" : ""}. You can still place your order: it is
            invoiced. <span className="form-note">({sdk.message})</span>
          </p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            Retry
          </button>
        </div>
      );
  }
}
