/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { contentSourceServer } from "./test/content-source-server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { resetContentSource } from "./content/fetch.server";
import { inPreviewPerspective } from "./content/preview/preview-perspective.server";
import { contentLakeStandIn, readDocuments, type Document } from "./test/browser/content-lake-stand-in";
import App, { loader } from "./root";

type RootData = Awaited<ReturnType<typeof loader>>;

/** The site shell around a page, with the root loader's data as the build (or preview server) gives it. */
async function renderShell(data: RootData) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: App,
      loader: () => data,
      children: [{ index: true, Component: () => <h1>Page content</h1> }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  // The first render loads the root's modules: on a busy machine that outlasts findBy's default second.
  await screen.findByRole("heading", { name: "Page content" }, { timeout: 10_000 });
}

describe("the drafts preview banner", () => {
  it("is never on the published site: the root loader reports no preview outside SANITY_PREVIEW=drafts", async () => {
    const data = await loader();
    expect(data.preview).toBeNull();
    await renderShell(data);
    expect(screen.queryByText("Preview: showing drafts")).toBeNull();
  });

  it("tops every page of the drafts preview, above the site header, naming what it shows", async () => {
    await renderShell({ ...(await loader()), preview: "drafts" });
    const banner = screen.getByText("Preview: showing drafts");
    const header = document.querySelector("header")!;
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe("the drafts preview banner in a release", () => {
  /** The embedded dataset, and two content releases as the studio stores them: one with a title, one never given one. */
  const documents: Document[] = [
    ...readDocuments("src/content/dataset/data.ndjson"),
    { _id: "_.releases.rA1b2C3d4", _type: "system.release", metadata: { title: "Spring launch", releaseType: "asap" } },
    { _id: "_.releases.rUntitled", _type: "system.release", metadata: { title: "", releaseType: "undecided" } },
  ];
  contentSourceServer(...contentLakeStandIn({ projectId: "stand-in", documents }));

  /** The root loader as the preview server runs it for a request in `perspective`, its strings stega-encoded. */
  async function previewLoaderIn(perspective: string[]) {
    vi.stubEnv("SANITY_PREVIEW", "drafts");
    vi.stubEnv("SANITY_PROJECT_ID", "stand-in");
    vi.stubEnv("SANITY_DATASET", "production");
    vi.stubEnv("SANITY_READ_TOKEN", "viewer-token");
    vi.stubEnv("PREVIEW_STUDIO_ORIGIN", "https://outreach-lab.sanity.studio");
    resetContentSource();
    return inPreviewPerspective(perspective, () => loader());
  }

  it("names the release by the title editors gave it, not its generated id", async () => {
    await renderShell(await previewLoaderIn(["rA1b2C3d4", "drafts"]));
    expect(screen.getByText(/^Preview: showing release/).textContent).toBe(
      "Preview: showing release “Spring launch” over drafts",
    );
  });

  it("falls back to the id of a release with no title", async () => {
    await renderShell(await previewLoaderIn(["rUntitled", "drafts"]));
    expect(screen.getByText(/^Preview: showing release/).textContent).toBe("Preview: showing release rUntitled over drafts");
  });
});
