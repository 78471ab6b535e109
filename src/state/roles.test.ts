import { describe, expect, it } from "vitest";
import { ROLES } from "../api/entities";
import { canPlaceOrders } from "./roles";

describe("canPlaceOrders", () => {
  it("lets every signed-in role but provider order", () => {
    expect(Object.fromEntries(ROLES.map((role) => [role, canPlaceOrders({ role })]))).toEqual({
      account_manager: true,
      operations: true,
      admin: true,
      client: true,
      provider: false,
    });
  });

  it("lets no visitor order, and a user without a role only as a client would", () => {
    expect(canPlaceOrders(null)).toBe(false);
    expect(canPlaceOrders({ first_name: "Priya" })).toBe(true);
  });
});
