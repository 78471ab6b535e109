import { describe, expect, it, vi } from "vitest";
import { ContentSourceError } from "../config.server";
import { createParsedQueryCache } from "./parsed-queries.server";

describe("the parsed-query cache", () => {
  it("parses a query once, whatever its parameters", () => {
    const prepare = vi.fn((tree: unknown) => tree);
    const parsed = createParsedQueryCache(prepare);
    const query = `*[_type == "page" && path.current == $path][0]`;
    const first = parsed(query, { path: "/a" });
    expect(parsed(query, { path: "/b" })).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    // The parameter is read when the query runs, not fixed into the tree.
    expect(JSON.stringify(first)).toContain('"type":"Parameter","name":"path"');
  });

  it("parses with each call's parameters where groq-js folds one in while parsing (subscripts, slices)", () => {
    const prepare = vi.fn((tree: unknown) => tree);
    const parsed = createParsedQueryCache(prepare);
    expect(parsed(`*[_type == "a"][$index]`, { index: 1 })).toMatchObject({ type: "AccessElement", index: 1 });
    expect(parsed(`*[_type == "a"][$index]`, { index: 2 })).toMatchObject({ type: "AccessElement", index: 2 });
    expect(parsed(`*[_id == "a"][0]{ "x": items[$key] }`, { key: "b" })).toMatchObject({
      type: "Projection",
      expr: { attributes: [{ value: { type: "AccessAttribute", name: "b" } }] },
    });
    expect(parsed(`*[_type == "a"][0...$n]`, { n: 2 })).toMatchObject({ type: "Slice", right: 2 });
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it("names an invalid query", () => {
    const parsed = createParsedQueryCache((tree) => tree);
    expect(() => parsed(`*[_type ==`, {})).toThrow(ContentSourceError);
    expect(() => parsed(`*[_type ==`, {})).toThrow(/Invalid GROQ query/);
  });
});
