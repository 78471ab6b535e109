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

  it.each([
    ["someone else's page on an allowed host", "/https://calendly.com/anyone"],
    ["a page whose name only starts like an allowed one", "/https://calendly.com/eleanor-hughes-impostor"],
    ["a way out of an allowed page", "/https://calendly.com/eleanor-hughes/../anyone"],
    ["another host", "/https://evil.example/phish"],
    ["a look-alike host", "/https://calendly.com.evil.example/eleanor-hughes"],
    ["user-info in front of another host", "/https://calendly.com@evil.example/eleanor-hughes"],
    ["plain http", "/http://calendly.com/eleanor-hughes"],
    ["a script address", "/javascript:alert(1)"],
  ])("refuses %s (%s)", (_case, path) => {
    expect(allowedEmbeddedAddress(path, "", allowed)).toBeNull();
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
