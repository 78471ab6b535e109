import { describe, expect, it } from "vitest";
import { keepTabPerspective, type TabWindow } from "./tab-perspective";

const ORIGIN = "https://preview.example.co.uk";

/** A page of the preview at `path`, noting what it fetches. */
function tab(path: string) {
  const sent: string[] = [];
  const window: TabWindow = {
    location: { href: `${ORIGIN}${path}`, origin: ORIGIN },
    fetch: async (input, init) => {
      sent.push(new Request(input, init).url);
      return new Response("");
    },
  };
  return { window, sent };
}

const perspectiveOf = (url: string | undefined) => new URL(url!).searchParams.get("sanity-preview-perspective");

describe("keepTabPerspective", () => {
  it("asks for the next page's data in the perspective the tab was opened in", async () => {
    const { window, sent } = tab("/services/blogger-outreach?sanity-preview-perspective=rSpring,drafts");
    keepTabPerspective(window);
    await window.fetch(`${ORIGIN}/services/digital-pr.data?_routes=routes%2Fdocument`);
    expect(perspectiveOf(sent[0])).toBe("rSpring,drafts");
    expect(new URL(sent[0]!).searchParams.get("_routes")).toBe("routes/document");
  });

  it("keeps it once the address has lost it (a page reached by a link), and leaves every other request alone", async () => {
    const { window, sent } = tab("/?sanity-preview-perspective=published");
    keepTabPerspective(window);
    window.location.href = `${ORIGIN}/about-us`;
    await window.fetch(`${ORIGIN}/blog.data`);
    await window.fetch(`${ORIGIN}/assets/entry.js`);
    await window.fetch("https://stand-in.api.sanity.io/v1/data/query/production.data");
    await window.fetch(`${ORIGIN}/blog.data?sanity-preview-perspective=drafts`);
    expect(sent.map(perspectiveOf)).toEqual(["published", null, null, "drafts"]);
  });

  it("changes nothing in a tab opened without one, and is undone on request", async () => {
    const { window, sent } = tab("/");
    keepTabPerspective(window);
    await window.fetch(`${ORIGIN}/blog.data`);
    const opened = tab("/?sanity-preview-perspective=drafts");
    const original = opened.window.fetch;
    keepTabPerspective(opened.window)();
    expect(opened.window.fetch).toBe(original);
    expect(perspectiveOf(sent[0])).toBeNull();
  });
});
