import { parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { ORDER_OPTIONS_QUERY } from "../order-options";
import * as siteQueries from "../queries";
import { SITE_URL_QUERY } from "../site-url";
import { planIndexedFilters } from "./indexed-filters.server";

const lookupsOf = (query: string) =>
  planIndexedFilters(parse(query)).sites.map((site) => site.lookups.map(({ field, wanted }) => ({ field, ...wanted })));

describe("planning which filters an index can narrow", () => {
  it("narrows type, id, slug and path conjuncts compared with literals or parameters, in either order", () => {
    expect(lookupsOf(`*[_type == "article" && slug.current == $slug][0]`)).toEqual([
      [
        { field: "_type", kind: "literal", values: ["article"] },
        { field: "slug.current", kind: "parameter", name: "slug", many: false },
      ],
    ]);
    expect(lookupsOf(`*[(("x" == @._id)) && defined(title)]`)).toEqual([[{ field: "_id", kind: "literal", values: ["x"] }]]);
    expect(lookupsOf(`*[_type in ["a", "b"] && path.current == "/"]`)).toEqual([
      [
        { field: "_type", kind: "literal", values: ["a", "b"] },
        { field: "path.current", kind: "literal", values: ["/"] },
      ],
    ]);
    expect(lookupsOf(`*[_type in $types]`)).toEqual([[{ field: "_type", kind: "parameter", name: "types", many: true }]]);
  });

  it("narrows a `*[…]` nested in a projection, and leaves comparisons with the outer document to the scan", () => {
    const [outer, nested] = lookupsOf(`*[_type == "article"]{ "same": *[_type == "page" && _id == ^.ref._ref] }`);
    expect(outer).toEqual([{ field: "_type", kind: "literal", values: ["article"] }]);
    expect(nested).toEqual([{ field: "_type", kind: "literal", values: ["page"] }]);
  });

  it("leaves alone what an index cannot answer exactly", () => {
    for (const query of [
      `*[_id == ^.x]`,
      `*[_type == "a" || _id == "b"]`,
      `*[!(_type == "a")]`,
      `*[_type == 1]`,
      `*[_type in ["a", 1]]`,
      `*[_type in ["a", ...$more]]`,
      `*[title == "a"]`,
      `*[slug.current.x == "a"]`,
      `*[^.slug.current == "a"]`,
      `*[references("a")]`,
      `*[0]`,
      `*`,
      `$doc.items[_type == "b"]`,
    ])
      expect(planIndexedFilters(parse(query)).sites, query).toEqual([]);
  });

  it("leaves the parsed tree as it was", () => {
    const tree = parse(`*[_type == "a"]`);
    const before = JSON.stringify(tree);
    planIndexedFilters(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it("narrows every `*[…]` in every query the site sends", () => {
    for (const [name, query] of Object.entries({ ...siteQueries, ORDER_OPTIONS_QUERY, SITE_URL_QUERY })) {
      const filters = query.match(/\*\[/g)?.length ?? 0;
      expect(planIndexedFilters(parse(query)).sites.length, name).toBe(filters);
    }
  });
});
