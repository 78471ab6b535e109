import { describe, expect, expectTypeOf, it } from "vitest";
import type { SessionUser } from "../state/session";
import { ROLE_NAMES, ROLES, type Role } from "./entities";

describe("roles", () => {
  it("shows each role by its product.md §6 name", () => {
    expect(ROLE_NAMES).toEqual({
      account_manager: "Account Manager",
      operations: "Operations",
      admin: "ADMIN",
      client: "Client",
      provider: "Provider",
    });
    expect(Object.keys(ROLE_NAMES).sort()).toEqual([...ROLES].sort());
  });

  it("match the roles the stored user can have (checked by the type checker)", () => {
    expectTypeOf<Role>().toEqualTypeOf<NonNullable<SessionUser["role"]>>();
  });
});
