/** @vitest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
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
  await screen.findByRole("heading", { name: "Page content" });
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
