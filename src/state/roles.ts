import type { SessionUser } from "./session";

/**
 * Providers deliver work for the agency; ordering is for clients and staff. The /create route
 * excludes them (product.md §2 route rules), so nothing offers them Place Order either.
 */
export const EXCLUDED_FROM_ORDERING = ["provider"] as const satisfies readonly NonNullable<SessionUser["role"]>[];

/** Whether this user may place orders: signed in, and not in a role that /create excludes. */
export function canPlaceOrders(user: SessionUser | null | undefined): boolean {
  return Boolean(user) && !(EXCLUDED_FROM_ORDERING as readonly string[]).includes(user?.role ?? "");
}
