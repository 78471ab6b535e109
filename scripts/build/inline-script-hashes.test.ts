import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkInlineScripts, runnableInlineScripts, scriptHash } from "./inline-script-hashes";

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

  it("count speculation rules too: the policy governs them as script, and a page's own rules would load pages", () => {
    const rules = `{"prerender":[{"source":"document","eagerness":"moderate"}]}`;
    expect(runnableInlineScripts(`<script type="speculationrules">${rules}</script>`)).toEqual([rules]);
    const injected = checkInlineScripts([{ file: "index.html", html: `<script type="speculationrules">${rules}</script>` }], []);
    expect(injected.unexpected).toEqual([{ file: "index.html", excerpt: rules }]);
  });

  it("allow the scripts the code wrote, sorted, whichever pages show them", () => {
    const checked = checkInlineScripts(
      [
        { file: "index.html", html: "<script>boot()</script><script>date()</script>" },
        { file: "about/index.html", html: "<script>boot()</script>" },
      ],
      ["date()", "boot()"],
    );
    expect(checked).toEqual({ hashes: [scriptHash("boot()"), scriptHash("date()")].sort(), unexpected: [] });
  });

  it("name a page with a script the code did not write (content that got into the page), and never allow it", () => {
    const injected = `location='https://evil.example/'`;
    const checked = checkInlineScripts(
      [
        { file: "index.html", html: "<script>boot()</script>" },
        { file: "blog/post/index.html", html: `<script>boot()</script><p>Hi</p><script>${injected}</script>` },
      ],
      ["boot()"],
    );
    expect(checked.unexpected).toEqual([{ file: "blog/post/index.html", excerpt: injected }]);
    expect(checked.hashes).toEqual([scriptHash("boot()")]);
  });
});
