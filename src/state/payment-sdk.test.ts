/** @vitest-environment jsdom */
import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentSdkUrl } from "../lib/payment-sdk";
import { loadPaymentSdkAtom, paymentSdkAtom } from "./payment-sdk";

const sdkScript = () => document.head.querySelector<HTMLScriptElement>('script[src^="https://www.paypal.com/sdk/js"]');

// The script loader remembers a loaded URL for the page's lifetime, so each test uses its own client id.
function configure(clientId: string) {
  vi.stubEnv("VITE_PAYMENT_CLIENT_ID", clientId);
  return paymentSdkUrl(clientId);
}

afterEach(() => {
  vi.unstubAllEnvs();
  document.head.innerHTML = "";
});

describe("the payment SDK state", () => {
  it("starts idle and adds no script until a page asks for it", () => {
    configure("idle-client");
    const store = createStore();
    expect(store.get(paymentSdkAtom)).toEqual({ status: "idle" });
    expect(sdkScript()).toBeNull();
  });

  it("is unconfigured, and loads nothing, without a client id", async () => {
    vi.stubEnv("VITE_PAYMENT_CLIENT_ID", "");
    const store = createStore();
    await store.set(loadPaymentSdkAtom);
    expect(store.get(paymentSdkAtom)).toEqual({ status: "unconfigured" });
    expect(sdkScript()).toBeNull();
  });

  it("goes from loading to initialised when the script loads, adding it once", async () => {
    const url = configure("ready-client");
    const store = createStore();
    const loading = store.set(loadPaymentSdkAtom);
    void store.set(loadPaymentSdkAtom);
    expect(store.get(paymentSdkAtom)).toEqual({ status: "loading", url });
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
    expect(sdkScript()?.src).toBe(url);
    sdkScript()?.onload?.(new Event("load"));
    await loading;
    expect(store.get(paymentSdkAtom)).toEqual({ status: "initialised", url });
    await store.set(loadPaymentSdkAtom);
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
  });

  it("fails with the loader's message, and loads again when asked", async () => {
    const url = configure("flaky-client");
    const store = createStore();
    const first = store.set(loadPaymentSdkAtom);
    sdkScript()?.onerror?.(new Event("error"));
    await first;
    expect(store.get(paymentSdkAtom)).toEqual({ status: "failed", url, message: `Failed to load ${url}`, timedOut: false });
    const retry = store.set(loadPaymentSdkAtom);
    expect(store.get(paymentSdkAtom).status).toBe("loading");
    sdkScript()?.onload?.(new Event("load"));
    await retry;
    expect(store.get(paymentSdkAtom).status).toBe("initialised");
  });

  it("fails as timed out when the script has not loaded after 5 seconds", async () => {
    vi.useFakeTimers();
    const url = configure("slow-client");
    const store = createStore();
    const loading = store.set(loadPaymentSdkAtom);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(store.get(paymentSdkAtom).status).toBe("loading");
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(store.get(paymentSdkAtom)).toEqual({ status: "failed", url, message: "ERROR_REQUEST", timedOut: true });
  });
});
