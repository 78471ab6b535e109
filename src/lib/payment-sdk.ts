/**
 * The third-party card and wallet payment SDK (product.md §7): PayPal's JavaScript SDK, in pounds
 * sterling, with PayPal Credit and the stand-alone card button turned off.
 */
const PAYMENT_SDK_BASE = "https://www.paypal.com/sdk/js";

/** The merchant's client id, set per deployment in `VITE_PAYMENT_CLIENT_ID`; unset means no online payment. */
export function paymentClientId(env: Partial<Record<string, unknown>> = import.meta.env): string | undefined {
  const value = env.VITE_PAYMENT_CLIENT_ID;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** The SDK's script address for a client id, with product.md §7's currency and disabled funding sources. */
export function paymentSdkUrl(clientId: string): string {
  const query = new URLSearchParams({ "client-id": clientId, currency: "GBP", "disable-funding": "credit,card" });
  // The comma is part of the SDK's list syntax; the SDK reads it unescaped in its own examples.
  return `${PAYMENT_SDK_BASE}?${query.toString().replace(/%2C/g, ",")}`;
}
