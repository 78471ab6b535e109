import { afterEach, describe, expect, it, vi } from "vitest";
// Importing with no address set must not throw: prerendered pages load this module without an API.
import { apiBaseUrl } from "./config";

afterEach(() => vi.unstubAllEnvs());

describe("apiBaseUrl", () => {
  it("reads VITE_API_URL from the build environment", () => {
    vi.stubEnv("VITE_API_URL", "https://api.example.com/v1");
    expect(apiBaseUrl()).toBe("https://api.example.com/v1");
  });

  it("ignores surrounding spaces a .env file may leave", () => {
    expect(apiBaseUrl({ VITE_API_URL: "  https://api.example.com \n" })).toBe("https://api.example.com");
  });

  it.each([undefined, "", "   "])("names the variable when it is %j", (value) => {
    expect(() => apiBaseUrl({ VITE_API_URL: value })).toThrow(/^VITE_API_URL is not set/);
  });

  it("throws at call time when the build environment lacks it", () => {
    vi.stubEnv("VITE_API_URL", "");
    expect(() => apiBaseUrl()).toThrow(/VITE_API_URL/);
  });
});
