import { describe, expectTypeOf, it } from "vitest";
import type { SessionUser } from "../state/session";
import type { Role } from "./entities";

describe("roles", () => {
  it("match the roles the stored user can have (checked by the type checker)", () => {
    expectTypeOf<Role>().toEqualTypeOf<NonNullable<SessionUser["role"]>>();
  });
});
