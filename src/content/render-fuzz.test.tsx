import fc from "fast-check";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetch, resetContentSource } from "./fetch.server";
import { renderContentPage } from "../test/render-page";

/** The real dataset (site settings, contact, prices…), so fuzzed pages render inside the real site. */
const realDataset = readFileSync("src/content/dataset/data.ndjson", "utf8").trim();

const junk = fc.oneof(
  fc.constantFrom(
    null,
    "",
    " ",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "/../../x",
    "\u0000",
    0,
    -1,
    1e308,
    true,
    [],
    {},
  ),
  fc.string({ maxLength: 30 }),
  { arbitrary: fc.string({ minLength: 5_000, maxLength: 8_000 }), weight: 1 },
);
const BLOCK_TYPES = [
  "hero",
  "faq",
  "textSection",
  "pricingTable",
  "tabs",
  "contactForm",
  "calendar",
  "serviceCards",
  "notABlock",
];
const block = fc.record({
  _type: fc.constantFrom(...BLOCK_TYPES),
  _key: fc.string({ minLength: 1, maxLength: 8 }),
  heading: junk,
  title: junk,
  body: fc.oneof(
    junk,
    fc.array(fc.record({ _type: fc.constantFrom("block", "span", "weird"), children: junk, markDefs: junk }), { maxLength: 2 }),
  ),
  items: fc.oneof(junk, fc.array(fc.record({ question: junk, answer: junk, title: junk }), { maxLength: 2 })),
  packages: fc.oneof(
    junk,
    fc.array(fc.record({ _ref: fc.constantFrom("missing-ref", "service-blogger-outreach") }), { maxLength: 2 }),
  ),
  tabs: fc.oneof(
    junk,
    fc.array(fc.record({ _type: fc.constantFrom(...BLOCK_TYPES), _key: fc.string({ minLength: 1 }), body: junk }), {
      maxLength: 2,
    }),
  ),
});

describe("fuzzing the page renderer behind the gate", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetContentSource();
  });

  const runs = Number(process.env.FUZZ_RENDER_RUNS ?? 40);
  it(`renders any page the gate lets through without crashing, keeping its heading (${runs} generated pages)`, async () => {
    let rendered = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(block, { maxLength: 5 }), fc.string({ minLength: 1, maxLength: 40 }), async (blocks, title) => {
        const page = {
          _id: "page-fuzzed",
          _type: "page",
          title,
          path: { _type: "slug", current: "/fuzzed-page" },
          seo: { _type: "seo", metaTitle: title },
          blocks: [{ _type: "hero", _key: "first", heading: "Fuzzed page" }, ...blocks],
        };
        const file = join(mkdtempSync(join(tmpdir(), "render-fuzz-")), "data.ndjson");
        writeFileSync(file, `${realDataset}\n${JSON.stringify(page)}\n`);
        vi.stubEnv("EMBEDDED_DATASET_FILE", file);
        resetContentSource();
        const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
        try {
          const refusal = (await fetch(`*[_id == "page-fuzzed"][0]._id`)) === null;
          if (refusal) {
            // The gate refused the page (a bad link, a value of the wrong type): it must say which and why.
            expect(warn.mock.calls.map((call) => String(call[0])).join("\n")).toMatch(/page-fuzzed \(page\): /);
            refused += 1;
            return;
          }
          const html = await renderContentPage("/fuzzed-page");
          expect(html).toContain("Fuzzed page");
          rendered += 1;
        } finally {
          warn.mockRestore();
        }
      }),
      { seed: 20261124, numRuns: runs },
    );
    // Both happen: the renderer is tested on what passes, and the gate names what it refuses.
    console.info(`render fuzz: ${rendered} rendered, ${refused} refused by the gate`);
    expect(rendered).toBeGreaterThan(runs / 2);
  }, 120_000);
});
