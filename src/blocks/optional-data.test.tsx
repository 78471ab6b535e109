/** @vitest-environment jsdom */
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../test/render";
import { blockComponentLoaders, isRegisteredBlockType } from "./block-components";
import { requiredBlockFields } from "./generated/page-blocks.query";
import { PageBlocks } from "./page-blocks";
import type { PageBlock } from "./types";

/** Every block's fixture (`<name>/<name>.fixture.ts`), as the registry test finds them. */
const fixtures = Object.values(import.meta.glob<Record<string, unknown>>("./*/*.fixture.ts", { eager: true }))
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is PageBlock =>
      typeof value === "object" && value !== null && "_type" in value && isRegisteredBlockType(String(value._type)),
  );

/** The fixture with every field the block can live without set to null, as GROQ returns a missing field. */
function withoutOptionalData(block: PageBlock): PageBlock {
  const required = new Set(["_key", "_type", ...requiredBlockFields[block._type]]);
  return Object.fromEntries(Object.entries(block).map(([key, value]) => [key, required.has(key) ? value : null])) as PageBlock;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("every block renders with only its required data", () => {
  it("has a fixture for every registered block type", () => {
    expect(new Set(fixtures.map((fixture) => fixture._type))).toEqual(new Set(Object.keys(blockComponentLoaders)));
  });

  it.each(fixtures.map((fixture) => [fixture._type, fixture] as const))(
    "%s: optional fields missing, no error, still shows what it has",
    (_type, fixture) => {
      const errors = vi.spyOn(console, "error");
      const { container } = renderWithRouter(<PageBlocks blocks={[withoutOptionalData(fixture)]} />);
      // React Router's error boundary would replace the block with its error page.
      expect(container.textContent).not.toMatch(/Unexpected Application Error|Cannot read properties/);
      expect(errors).not.toHaveBeenCalled();
    },
  );
});
