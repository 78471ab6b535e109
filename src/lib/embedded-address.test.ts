import { describe, expect, it } from "vitest";
import { allowedEmbeddedAddress } from "./embedded-address";

const allowed = ["https://calendly.com/eleanor-hughes", "https://www.trustpilot.com/review/"];

describe("allowedEmbeddedAddress", () => {
  it("follows an embedded address under an allowed prefix", () => {
    expect(allowedEmbeddedAddress("/https://calendly.com/eleanor-hughes", "", allowed)).toBe(
      "https://calendly.com/eleanor-hughes",
    );
    expect(allowedEmbeddedAddress("/https://calendly.com/eleanor-hughes/30min", "", allowed)).toBe(
      "https://calendly.com/eleanor-hughes/30min",
    );
    expect(allowedEmbeddedAddress("/go/https:/www.trustpilot.com/review/x", "", allowed)).toBe(
      "https://www.trustpilot.com/review/x",
    );
  });

  it("refuses anyone else's page on an allowed host", () => {
    expect(allowedEmbeddedAddress("/https://calendly.com/anyone", "", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/https://calendly.com/eleanor-hughes-impostor", "", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/https://calendly.com/eleanor-hughes/../anyone", "", allowed)).toBeNull();
  });

  it("refuses every other host, including look-alikes and user-info tricks", () => {
    expect(allowedEmbeddedAddress("/https://evil.example/phish", "", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/https://calendly.com.evil.example/eleanor-hughes", "", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/https://calendly.com@evil.example/eleanor-hughes", "", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/http://calendly.com/eleanor-hughes", "", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/javascript:alert(1)", "", allowed)).toBeNull();
  });

  it("reads the path only: an address in the query string is never followed", () => {
    expect(allowedEmbeddedAddress("/", "?x=/https://calendly.com/eleanor-hughes", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/services", "?next=/https://calendly.com/anyone", allowed)).toBeNull();
  });

  it("carries the visitor's query string over to the allowed address", () => {
    expect(allowedEmbeddedAddress("/https://calendly.com/eleanor-hughes", "?month=2026-12", allowed)).toBe(
      "https://calendly.com/eleanor-hughes?month=2026-12",
    );
  });

  it("ignores ordinary paths and malformed escapes", () => {
    expect(allowedEmbeddedAddress("/services/blogger-outreach", "", allowed)).toBeNull();
    expect(allowedEmbeddedAddress("/%E0%A4%A", "", allowed)).toBeNull();
  });
});
