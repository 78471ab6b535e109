/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from "vitest";
import { markSession } from "../lib/page-start/follow-stored-state";

/** The banner itself is shown by CSS from this mark; the browser tests look at it on the built pages. */
const root = document.documentElement;
afterEach(() => markSession(root, null));

describe("the mark that shows the unconfirmed-email banner", () => {
  it("is set for a signed-in user whose email is not confirmed", () => {
    markSession(root, { first_name: "Priya", confirmed: false });
    expect(root.dataset.emailUnconfirmed).toBe("true");
    expect(root.dataset.session).toBe("member");
  });

  it("is absent for a confirmed user, a user the back end said nothing about, and a visitor", () => {
    for (const user of [{ confirmed: true }, { first_name: "Priya" }, null]) {
      markSession(root, { confirmed: false });
      markSession(root, user);
      expect(root.dataset.emailUnconfirmed).toBeUndefined();
    }
    expect(root.dataset.session).toBe("visitor");
  });
});
