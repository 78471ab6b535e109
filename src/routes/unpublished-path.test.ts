import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPrerenderedOrGoHome } from "./unpublished-path";

/** What React Router's serverLoader rejects with when a path's `.data` file is not there. */
const notPrerendered = () => Promise.reject(new ErrorResponse(404, "Not Found", null));
const request = (path: string) => new Request(`http://localhost${path}`);
const redirectsFile = (text: string, ok = true) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(text, { status: ok ? 200 : 404 })),
  );

async function destination(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("a path with no prerendered page", () => {
  it("follows its CMS redirect during in-app navigation", async () => {
    redirectsFile("/contact-us /get-in-touch 301\n/about /about-us 301\n");
    expect(await destination(loadPrerenderedOrGoHome(notPrerendered, request("/contact-us")))).toBe("/get-in-touch");
    expect(await destination(loadPrerenderedOrGoHome(notPrerendered, request("/about/")))).toBe("/about-us");
  });

  it("ends at the home page when no redirect names it, or the redirects cannot be read", async () => {
    redirectsFile("/contact-us /get-in-touch 301\n");
    expect(await destination(loadPrerenderedOrGoHome(notPrerendered, request("/no-such-page")))).toBe("/");
    redirectsFile("", false);
    expect(await destination(loadPrerenderedOrGoHome(notPrerendered, request("/contact-us")))).toBe("/");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect(await destination(loadPrerenderedOrGoHome(notPrerendered, request("/contact-us")))).toBe("/");
  });

  it("ends at the page it names instead, when there is one (an unknown member ends at /about-us)", async () => {
    redirectsFile("/contact-us /get-in-touch 301\n");
    expect(await destination(loadPrerenderedOrGoHome(notPrerendered, request("/about-us/nobody-here"), "/about-us"))).toBe(
      "/about-us",
    );
  });

  it("returns prerendered data untouched, and rethrows other failures", async () => {
    expect(await loadPrerenderedOrGoHome(async () => ({ page: 1 }), request("/x"))).toEqual({ page: 1 });
    await expect(loadPrerenderedOrGoHome(() => Promise.reject(new TypeError("Failed to fetch")), request("/x"))).rejects.toThrow(
      "Failed to fetch",
    );
  });
});
