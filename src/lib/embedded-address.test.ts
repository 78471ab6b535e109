import { describe, expect, it } from "vitest";
import { allowedEmbeddedAddress } from "./embedded-address";

const allowed = ["calendly.com", "www.trustpilot.com"];

describe("allowedEmbeddedAddress", () => {
  it("follows an embedded address on an allowed host", () => {
    expect(allowedEmbeddedAddress("/https://calendly.com/eleanor-hughes", allowed)).toBe("https://calendly.com/eleanor-hughes");
    expect(allowedEmbeddedAddress("/go/https:/www.trustpilot.com/review/x", allowed)).toBe("https://www.trustpilot.com/review/x");
  });

  it("refuses every other host, including look-alikes and user-info tricks", () => {
    expect(allowedEmbeddedAddress("/https://evil.example/phish", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/https://calendly.com.evil.example/", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/https://calendly.com@evil.example/", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/javascript:alert(1)", allowed)).toBeNull();
  });

  it("ignores ordinary paths", () => {
    expect(allowedEmbeddedAddress("/services/blogger-outreach", allowed)).toBeNull();
  });
});

describe("allowedEmbeddedAddress with a query", () => {
  it("keeps the embedded address's query string", () => {
    expect(allowedEmbeddedAddress("/https://calendly.com/eleanor-hughes?month=2026-12", allowed)).toBe(
      "https://calendly.com/eleanor-hughes?month=2026-12",
    );
  });
});
