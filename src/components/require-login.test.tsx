/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../test/render";
import { RequireLogin } from "./require-login";

const signIn = (user: object) => localStorage.setItem("agency.user", JSON.stringify(user));
const guarded = (
  <RequireLogin excludedRoles={["provider"]}>
    <h1>Place Order</h1>
  </RequireLogin>
);

describe("RequireLogin", () => {
  it("sends a visitor to /login, remembering the page and its query", () => {
    const { router } = renderWithRouter(guarded, { path: "/create?service=seo" });
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?redirectTo=%2Fcreate%3Fservice%3Dseo");
  });

  it.each(["client", "account_manager", "operations", "admin"])("lets a signed-in %s in", (role) => {
    signIn({ role, token: "t" });
    renderWithRouter(guarded, { path: "/create" });
    expect(screen.getByRole("heading", { name: "Place Order" })).toBeTruthy();
  });

  it("sends an excluded role to the home page", () => {
    signIn({ role: "provider", token: "t" });
    const { router } = renderWithRouter(guarded, { path: "/create" });
    expect(router.state.location.pathname).toBe("/");
  });
});
