/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadResource, ResourceLoadError } from "./load-resource";

const added = (selector: string) => document.head.querySelector(selector) as HTMLScriptElement | HTMLLinkElement;

describe("loadResource", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = "";
  });

  it("adds the script once and resolves when it loads", async () => {
    const first = loadResource("https://sdk.example/pay.js", "script");
    const second = loadResource("https://sdk.example/pay.js", "script");
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
    added("script").onload?.(new Event("load"));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it("fails with code 0, the address and 'Failed to load' when the resource errors, and can retry", async () => {
    const loading = loadResource("https://cdn.example/theme.css", "stylesheet");
    added('link[rel="stylesheet"]').onerror?.(new Event("error"));
    const error = (await loading.catch((caught) => caught)) as ResourceLoadError;
    expect(error).toBeInstanceOf(ResourceLoadError);
    expect([error.code, error.url, error.message]).toEqual([
      0,
      "https://cdn.example/theme.css",
      "Failed to load https://cdn.example/theme.css",
    ]);
    expect(document.head.querySelector("link")).toBeNull();
    void loadResource("https://cdn.example/theme.css", "stylesheet");
    expect(document.head.querySelectorAll("link")).toHaveLength(1);
  });

  it("fails with code 400 and ERROR_REQUEST after 5 seconds without an answer", async () => {
    vi.useFakeTimers();
    let settled = false;
    const outcome = loadResource("https://slow.example/widget.js", "script").then(
      () => null,
      (caught: ResourceLoadError) => caught,
    );
    void outcome.finally(() => (settled = true));
    vi.advanceTimersByTime(4_999);
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    const error = await outcome;
    expect([error?.code, error?.message]).toEqual([400, "ERROR_REQUEST"]);
    expect(document.head.querySelector("script")).toBeNull();
  });
});
