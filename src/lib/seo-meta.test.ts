import { describe, expect, it } from "vitest";
import { buildPageMeta } from "./seo-meta";

const base = { fallbackTitle: "Fallback", path: "/services/digital-pr", siteName: "Outreach Lab", siteUrl: "https://www.outreachlab.co.uk" };

describe("buildPageMeta", () => {
  it("titles the page with the site name, describes it and points canonical and og:url at the live address", () => {
    const meta = buildPageMeta({ ...base, seo: { metaTitle: "Digital PR", metaDescription: "Coverage that earns links." } });
    expect(meta).toContainEqual({ title: "Digital PR | Outreach Lab" });
    expect(meta).toContainEqual({ name: "description", content: "Coverage that earns links." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.outreachlab.co.uk/services/digital-pr" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://www.outreachlab.co.uk/services/digital-pr" });
    expect(meta).toContainEqual({ property: "og:description", content: "Coverage that earns links." });
    expect(meta).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("falls back to the page title, and honours the editor's noindex", () => {
    const meta = buildPageMeta({ ...base, seo: { noIndex: true } });
    expect(meta).toContainEqual({ title: "Fallback | Outreach Lab" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});
