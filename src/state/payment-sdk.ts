import { atom } from "jotai";
import { loadResource, ResourceLoadError } from "../lib/page-start/load-resource";
import { paymentClientId, paymentSdkUrl } from "../lib/payment-sdk";

/**
 * product.md §4: the payment SDK is not initialised until its script has loaded. "unconfigured" is a
 * build without a client id; "failed" keeps the loader's message (product.md §8) for the screen.
 */
export type PaymentSdkState =
  | { status: "idle" }
  | { status: "unconfigured" }
  | { status: "loading"; url: string }
  | { status: "initialised"; url: string }
  | { status: "failed"; url: string; message: string; timedOut: boolean };

const paymentSdkStateAtom = atom<PaymentSdkState>({ status: "idle" });

/** Where the payment SDK stands in this browser tab. Read-only: loading goes through `loadPaymentSdkAtom`. */
export const paymentSdkAtom = atom((get) => get(paymentSdkStateAtom));

/**
 * Loads the SDK through the shared script loader (5 s time-out). Only pages that take payment call
 * it. Calling it while it loads or after it has loaded does nothing; after a failure it tries again.
 */
export const loadPaymentSdkAtom = atom(null, async (get, set) => {
  const current = get(paymentSdkStateAtom);
  if (current.status === "loading" || current.status === "initialised") return;
  const clientId = paymentClientId();
  if (!clientId) {
    set(paymentSdkStateAtom, { status: "unconfigured" });
    return;
  }
  const url = paymentSdkUrl(clientId);
  set(paymentSdkStateAtom, { status: "loading", url });
  try {
    await loadResource(url, "script");
    set(paymentSdkStateAtom, { status: "initialised", url });
  } catch (error) {
    const timedOut = error instanceof ResourceLoadError && error.code === 400;
    set(paymentSdkStateAtom, {
      status: "failed",
      url,
      message: error instanceof Error ? error.message : String(error),
      timedOut,
    });
  }
});
