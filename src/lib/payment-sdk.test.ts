import { describe, expect, it } from "vitest";
import { paymentClientId, paymentSdkUrl } from "./payment-sdk";

describe("the payment SDK address", () => {
  it("asks for pounds sterling with credit and card funding turned off (product.md §7)", () => {
    const url = new URL(paymentSdkUrl("client-123"));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.paypal.com/sdk/js");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      "client-id": "client-123",
      currency: "GBP",
      "disable-funding": "credit,card",
    });
    expect(paymentSdkUrl("client-123")).toContain("disable-funding=credit,card");
  });

  it("escapes a client id so it cannot add parameters", () => {
    expect(new URL(paymentSdkUrl("a&currency=USD")).searchParams.get("currency")).toBe("GBP");
  });

  it("reads the client id from VITE_PAYMENT_CLIENT_ID, treating blank as unset", () => {
    expect(paymentClientId({ VITE_PAYMENT_CLIENT_ID: " abc " })).toBe("abc");
    expect(paymentClientId({ VITE_PAYMENT_CLIENT_ID: "  " })).toBeUndefined();
    expect(paymentClientId({})).toBeUndefined();
  });
});
