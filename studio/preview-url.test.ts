import { describe, expect, it } from "vitest";
import { chooseBaseUrl, documentUrl } from "./preview-url";

const SITE = "https://www.example.com";

describe("studio preview links", () => {
  it("open each page document at its own address on the site", () => {
    expect(documentUrl({ _type: "service", path: { current: "/services/digital-pr" } }, SITE)).toBe(
      `${SITE}/services/digital-pr`,
    );
    expect(documentUrl({ _type: "article", slug: { current: "how-long-does-seo-take" } }, SITE)).toBe(
      `${SITE}/blog/how-long-does-seo-take`,
    );
    expect(documentUrl({ _type: "teamMember", slug: { current: "eleanor-hughes" } }, SITE)).toBe(
      `${SITE}/about-us/eleanor-hughes`,
    );
  });

  it("give documents without a page of their own no link", () => {
    expect(documentUrl({ _type: "pricePackage" }, SITE)).toBeUndefined();
  });

  it("go to the drafts preview server when one is set, so editors see their unpublished changes", () => {
    expect(chooseBaseUrl({ previewUrl: "http://localhost:5173/", siteUrl: SITE })).toBe("http://localhost:5173");
    expect(chooseBaseUrl({ previewUrl: "", siteUrl: `${SITE}/` })).toBe(SITE);
    expect(chooseBaseUrl({})).toBe("http://localhost:4173");
  });
});
