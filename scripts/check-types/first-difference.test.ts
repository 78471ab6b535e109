import { describe, expect, it } from "vitest";
import { firstDifference } from "./first-difference";

describe("firstDifference", () => {
  it("is null for identical files", () => {
    expect(firstDifference("a\nb\n", "a\nb\n")).toBeNull();
  });

  it("names the first line that differs, with both versions", () => {
    expect(firstDifference("type A = {\n  title?: string;\n}", "type A = {\n  heading?: string;\n}")).toBe(
      'line 2: committed "  title?: string;", regenerated "  heading?: string;"',
    );
  });

  it("says when the regenerated file is longer or shorter", () => {
    expect(firstDifference("a", "a\nb")).toBe('line 2: committed (end of file), regenerated "b"');
  });
});
