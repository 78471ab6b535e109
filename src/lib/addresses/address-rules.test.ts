import { describe, expect, it } from "vitest";
import {
  emailAddressProblem,
  linkProblem,
  redirectFromProblem,
  redirectToProblem,
  routePathProblem,
  sitePathProblem,
  siteUrlProblem,
  slugProblem,
  socialProfileProblem,
} from "./address-rules";

describe("address rules", () => {
  it.each(["/", "/about-us", "/services/seo-packages", "/us/link-building"])("accepts the page address %s", (path) => {
    expect(routePathProblem(path)).toBeUndefined();
  });

  it.each(["/../../thank-you", "//evil.example", "/about us", "/About-Us", "services", "/a//b", "/a/\nb", "/a\\b", ""])(
    "refuses the page address %j",
    (path) => expect(routePathProblem(path)).toBeTruthy(),
  );

  // Under /assets/ and /media/ everything is cached for a year as a build file; /api/ is the server's.
  it.each(["/assets", "/assets/hydration/x", "/media", "/media/images/logo", "/api", "/api/enquiries"])(
    "refuses the page address %j, naming the folders the site keeps for itself",
    (path) =>
      expect(routePathProblem(path)).toBe(
        `Addresses under ${path.split("/").slice(0, 2).join("/")}/ are kept for the site's own files and API (/assets/, /media/, /api/): choose another address.`,
      ),
  );

  it.each(["/assets-and-media", "/media-kit", "/services/assets", "/apis"])(
    "accepts the page address %s, which only looks like one of them",
    (path) => expect(routePathProblem(path)).toBeUndefined(),
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

  // A redirect is matched before the build's files: one from there could send the site's scripts elsewhere.
  it.each(["/assets/entry.client-1a2b.js", "/media/images/logo.png", "/ASSETS/root.css", "/api/enquiries"])(
    "refuses the redirect source %j, in a folder the site keeps for itself",
    (path) =>
      expect(redirectFromProblem(path)).toMatch(/^Addresses under \/(assets|media|api)\/ are kept for the site's own files/),
  );

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
    "mailto:hello@outreachlab.co.uk?bcc=spy@evil.example",
    "mailto:hello@outreachlab.co.uk,spy@evil.example",
    "mailto:",
  ])("refuses the link %j", (href) => expect(linkProblem(href)).toBeTruthy());

  it("accepts one plain email address", () => expect(emailAddressProblem("hello@outreachlab.co.uk")).toBeUndefined());

  it.each(["hello@outreachlab.co.uk?bcc=spy@evil.example", "a@b.co.uk,c@d.co.uk", "mailto:a@b.co.uk", "a@b", "a b@c.co.uk"])(
    "refuses the email address %j: one address, nothing that adds recipients or parameters",
    (address) => expect(emailAddressProblem(address)).toBeTruthy(),
  );

  it.each(["hello%0D%0Abcc:spy@outreachlab.co.uk", "hello%0a@outreachlab.co.uk", "a%b@outreachlab.co.uk"])(
    "refuses %j: no % in an email address, so no percent-encoded line break reaches a mailto: link",
    (address) => {
      expect(emailAddressProblem(address)).toBeTruthy();
      expect(linkProblem(`mailto:${address}`)).toBeTruthy();
    },
  );

  it.each(["https://www.linkedin.com/company/outreachlab", "https://wa.me/442079460321", "skype:outreachlab?chat"])(
    "accepts the social profile %s",
    (profile) => expect(socialProfileProblem(profile)).toBeUndefined(),
  );

  it.each(["data:text/html,x", "vbscript:x", "//evil.example", "http://facebook.com/x", "javascript:alert(1)", "skype:a b"])(
    "refuses the social profile %j: https:// addresses or a skype: name only",
    (profile) => expect(socialProfileProblem(profile)).toBeTruthy(),
  );

  it("accepts the site's address as https and a host alone", () =>
    expect(siteUrlProblem("https://www.outreachlab.co.uk")).toBeUndefined());

  it.each([
    "https://www.outreachlab.co.uk/",
    "https://www.outreachlab.co.uk/blog",
    "https://www.outreachlab.co.uk@evil.example",
    "https://www.outreachlab.co.uk:8443",
    "https://www.outreachlab.co.uk?x=1",
    "http://www.outreachlab.co.uk",
    "//evil.example",
  ])("refuses the site address %j", (url) => expect(siteUrlProblem(url)).toBeTruthy());

  it("says what is wrong in an editor's words", () => {
    expect(sitePathProblem("/a/../b")).toBe('A site path cannot hold "." or ".." segments.');
  });
});
