/** @vitest-environment jsdom */
import { act, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RichText } from "./rich-text";

const paragraph = (key: string, text: string, link?: { href: string; text: string }) => ({
  _type: "block",
  _key: key,
  style: "normal",
  markDefs: link ? [{ _key: `${key}-link`, _type: "link", href: link.href }] : [],
  children: [
    { _type: "span", _key: `${key}-a`, text, marks: [] },
    ...(link ? [{ _type: "span", _key: `${key}-b`, text: link.text, marks: [`${key}-link`] }] : []),
  ],
});

const body = [
  paragraph("one", "Read about ", { href: "/services/blogger-outreach", text: "blogger outreach" }),
  paragraph("two", "Clients can ", { href: "/client-dashboard", text: "sign in" }),
  paragraph("three", "Or see ", { href: "https://example.com/guide", text: "the guide" }),
];

let swapBody: (value: unknown[]) => void = () => {};

function Page({ initial }: { initial: unknown[] }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    swapBody = setValue;
  }, []);
  return <RichText value={value} className="prose" />;
}

const app = (initial: unknown[]) => (
  <MemoryRouter initialEntries={["/"]}>
    <Routes>
      <Route path="/" element={<Page initial={initial} />} />
      <Route path="*" element={<p>Another page</p>} />
    </Routes>
  </MemoryRouter>
);

// React's act() needs to know it runs in a test (testing-library sets this for its own render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = undefined;
  document.body.innerHTML = "";
  vi.unstubAllEnvs();
});

/** The page as the build prerenders it, then hydrated as the browser does. */
async function prerenderAndHydrate(initial: unknown[]) {
  vi.stubEnv("SSR", true);
  const container = document.createElement("div");
  container.innerHTML = renderToString(app(initial));
  vi.stubEnv("SSR", false);
  document.body.append(container);
  const prerendered = container.innerHTML;
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, app(initial), { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  return { container, prerendered, recoverableErrors };
}

/** Clicks a link: whether the app took the click over (prevented the browser's own navigation). */
const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  let takenOver = false;
  // Last in line: note what the app decided, then stop jsdom, which cannot load other pages.
  const afterTheApp = (seen: Event) => {
    takenOver = seen.defaultPrevented;
    seen.preventDefault();
  };
  document.addEventListener("click", afterTheApp, { once: true });
  act(() => {
    element.dispatchEvent(event);
  });
  return { defaultPrevented: takenOver };
};

describe("RichText", () => {
  it("keeps the prerendered text through hydration, unchanged and without a mismatch", async () => {
    const { container, prerendered, recoverableErrors } = await prerenderAndHydrate(body);
    expect(container.innerHTML).toBe(prerendered);
    expect(container.textContent).toContain("Read about blogger outreach");
    expect(recoverableErrors).toEqual([]);
  });

  it("follows a site link in the kept text inside the app", async () => {
    const { container } = await prerenderAndHydrate(body);
    const event = click(container.querySelector('a[href="/services/blogger-outreach"]')!);
    expect(event.defaultPrevented).toBe(true);
    expect(container.textContent).toBe("Another page");
  });

  it("leaves other clicks to the browser: the client area, other sites, new-tab clicks", async () => {
    const { container } = await prerenderAndHydrate(body);
    expect(click(container.querySelector('a[href="/client-dashboard"]')!).defaultPrevented).toBe(false);
    expect(click(container.querySelector('a[href="https://example.com/guide"]')!).defaultPrevented).toBe(false);
    expect(click(container.querySelector('a[href="/services/blogger-outreach"]')!, { ctrlKey: true }).defaultPrevented).toBe(
      false,
    );
    expect(container.textContent).toContain("Read about blogger outreach");
  });

  it("renders new content in full once the prerendered content changes, and again after that", async () => {
    const { container } = await prerenderAndHydrate(body);
    act(() => swapBody([paragraph("four", "An editor's new wording, with ", { href: "/blog", text: "a link" })]));
    expect(container.textContent).toBe("An editor's new wording, with a link");
    act(() => swapBody(body));
    expect(container.textContent).toContain("Read about blogger outreach");
    expect(click(container.querySelector('a[href="/services/blogger-outreach"]')!).defaultPrevented).toBe(true);
    expect(container.textContent).toBe("Another page");
  });

  it("keeps equal content that arrives as a new object (a loader revalidating)", async () => {
    const { container, prerendered } = await prerenderAndHydrate(body);
    act(() => swapBody(structuredClone(body)));
    expect(container.innerHTML).toBe(prerendered);
  });
});
