/** @vitest-environment jsdom */
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../test/render";
import { blockComponentLoaders, isRegisteredBlockType } from "./block-components";
import { blockFolder } from "./block-manifest";
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
    const withFixture = new Set<string>(fixtures.map((fixture) => fixture._type));
    const without = Object.keys(blockComponentLoaders).filter((type) => !withFixture.has(type));
    expect(
      without,
      without
        .map(
          (type) =>
            `${type} has no fixture: src/blocks/${blockFolder(type)}/${blockFolder(type)}.fixture.ts must export a BlockOf<"${type}">`,
        )
        .join("\n"),
    ).toEqual([]);
  });

  it.each(fixtures.map((fixture) => [fixture._type, fixture] as const))(
    "%s: optional fields missing, no error, still shows what it has",
    (type, fixture) => {
      // Kept here rather than failing the test from the shared console check, to say what to fix.
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const { container } = renderWithRouter(<PageBlocks blocks={[withoutOptionalData(fixture)]} />);
      // React Router's error boundary replaces the block with its error page, the error in its h3.
      const error = /Unexpected Application Error/.test(container.textContent)
        ? (container.querySelector("h3")?.textContent ?? "an error")
        : null;
      const folder = blockFolder(type);
      const required = requiredBlockFields[type] as readonly string[];
      expect(
        error,
        `${type} cannot render with only its required fields (${required.join(", ") || "none listed"}) and the rest null, ` +
          `as GROQ returns a field an editor left empty: "${error}". Either add the field it reads to "required" in ` +
          `src/blocks/${folder}/${folder}.block.ts (then npm run typegen), or let ${folder}.tsx do without it`,
      ).toBeNull();
      expect(
        errors.mock.calls.map((call) => call.map(String).join(" ")),
        `${type} logged errors while rendering with only its required fields (src/blocks/${folder}/${folder}.tsx)`,
      ).toEqual([]);
    },
  );
});
