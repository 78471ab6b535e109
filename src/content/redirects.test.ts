import { describe, expect, it } from "vitest";
import { findRedirectLoops, parseRedirectsFile, redirectsFile } from "./redirects";

describe("redirects", () => {
  it("finds chains that come back to their start, once each", () => {
    expect(
      findRedirectLoops([
        { from: "/a", to: "/b", permanent: true },
        { from: "/b", to: "/c", permanent: true },
        { from: "/c", to: "/a", permanent: true },
        { from: "/x", to: "/x", permanent: false },
        { from: "/old", to: "/new", permanent: true },
        { from: "/older", to: "/old", permanent: true },
      ]),
    ).toEqual([
      ["/a", "/b", "/c", "/a"],
      ["/x", "/x"],
    ]);
  });

  it("accepts chains that end somewhere", () => {
    expect(
      findRedirectLoops([
        { from: "/a", to: "/b", permanent: true },
        { from: "/b", to: "https://example.com/", permanent: true },
      ]),
    ).toEqual([]);
  });

  it("writes and reads the _redirects file with 301 for permanent and 302 for temporary", () => {
    const redirects = [
      { from: "/old-offer", to: "/services/link-packages", permanent: true },
      { from: "/sale", to: "/services", permanent: false },
    ];
    const file = redirectsFile(redirects);
    expect(file.startsWith("/old-offer /services/link-packages 301\n/sale /services 302\n")).toBe(true);
    expect(parseRedirectsFile(`${file}\n# comment\nbroken`)).toEqual(redirects);
  });

  it("ends the file, after every redirect, with the app shell for the app's own addresses and home for any other", () => {
    const lines = redirectsFile([{ from: "/sale", to: "/services", permanent: false }])
      .trimEnd()
      .split("\n");
    expect(lines[0]).toBe("/sale /services 302");
    expect(lines.slice(1, -1)).toEqual(
      expect.arrayContaining(["/logout /__spa-fallback.html 200", "/https:/* /__spa-fallback.html 200"]),
    );
    expect(lines.slice(-2)).toEqual(["/about-us/* /about-us 302", "/* / 302"]);
    expect(redirectsFile([]).trimEnd().split("\n").at(-1)).toBe("/* / 302");
  });
});
