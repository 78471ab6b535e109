import { describe, expect, it } from "vitest";
import { buildPageMeta } from "./seo-meta";

const base = {
  fallbackTitle: "Fallback",
  path: "/services/digital-pr",
  siteName: "Outreach Lab",
  siteUrl: "https://www.outreachlab.co.uk",
};

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

  it("previews with the page's own share image as an absolute address, with its size and alt text", () => {
    const shareImage = { url: "/media/images/abc-1200x630.png", width: 1200, height: 630, alt: null };
    const meta = buildPageMeta({
      ...base,
      seo: { metaTitle: "Digital PR", shareImage },
      defaultShareImage: { url: "/media/images/site-1200x630.png" },
    });
    expect(meta).toContainEqual({ property: "og:image", content: "https://www.outreachlab.co.uk/media/images/abc-1200x630.png" });
    expect(meta).toContainEqual({
      name: "twitter:image",
      content: "https://www.outreachlab.co.uk/media/images/abc-1200x630.png",
    });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: "Digital PR" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("falls back to the site's default card, and to a small card when there is no image or no site address", () => {
    const fallback = buildPageMeta({ ...base, seo: {}, defaultShareImage: { url: "/media/images/site-1200x630.png" } });
    expect(fallback).toContainEqual({
      property: "og:image",
      content: "https://www.outreachlab.co.uk/media/images/site-1200x630.png",
    });
    const none = buildPageMeta({
      ...base,
      siteUrl: null,
      seo: {},
      defaultShareImage: { url: "/media/images/site-1200x630.png" },
    });
    expect(none.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
    expect(none).toContainEqual({ name: "twitter:card", content: "summary" });
  });

  it("previews a phone photo as a 1200 × 630 copy cut around the editor's hotspot, from either source", () => {
    const hotspot = { x: 0.8, y: 0.3, width: 0.2, height: 0.2 };
    const hash = "0123456789abcdef0123456789abcdef01234567";
    const embedded = buildPageMeta({
      ...base,
      seo: { shareImage: { url: `/media/images/${hash}-3000x4000.jpg`, width: 3000, height: 4000, hotspot } },
    });
    const image = embedded.find((tag) => "property" in tag && tag.property === "og:image") as { content: string };
    // A tall photo: the full width, 1575 px high, centred on the hotspot's 1200 px from the top.
    expect(image.content).toBe(`https://www.outreachlab.co.uk/media/variants/${hash}-3000x4000-jpg-0_413_3000_1575-1200w-e1.jpg`);
    expect(embedded).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(embedded).toContainEqual({ property: "og:image:height", content: "630" });

    const lake = buildPageMeta({
      ...base,
      seo: {
        shareImage: {
          url: `https://cdn.sanity.io/images/p1/production/${hash}-3000x4000.jpg`,
          width: 3000,
          height: 4000,
          hotspot,
        },
      },
    });
    const lakeImage = new URL(
      (lake.find((tag) => "property" in tag && tag.property === "og:image") as { content: string }).content,
    );
    expect(Object.fromEntries(lakeImage.searchParams)).toMatchObject({ w: "1200", h: "630", fit: "crop", fm: "jpg" });
  });
});
