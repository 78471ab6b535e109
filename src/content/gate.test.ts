import fc from "fast-check";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentSourceError } from "./config.server";
import { checkDocument, ContentGateError, gateDocuments } from "./gate";
import { buildFileFor } from "./prerender-paths.server";
import { createEmbeddedSource } from "./sources/embedded-source.server";

const validPage = (id: string, path: string) => ({
  _id: id,
  _type: "page",
  title: "Get in touch",
  path: { _type: "slug", current: path },
  seo: { metaTitle: "Get in touch" },
  blocks: [{ _type: "hero", _key: "h", heading: "Hello" }],
});

/** The embedded source over a scratch dataset, as the build reads it. */
function sourceWith(documents: object[]) {
  const file = join(mkdtempSync(join(tmpdir(), "gate-")), "data.ndjson");
  writeFileSync(file, documents.map((document) => JSON.stringify(document)).join("\n"));
  return createEmbeddedSource(file);
}

const buildStops = async (documents: object[]) => {
  const error = await sourceWith(documents)
    .query('*[_type == "page"]', {})
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentSourceError);
  return (error as Error).message;
};

describe("the content gate", () => {
  it("stops the build on a page address that climbs out of the site, naming the document and the rule", async () => {
    const message = await buildStops([validPage("page-ok", "/about-us"), validPage("page-escape", "/../../thank-you")]);
    expect(message).toContain('page-escape (page): path "/../../thank-you": Use "/" then lowercase words');
  });

  it("stops the build on a team member whose slug climbs out of /about-us", async () => {
    const message = await buildStops([
      validPage("page-ok", "/about-us"),
      { _id: "team-x", _type: "teamMember", firstName: "Ann", lastName: "Lee", slug: { current: "../../../../thank-you" } },
    ]);
    expect(message).toContain('team-x (teamMember): slug "../../../../thank-you"');
  });

  it("stops the build on a redirect that would add a rule of its own or leave the site", async () => {
    const message = await buildStops([
      validPage("page-ok", "/"),
      { _id: "redirect-newline", _type: "redirect", from: "/old", to: "/new\n/* https://evil.example/ 301!" },
      { _id: "redirect-protocol-relative", _type: "redirect", from: "//evil.example", to: "/" },
    ]);
    expect(message).toContain("redirect-newline (redirect): to");
    expect(message).toContain('redirect-protocol-relative (redirect): from "//evil.example"');
  });

  // A page there was served as a build file: 200 text/html with a year's immutable cache.
  it("stops the build on a page or redirect in a folder the site keeps for itself, naming the folders", async () => {
    const message = await buildStops([
      validPage("page-ok", "/"),
      validPage("page-in-assets", "/assets/hydration/x"),
      validPage("page-in-media", "/media"),
      { _id: "redirect-from-assets", _type: "redirect", from: "/assets/entry.client-1a2b.js", to: "https://evil.example/x.js" },
    ]);
    const reserved = "are kept for the site's own files and API (/assets/, /media/, /api/): choose another address.";
    expect(message).toContain(`page-in-assets (page): path "/assets/hydration/x": Addresses under /assets/ ${reserved}`);
    expect(message).toContain(`page-in-media (page): path "/media": Addresses under /media/ ${reserved}`);
    expect(message).toContain(
      `redirect-from-assets (redirect): from "/assets/entry.client-1a2b.js": Addresses under /assets/ ${reserved}`,
    );
    expect(message).not.toContain("page-ok");
  });

  it("leaves out a page with no title, seo or blocks, and an article with no title or body, and says so", async () => {
    const lines: string[] = [];
    const kept = gateDocuments(
      [
        validPage("page-ok", "/"),
        { _id: "page-empty", _type: "page", path: { current: "/empty" } },
        { _id: "article-empty", _type: "article", slug: { current: "empty-article" } },
      ],
      (line) => lines.push(line),
    );
    expect(kept.map((document) => document._id)).toEqual(["page-ok"]);
    expect(lines.join("\n")).toContain("page-empty (page): title is required.");
    expect(lines.join("\n")).toContain("page-empty (page): seo is required.");
    expect(lines.join("\n")).toContain("page-empty (page): blocks is required.");
    expect(lines.join("\n")).toContain("article-empty (article): title is required.");
    expect(lines.join("\n")).toContain("article-empty (article): body is required.");
  });

  it("leaves out a document with a javascript: link in its copy, and queries no longer find it", async () => {
    const page = {
      ...validPage("page-script-link", "/offer"),
      blocks: [
        {
          _type: "textSection",
          _key: "t",
          body: [
            { _type: "block", markDefs: [{ _key: "l", _type: "link", href: "javascript:alert(document.cookie)" }], children: [] },
          ],
        },
      ],
    };
    const source = sourceWith([validPage("page-ok", "/"), page]);
    expect(await source.query('*[_type == "page"]._id', {})).toEqual(["page-ok"]);
    expect(checkDocument(page)[0]?.rule).toContain('blocks[0].body[0].markDefs[0].href "javascript:alert(document.cookie)"');
  });
});

