import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

/** What `?redirectTo=` holds once the browser has decoded the query string. */
const fromQuery = (query: string) => new URLSearchParams(query).get("redirectTo");

describe("safeRedirect", () => {
  it.each([
    ["/create?service=abc&package=p30", "/create?service=abc&package=p30"],
    ["/client-dashboard#orders", "/client-dashboard#orders"],
    ["/", "/"],
  ])("follows the site path %s", (target, expected) => expect(safeRedirect(target)).toBe(expected));

  it.each([
    fromQuery("redirectTo=%2F%5Cevil.example"),
    "/\\evil.example",
    fromQuery("redirectTo=%2F%09%2Fevil.example"),
    "//evil.example",
    "https://evil.example/",
    "/%0a/evil.example".replace("%0a", "\n"),
    "javascript:alert(1)",
    "evil.example",
    "",
    null,
  ])("sends %j to the dashboard instead", (target) => expect(safeRedirect(target)).toBe("/client-dashboard"));
});
