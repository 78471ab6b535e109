// @vitest-environment jsdom
import { vercelStegaCombine } from "@vercel/stega";
import { describe, expect, it } from "vitest";
import { changesThePage, documentsShownIn, savedChangeIn } from "./saved-edits";

/** A mutation event as Presentation posts it to the framed page over its channel. */
function snapshotEvent(documentId: string, transactionId = "tx-1", overrides: Record<string, unknown> = {}) {
  return {
    domain: "sanity/comlink",
    from: "presentation",
    to: "visual-editing",
    type: "presentation/snapshot-event",
    channelId: "c1",
    id: "msg-1",
    data: { event: { type: "mutation", documentId, transactionId, effects: {} } },
    ...overrides,
  };
}

/** A page showing a price (a `data-sanity` target) and a heading (stega text, as the preview's queries encode it). */
function page(): HTMLElement {
  const root = document.createElement("main");
  const heading = vercelStegaCombine("Blogger outreach", {
    origin: "sanity.io",
    href: "https://studio.example.co.uk/intent/edit/mode=presentation;id=drafts.service-blogger-outreach;type=service;path=title",
  });
  root.innerHTML = `<h1></h1><p data-sanity="id=package-da20;type=pricePackage;path=price;base=https%3A%2F%2Fstudio.example.co.uk">£64</p>`;
  root.querySelector("h1")!.textContent = heading;
  return root;
}

describe("saved changes the studio hands the framed page", () => {
  it("reads the document and transaction of a mutation Presentation posts", () => {
    expect(savedChangeIn(snapshotEvent("drafts.package-da20", "tx-9"))).toEqual({
      documentId: "drafts.package-da20",
      transactionId: "tx-9",
    });
  });

  it("ignores every other message: other types, other senders, welcome and reconnect events, anything malformed", () => {
    expect(savedChangeIn(snapshotEvent("x", "t", { type: "presentation/refresh" }))).toBeUndefined();
    expect(savedChangeIn(snapshotEvent("x", "t", { from: "visual-editing" }))).toBeUndefined();
    expect(savedChangeIn(snapshotEvent("x", "t", { domain: "sanity/channels" }))).toBeUndefined();
    expect(savedChangeIn({ ...snapshotEvent("x"), data: { event: { type: "welcome" } } })).toBeUndefined();
    expect(savedChangeIn({ ...snapshotEvent("x"), data: { event: { type: "mutation", documentId: 3 } } })).toBeUndefined();
    for (const message of [null, undefined, "presentation/snapshot-event", 42, {}])
      expect(savedChangeIn(message)).toBeUndefined();
  });
});

describe("the documents a page shows", () => {
  it("are every edit target and every stega-encoded string's document, as published ids", () => {
    expect(documentsShownIn(page())).toEqual(new Set(["service-blogger-outreach", "package-da20"]));
  });

  it("a change to any version of one of them (draft, release, published) changes the page; another document's does not", () => {
    const root = page();
    for (const id of ["drafts.package-da20", "versions.rSpring.package-da20", "package-da20", "drafts.service-blogger-outreach"])
      expect(changesThePage({ documentId: id, transactionId: "t" }, root), id).toBe(true);
    for (const id of ["drafts.package-da30", "sanity-preview-url-secret.abc", "drafts.service-blogger"])
      expect(changesThePage({ documentId: id, transactionId: "t" }, root), id).toBe(false);
  });
});
