import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

/** What `?redirectTo=` holds once the browser has decoded the query string. */
const fromQuery = (query: string) => new URLSearchParams(query).get("redirectTo");

const ORIGIN = "https://site.invalid";

describe("safeRedirect", () => {
  it.each([
    ["/create?service=abc&package=p30", "/create?service=abc&package=p30"],
    ["/client-dashboard#orders", "/client-dashboard#orders"],
    ["/", "/"],
    ["/a/../create", "/create"],
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
    // Dot segments that resolve to an empty first segment: the result would be //evil.example.
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/a/..//evil.example",
    "/a/%2e%2e//evil.example",
  ])("sends %j to the dashboard instead", (target) => expect(safeRedirect(target)).toBe("/client-dashboard"));

  // Whatever arrives, a browser following the answer stays on the site: the answer starts with one
  // slash (never // or /\, which browsers read as another host) and resolves on the site's origin.
  it("never leads off the site, whatever it is given", () => {
    const segment = fc.constantFrom("", ".", "..", "%2e", "%2E%2e", "evil.example", "a", "\\", "%5c", "%2f", "\t", "@", ":");
    const pathLike = fc.array(segment, { maxLength: 6 }).map((segments) => `/${segments.join("/")}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), pathLike), (target) => {
        const answer = safeRedirect(target, ORIGIN);
        expect(answer).toMatch(/^\/(?![/\\])/);
        expect(new URL(answer, ORIGIN).origin).toBe(ORIGIN);
        expect(new URL(answer, ORIGIN).pathname).not.toMatch(/^\/\//);
      }),
      { seed: 20261125, numRuns: 2_000 },
    );
  });
});
