import { describe, expect, it } from "vitest";
import { documentUrl } from "./preview-url";

describe("studio preview links", () => {
  it("open each page document at its own address on the site", () => {
    expect(documentUrl({ _type: "service", path: { current: "/services/digital-pr" } })).toBe("http://localhost:4173/services/digital-pr");
    expect(documentUrl({ _type: "article", slug: { current: "how-long-does-seo-take" } })).toBe("http://localhost:4173/blog/how-long-does-seo-take");
    expect(documentUrl({ _type: "teamMember", slug: { current: "eleanor-hughes" } })).toBe("http://localhost:4173/about-us/eleanor-hughes");
  });

  it("give documents without a page of their own no link", () => {
    expect(documentUrl({ _type: "pricePackage" })).toBeUndefined();
  });
});
