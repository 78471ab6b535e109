import { describe, expect, it } from "vitest";
import { joinUrl, segment } from "./url";

describe("joinUrl", () => {
  it.each([
    ["https://api.example.com", "/leads", "https://api.example.com/leads"],
    ["https://api.example.com/", "/leads", "https://api.example.com/leads"],
    ["https://api.example.com/", "leads", "https://api.example.com/leads"],
    ["https://api.example.com/v2//", "//leads/", "https://api.example.com/v2/leads/"],
    ["/api", "/tickets/all", "/api/tickets/all"],
  ])("%s + %s = %s", (base, path, url) => {
    expect(joinUrl(base, path)).toBe(url);
  });
});

describe("segment", () => {
  it("escapes characters that would change the path", () => {
    expect(segment(42)).toBe("42");
    expect(segment("a/b?c#d")).toBe("a%2Fb%3Fc%23d");
  });
});