describe("the gate holds every value to its schema type", () => {
  it("names a value of the wrong type at any depth, and takes the same document with the right types", () => {
    const slider = (maxArticles: unknown, gbp: unknown) => ({
      ...validPage("page-slider", "/slider"),
      blocks: [{ _type: "contentSlider", _key: "s", maxArticles }],
      seo: { _type: "seo", title: "Slider", share: { part: 1 } },
      price: { _type: "money", gbp },
    });
    expect(checkDocument(slider(200, 20))).toEqual([]);
    expect(checkDocument(slider("200</script>", 20)).map((finding) => finding.rule)).toEqual([
      'blocks[0].maxArticles must be a number, is text "200</script>".',
    ]);
  });

  it("does not judge a block type it does not know (the renderer leaves it out and says so)", () => {
    const page = { ...validPage("page-x", "/x"), blocks: [{ _type: "notABlock", _key: "n", days: "three" }] };
    expect(checkDocument(page)).toEqual([]);
  });
});

describe("prerendered files stay inside the build folder", () => {
  const root = resolve("build", "client");
  it.each(["/", "/about-us", "/blog/some-article", "/about-us/ann-lee"])("writes %s inside it", (path) => {
    expect(buildFileFor(root, path).startsWith(root + sep)).toBe(true);
  });
  it.each(["/../../thank-you", "/..", "//evil", "/a/../../x", "/a\\..\\..\\x", "/%2e%2e/x"])("refuses %j", (path) => {
    expect(() => buildFileFor(root, path)).toThrow(/outside the build folder|not a site path/);
  });
  it.each(["/assets/hydration/x", "/media", "/api/health"])("refuses %j, in a folder the site keeps for itself", (path) => {
    expect(() => buildFileFor(root, path)).toThrow(/is kept for the site's own files and API \(\/assets\/, \/media\/, \/api\/\)/);
  });
});

/** Values that have broken content pipelines elsewhere: path tricks, markup, control characters, huge strings. */
const nasty = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      "/../../thank-you",
      "../../../../etc",
      "//evil.example",
      "/\\evil.example",
      "/%2e%2e/",
      "/a\n/* https://evil.example/ 301!",
      "javascript:alert(1)",
      "data:text/html,x",
      "https://",
      "/",
      "/about-us",
      "/assets/hydration/x",
      "/media",
      "ok-slug",
      "*",
      "",
      " ",
      "\u0000",
      "<script>alert(1)</script>",
    ),
    weight: 12,
  },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 7 },
  // Huge strings are rare (weight 1 in 20), or every run would spend its time on them.
  { arbitrary: fc.string({ minLength: 10_000, maxLength: 20_000 }).map((text) => text), weight: 1 },
);
const anyValue = fc.oneof(
  nasty,
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), nasty),
);
const slugLike = fc.oneof(fc.record({ current: nasty }), anyValue);
const fuzzDocument = fc.record({
  _id: fc.uuid(),
  _type: fc.constantFrom("page", "service", "personaPage", "article", "teamMember", "redirect", "siteSettings", "unknownType"),
  title: anyValue,
  heading: anyValue,
  firstName: anyValue,
  lastName: anyValue,
  path: slugLike,
  slug: slugLike,
  from: anyValue,
  to: anyValue,
  seo: fc.oneof(fc.constant({ metaTitle: "x" }), anyValue),
  body: anyValue,
  blocks: fc.oneof(
    fc.array(
      fc.record({ _type: fc.constantFrom("hero", "unknownBlock", "tabs"), _key: fc.string(), href: anyValue, body: anyValue }),
      {
        maxLength: 3,
      },
    ),
    anyValue,
  ),
  nav: fc.array(
    fc.record({ label: nasty, href: anyValue, children: fc.array(fc.record({ href: anyValue }), { maxLength: 2 }) }),
    { maxLength: 2 },
  ),
});

describe("fuzzing the gate", () => {
  // FUZZ_RUNS=20000 for a long run; npm test keeps it short, seeded and bounded.
  const runs = Number(process.env.FUZZ_RUNS ?? 200);
  it(`never crashes, keeps only documents that pass every rule, and names every one it drops (${runs} datasets of up to 12 documents)`, () => {
    const root = resolve("build", "client");
    fc.assert(
      fc.property(fc.array(fuzzDocument, { maxLength: 12 }), (documents) => {
        const lines: string[] = [];
        let kept: typeof documents;
        try {
          kept = gateDocuments(documents, (line) => lines.push(line));
        } catch (error) {
          if (!(error instanceof ContentGateError)) throw error;
          // A stop names each offending document.
          for (const finding of error.findings) expect(error.message).toContain(`${finding.id} (${finding.type})`);
          return;
        }
        for (const document of kept) expect(checkDocument(document)).toEqual([]);
        const log = lines.join("\n");
        for (const document of documents.filter((document) => !kept.includes(document)))
          expect(log).toContain(`${document._id} (${document._type})`);
        // Whatever passes becomes a file inside the build folder, never outside it nor in a folder
        // the site keeps for itself (buildFileFor refuses both).
        for (const document of kept) {
          const path = (document.path as { current?: string } | null)?.current;
          if (["page", "service", "personaPage"].includes(document._type) && typeof path === "string")
            expect(buildFileFor(root, path).startsWith(root + sep)).toBe(true);
        }
      }),
      { seed: 20261124, numRuns: runs },
    );
  }, 120_000);
});
