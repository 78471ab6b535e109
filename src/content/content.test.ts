import { describe, expect, it } from "vitest";
import { isRegisteredBlockType } from "../blocks/block-components";
import { fetch } from "./fetch.server";
import { PAGE_BY_PATH_QUERY, SITE_CHROME_QUERY } from "./queries";
import { listRoutablePaths } from "./routable-paths";
import { everyPageDocument } from "../test/every-page";

/** Runs every page query through groq-js against the committed dataset. */
describe("the embedded dataset through the page queries", () => {
  it("has every route docs/product.md lists", async () => {
    const paths = new Set((await listRoutablePaths()).map((entry) => entry.path));
    const specRoutes = [
      "/",
      "/about-us",
      "/blog",
      "/services",
      "/get-in-touch",
      "/thank-you",
      "/privacy-policy",
      "/terms",
      "/sitemap",
      "/content/sleep-infographic",
      "/services/blogger-outreach",
      "/services/content-creation",
      "/services/seo-packages",
      "/services/link-packages",
      "/services/ai-seo",
      "/us/blogger-outreach",
      "/link-building",
      "/casino-seo",
      "/white-label",
      "/referral-partners",
      "/end-user",
      "/multilingual-seo",
      "/us/link-building",
      "/us/multilingual-seo",
      "/blog/should-you-always-target-the-most-competitive-keywords",
    ];
    expect(specRoutes.filter((path) => !paths.has(path))).toEqual([]);
    expect([...paths].filter((path) => path.startsWith("/services/") || path === "/us/blogger-outreach")).toHaveLength(40);
    expect(
      [...paths].filter((path) =>
        /^\/(us\/)?(link-building|casino-seo|white-label|referral-partners|end-user|multilingual-seo)$/.test(path),
      ),
    ).toHaveLength(8);
  });

  it("returns only registered block types on every page, each with a key", async () => {
    const paths = (await listRoutablePaths()).filter((entry) => !["article", "archiveMonth", "teamMember"].includes(entry.kind));
    const unregistered: string[] = [];
    for (const { path } of paths) {
      const page = await fetch(PAGE_BY_PATH_QUERY, { path });
      expect(page, path).not.toBeNull();
      for (const block of page!.blocks ?? []) {
        expect(block._key, `${path} block key`).toBeTruthy();
        if (!isRegisteredBlockType(block._type)) unregistered.push(`${path}: ${block._type}`);
      }
    }
    expect(unregistered).toEqual([]);
  });

  it("gives every page and article a title and a meta description within 160 characters", async () => {
    for (const { path, document } of await everyPageDocument()) {
      expect(document?.title, path).toBeTruthy();
      expect(document?.seo?.metaDescription?.length ?? 0, path).toBeGreaterThan(50);
      expect(document?.seo?.metaDescription?.length ?? 999, path).toBeLessThanOrEqual(160);
    }
  });

  it("gives every page its own path and every article and team member its own slug", async () => {
    const paths = (await listRoutablePaths()).map((entry) => entry.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it("has the header and footer data the chrome needs", async () => {
    const chrome = await fetch(SITE_CHROME_QUERY);
    expect(chrome.contact?.email).toMatch(/@/);
    expect(chrome.contact?.phone?.uk).toMatch(/^\+44/);
    expect(chrome.contact?.phone?.us).toMatch(/^\+1/);
    expect(chrome.settings?.mainNavigation?.map((item) => item.label)).toEqual(
      expect.arrayContaining(["SEO Outreach", "Creative Content", "Managed Services"]),
    );
  });

  it("never shows the same section heading twice on a page (tabs included)", async () => {
    const repeated: string[] = [];
    for (const { path, document } of await everyPageDocument()) {
      const headings: string[] = [];
      const collect = (blocks: readonly unknown[] | null | undefined) => {
        for (const block of (blocks ?? []) as {
          title?: string | null;
          heading?: string | null;
          panels?: { blocks?: unknown[] }[];
        }[]) {
          const heading = block.title ?? block.heading;
          if (heading) headings.push(heading);
          for (const panel of block.panels ?? []) collect(panel.blocks);
        }
      };
      collect(document && "blocks" in document ? document.blocks : null);
      repeated.push(
        ...headings.filter((heading, index) => headings.indexOf(heading) !== index).map((heading) => `${path}: ${heading}`),
      );
    }
    expect(repeated).toEqual([]);
  });

  it("links to every page from somewhere a visitor goes (menus, footer, copy or cards), not only the sitemap", async () => {
    const chrome = JSON.stringify(await fetch(SITE_CHROME_QUERY));
    const pages = (await everyPageDocument()).filter((page) => page.path !== "/sitemap");
    // Reached by sending the enquiry form, not by a link.
    const reachedByAFlow = new Set(["/thank-you"]);
    const linkedFrom = (path: string) =>
      [chrome, ...pages.filter((page) => page.path !== path).map((page) => JSON.stringify(page.document))].some(
        (text) => text.includes(`"href":"${path}"`) || text.includes(`"href":"${path}#`) || text.includes(`"path":"${path}"`),
      );
    const unlinked = pages
      .filter((page) => page.kind !== "article" && !reachedByAFlow.has(page.path))
      .map((page) => page.path)
      .filter((path) => !linkedFrom(path));
    expect(unlinked).toEqual([]);
  });

  it("heads the home page's service cards as the menu groups they lead", async () => {
    const home = await fetch(PAGE_BY_PATH_QUERY, { path: "/" });
    const cards = home?.blocks?.flatMap((block) => (block._type === "serviceCards" ? [block] : []))[0];
    const headingOf = new Map((cards?.cardHeadings ?? []).map((entry) => [entry.serviceId, entry.heading]));
    expect(cards?.services?.map((service) => headingOf.get(service._id) ?? service.title)).toEqual([
      "SEO Outreach",
      "Creative Content",
      "Managed Services",
    ]);
  });
});
