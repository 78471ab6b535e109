import { describe, expect, it } from "vitest";
import {
  linkProblem,
  redirectFromProblem,
  redirectToProblem,
  routePathProblem,
  sitePathProblem,
  slugProblem,
} from "./address-rules";

describe("address rules", () => {
  it.each(["/", "/about-us", "/services/seo-packages", "/us/link-building"])("accepts the page address %s", (path) => {
    expect(routePathProblem(path)).toBeUndefined();
  });

  it.each(["/../../thank-you", "//evil.example", "/about us", "/About-Us", "services", "/a//b", "/a/\nb", "/a\\b", ""])(
    "refuses the page address %j",
    (path) => expect(routePathProblem(path)).toBeTruthy(),
  );

  it.each(["../../../../thank-you", "a/b", "a b", "", "UPPER"])("refuses the slug %j", (slug) =>
    expect(slugProblem(slug)).toBeTruthy(),
  );

  it.each(["/old-page", "/blog/old_post.html", "/services/"])("accepts the redirect source %s", (path) =>
    expect(redirectFromProblem(path)).toBeUndefined(),
  );

  it.each([
    "//evil.example",
    "/*",
    "/a/../b",
    "/old\n/* https://evil.example/ 301!",
    "https://evil.example",
    "/a b",
    "/a\\b",
    "old",
  ])("refuses the redirect source %j", (path) => expect(redirectFromProblem(path)).toBeTruthy());

  it.each(["/new-page", "https://partner.example.co.uk/page?x=1"])("accepts the redirect target %s", (target) =>
    expect(redirectToProblem(target)).toBeUndefined(),
  );

  it.each([
    "/new\n/* https://evil.example/ 301!",
    "//evil.example",
    "http://plain.example",
    "https://evil.example/ *",
    "https://evil.example/\t",
    "javascript:alert(1)",
    "/a/../../b",
    "https://localhost",
  ])("refuses the redirect target %j", (target) => expect(redirectToProblem(target)).toBeTruthy());

  it.each([
    "/get-in-touch",
    "/services/seo-packages#pricing",
    "/create?service=abc&package=p30",
    "#frequently-asked-questions",
    "https://calendly.com/outreach-lab/call",
    "http://example.org/page",
    "mailto:hello@outreachlab.co.uk",
    "tel:+44 20 7946 0000",
  ])("accepts the link %s", (href) => expect(linkProblem(href)).toBeUndefined());

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "//evil.example",
    "/\\evil.example",
    "/%5Cevil.example\\",
    "https://",
    "ftp://files.example.com",
    "/a/../../etc",
  ])("refuses the link %j", (href) => expect(linkProblem(href)).toBeTruthy());

  it("says what is wrong in an editor's words", () => {
    expect(sitePathProblem("/a/../b")).toBe('A site path cannot hold "." or ".." segments.');
  });
});
