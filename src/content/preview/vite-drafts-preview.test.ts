import { describe, expect, it } from "vitest";
import { draftsPreview } from "./vite-drafts-preview";

const DRAFTS = {
  SANITY_PREVIEW: "drafts",
  SANITY_PROJECT_ID: "abc123",
  SANITY_DATASET: "production",
  SANITY_READ_TOKEN: "read-token",
  PREVIEW_STUDIO_ORIGIN: "https://studio.example.com",
};
const PREVIEW_BUILD = { DRAFTS_PREVIEW_BUILD: "1", PREVIEW_STUDIO_ORIGIN: "https://studio.example.com" };

type ConfigHook = (
  config: object,
  environment: { command: "build" | "serve"; mode: string },
) => { define?: Record<string, string> } | undefined;

/** The plugin's config hook for `command`, then its transform, as Vite would call them. */
function plugin(env: NodeJS.ProcessEnv, command: "build" | "serve") {
  const instance = draftsPreview(env);
  const configured = () =>
    (instance.config as ConfigHook)({}, { command, mode: command === "build" ? "production" : "development" });
  return { configured, transform: (code: string) => (instance.transform as (code: string) => { code: string } | null)(code) };
}

const SOURCE =
  `if (import.meta.env.DRAFTS_PREVIEW === "true") load(import.meta.env.DRAFTS_PREVIEW_STUDIO_URL);\n` +
  `const env = import.meta.env;`;

describe("the dev server", () => {
  it("does not show drafts: with SANITY_PREVIEW=drafts it refuses to start and names the command that does", () => {
    expect(plugin(DRAFTS, "serve").configured).toThrow(/dev server does not show drafts: `npm run preview:drafts`/);
  });

  it("has the preview flag off, so its overlays and data-sanity attributes are left out", () => {
    expect(plugin({}, "serve").configured()?.define).toEqual({
      "import.meta.env.DRAFTS_PREVIEW": JSON.stringify(""),
      "import.meta.env.DRAFTS_PREVIEW_STUDIO_URL": JSON.stringify(""),
    });
  });
});

describe("the published build", () => {
  it("is refused with SANITY_PREVIEW=drafts before anything is rendered, so drafts are never prerendered", () => {
    expect(plugin(DRAFTS, "build").configured).toThrow(/drafts are never prerendered/);
  });

  it('has the flag written as "" into its source, not defined, so the import.meta.env object stays as it was', () => {
    const { configured, transform } = plugin({}, "build");
    expect(configured()).toBeUndefined();
    const built = transform(SOURCE)!.code;
    expect(built).not.toContain("DRAFTS_PREVIEW");
    expect(built.split("\n").map((line) => line.length)).toEqual(SOURCE.split("\n").map((line) => line.length));
    expect(built).toMatch(/^if \(""\s+=== "true"\) load\(""\s+\);\nconst env = import\.meta\.env;$/);
    expect(transform("const unrelated = 1;")).toBeNull();
  });
});

describe("the drafts preview's build (DRAFTS_PREVIEW_BUILD=1)", () => {
  it("has the flag on and the studio's address written in, with its path and without a trailing slash", () => {
    const { configured, transform } = plugin(
      { ...PREVIEW_BUILD, PREVIEW_STUDIO_ORIGIN: "https://www.example.com/studio/" },
      "build",
    );
    configured();
    expect(transform(SOURCE)!.code).toMatch(/^if \("true"\s+=== "true"\) load\("https:\/\/www\.example\.com\/studio"\s*\);\n/);
  });

  it("needs the studio's address, which its click-to-edit links open", () => {
    expect(plugin({ DRAFTS_PREVIEW_BUILD: "1" }, "build").configured).toThrow(/PREVIEW_STUDIO_ORIGIN/);
  });
});
