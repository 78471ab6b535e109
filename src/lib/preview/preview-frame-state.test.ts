import { describe, expect, it } from "vitest";
import { followStudioPerspective, setRenderedPerspective } from "./preview-frame-state";

/** A framed page's address, noting where it is sent. */
function page(href: string) {
  const sent: string[] = [];
  return { location: { href, replace: (next: string | URL) => void sent.push(String(next)) }, sent };
}

describe("followStudioPerspective", () => {
  it("loads the page again in the perspective the studio shows, when the page was rendered in another", () => {
    setRenderedPerspective("drafts");
    const { location, sent } = page("https://preview.example.co.uk/services/blogger-outreach?sanity-preview-perspective=drafts");
    followStudioPerspective("published", location);
    expect(sent).toEqual(["https://preview.example.co.uk/services/blogger-outreach?sanity-preview-perspective=published"]);
  });

  it("names a release stack as the address does, and the old name for drafts as drafts", () => {
    setRenderedPerspective("published");
    const { location, sent } = page("https://preview.example.co.uk/");
    followStudioPerspective(["rSpring", "drafts"], location);
    expect(new URL(sent[0]!).searchParams.get("sanity-preview-perspective")).toBe("rSpring,drafts");
    setRenderedPerspective("drafts");
    followStudioPerspective("previewDrafts", location);
    expect(sent).toHaveLength(1);
  });

  it("leaves a page already in that perspective alone, and asks once however often it is told", () => {
    setRenderedPerspective("drafts");
    const { location, sent } = page("https://preview.example.co.uk/");
    followStudioPerspective("drafts", location);
    followStudioPerspective("published", location);
    followStudioPerspective("published", location);
    expect(sent).toHaveLength(1);
  });
});
