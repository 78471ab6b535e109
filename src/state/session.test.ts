/** @vitest-environment jsdom */
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { sessionUserAtom } from "./session";

describe("sessionUserAtom", () => {
  it("starts from what is stored, merges updates into it and empties on logout", () => {
    localStorage.setItem("agency.user", JSON.stringify({ first_name: "Priya", token: "a" }));
    const store = createStore();
    expect(store.get(sessionUserAtom)).toEqual({ first_name: "Priya", token: "a" });
    store.set(sessionUserAtom, { confirmed: true });
    expect(JSON.parse(localStorage.getItem("agency.user")!)).toEqual({ first_name: "Priya", token: "a", confirmed: true });
    expect(document.documentElement.dataset.session).toBe("member");
    store.set(sessionUserAtom, null);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(localStorage.getItem("agency.user")).toBeNull();
    expect(document.documentElement.dataset.session).toBe("visitor");
  });

  it("follows a login or logout in another tab", () => {
    const store = createStore();
    const seen: unknown[] = [];
    const unsubscribe = store.sub(sessionUserAtom, () => seen.push(store.get(sessionUserAtom)));
    localStorage.setItem("agency.user", JSON.stringify({ first_name: "Owen" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "agency.user" }));
    expect(seen).toEqual([{ first_name: "Owen" }]);
    unsubscribe();
  });
});
