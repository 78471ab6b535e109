import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, headersFile, securityHeaders } from "./security-headers.server";

const config = {
  scriptHashes: ["qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=", "RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc="],
  formEndpoint: "https://formspree.io/f/abc",
  apiUrl: "https://api.outreachlab.example/v1",
};

describe("the security headers", () => {
  it("allow scripts from the site and the build's inline scripts by hash, nothing else (no nonce)", () => {
    const policy = contentSecurityPolicy(config, { clientArea: false });
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe(
      "script-src 'self' 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=' 'sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc='",
    );
    expect(policy).not.toContain("nonce");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("let the form service and the back end be called, by origin, from configuration", () => {
    const policy = contentSecurityPolicy(config, { clientArea: false });
    expect(policy).toContain("connect-src 'self' https://formspree.io https://api.outreachlab.example;");
    expect(policy).toContain("form-action 'self' https://formspree.io;");
    expect(contentSecurityPolicy({ scriptHashes: config.scriptHashes }, { clientArea: false })).toContain("connect-src 'self';");
  });

  it("allow the payment SDK on the client area's pages only", () => {
    expect(securityHeaders(config, { path: "/create", https: false })["Content-Security-Policy"]).toContain(
      "https://www.paypal.com",
    );
    expect(securityHeaders(config, { path: "/client-dashboard/", https: false })["Content-Security-Policy"]).toContain("paypal");
    expect(
      securityHeaders(config, { path: "/services/blogger-outreach", https: false })["Content-Security-Policy"],
    ).not.toContain("paypal");
  });

  it("send HSTS over HTTPS only", () => {
    expect(securityHeaders(config, { path: "/", https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(securityHeaders(config, { path: "/", https: false })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("write the same values into _headers: common ones for every path, the policy per page (hosts would merge two)", () => {
    const file = headersFile(config, ["/", "/about-us", "/create"]);
    const blocks = file.trim().split(/\n\n/);
    const rule = (pattern: string) => blocks.find((block) => block.startsWith(`${pattern}\n`)) ?? "";
    expect(rule("/*")).toContain("Referrer-Policy: strict-origin-when-cross-origin");
    expect(rule("/*")).not.toContain("Content-Security-Policy");
    expect(rule("/about-us")).toContain(`Content-Security-Policy: ${contentSecurityPolicy(config, { clientArea: false })}`);
    expect(rule("/about-us/")).toContain("Content-Security-Policy:");
    expect(rule("/create")).toContain(`Content-Security-Policy: ${contentSecurityPolicy(config, { clientArea: true })}`);
    expect(rule("/client-dashboard")).toContain("paypal");
    expect(rule("/assets/*")).toContain("Cache-Control: public, max-age=31536000, immutable");
  });
});
