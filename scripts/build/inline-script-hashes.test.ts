import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { censusOfInlineScripts, runnableInlineScripts, scriptHash } from "./inline-script-hashes";

describe("inline script hashes", () => {
  it("hash a script's text as the policy's 'sha256-…' source does", () => {
    // The example from the CSP specification: alert('Hello, world.');
    expect(scriptHash("alert('Hello, world.');")).toBe("qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=");
    expect(scriptHash("é")).toBe(createHash("sha256").update(Buffer.from("é", "utf8")).digest("base64"));
  });

  it("count only the scripts a browser runs: not data elements and not files", () => {
    const html = `<head><script type="application/json">{"a":1}</script><script>one()</script>
      <script type="application/ld+json">{}</script><script src="/assets/app.js"></script></head>
      <body><script type="module">two()</script><SCRIPT type="text/javascript">three()</SCRIPT></body>`;
    expect(runnableInlineScripts(html)).toEqual(["one()", "two()", "three()"]);
  });

  it("give one sorted list for a site whose pages share their scripts, and name a page for each", () => {
    const census = censusOfInlineScripts([
      { file: "index.html", html: "<script>boot()</script><script>date()</script>" },
      { file: "about/index.html", html: "<script>boot()</script>" },
    ]);
    expect(census.hashes).toEqual([scriptHash("boot()"), scriptHash("date()")].sort());
    expect(census.foundIn.get(scriptHash("date()"))).toBe("index.html");
  });
});
