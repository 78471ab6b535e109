/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from "vitest";
import { followStoredStateAcrossTabs } from "./follow-stored-state";

describe("followStoredStateAcrossTabs", () => {
  let stop = () => {};
  afterEach(() => stop());

  it("switches prices and buttons when another tab changes currency or signs out", () => {
    document.documentElement.dataset.currency = "GBP";
    document.documentElement.dataset.session = "member";
    stop = followStoredStateAcrossTabs();
    localStorage.setItem("agency.currency", JSON.stringify("USD"));
    window.dispatchEvent(new StorageEvent("storage", { key: "agency.currency" }));
    expect(document.documentElement.dataset.currency).toBe("USD");
    localStorage.removeItem("agency.user");
    window.dispatchEvent(new StorageEvent("storage", { key: "agency.user" }));
    expect(document.documentElement.dataset.session).toBe("visitor");
  });

  it("catches up at once with a change made before it listened (a content page's scripts start at that change)", () => {
    document.documentElement.dataset.currency = "GBP";
    localStorage.setItem("agency.currency", JSON.stringify("USD"));
    stop = followStoredStateAcrossTabs();
    expect(document.documentElement.dataset.currency).toBe("USD");
    localStorage.removeItem("agency.currency");
  });
});
