import { describe, expect, it } from "vitest";
import { isClientAreaPath, loginAddressFor } from "./client-area-paths";

describe("loginAddressFor", () => {
  it("sends the visitor to /login, remembering the path and query to come back to", () => {
    expect(loginAddressFor("/client-dashboard", "")).toBe("/login?redirectTo=%2Fclient-dashboard");
    expect(loginAddressFor("/create", "?service=digital-pr")).toBe("/login?redirectTo=%2Fcreate%3Fservice%3Ddigital-pr");
  });

  it("runs on its own when inlined into a page as source text (the pre-paint script does)", () => {
    const inlined = new Function(`return (${loginAddressFor.toString()})`)() as typeof loginAddressFor;
    expect(inlined("/create", "?a=1")).toBe(loginAddressFor("/create", "?a=1"));
  });
});

describe("isClientAreaPath", () => {
  it("knows the client area with or without a trailing slash or query, and nothing else", () => {
    expect(isClientAreaPath("/login")).toBe(true);
    expect(isClientAreaPath("/client-dashboard/")).toBe(true);
    expect(isClientAreaPath("/create?service=seo")).toBe(true);
    expect(isClientAreaPath("/services/link-packages")).toBe(false);
  });
});
