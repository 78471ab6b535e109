/** @vitest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HydrateWhenSeen } from "./hydrate-when-seen";

/** The block's code, as the test decides it: here already, or arriving (or failing) on request. */
const blockCode = { isLoaded: (): boolean => true, load: async (): Promise<void> => {} };
/** One function for the life of the test, as the page passes one per block type. */
const loadBlockCode = () => blockCode.load();

/** An IntersectionObserver the test drives: `reveal()` reports every watched element as in view. */
function fakeIntersectionObserver() {
  const watched: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    private readonly entry: (typeof watched)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      watched.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    watchedCount: () => watched.reduce((total, { elements }) => total + elements.length, 0),
    reveal: () =>
      watched.forEach(({ callback, elements }) =>
        callback(
          elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        ),
      ),
  };
}

/** A block's code that arrives (or fails) when the test says so. */
function codeOnRequest() {
  let settle: { arrive: () => void; fail: (error: Error) => void } | undefined;
  let loaded = false;
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = {
          arrive: () => {
            loaded = true;
            resolve();
          },
          fail: reject,
        };
      }),
  );
  return { load, isLoaded: () => loaded, arrive: () => settle!.arrive(), fail: (error: Error) => settle!.fail(error) };
}

/** A form whose button answers a click only once React runs it. */
function Form() {
  return (
    <form aria-label="Enquiry">
      <input aria-label="Name" defaultValue="" />
      <button type="button" onClick={(event) => (event.currentTarget.textContent = "clicked")}>
        Send
      </button>
    </form>
  );
}

const formBlock = () => (
  <HydrateWhenSeen blockType="contactForm" isLoaded={blockCode.isLoaded()} load={loadBlockCode}>
    <Form />
  </HydrateWhenSeen>
);
const wrapperIn = (container: HTMLElement) => container.querySelector('[data-block-type="contactForm"]')!;
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Scrolls the block into view once it is being watched: outside `act`, React hydrates the page
 * when it gets to it, which on a busy machine can be after `mount`'s pause.
 */
async function revealOnceWatched(view: ReturnType<typeof fakeIntersectionObserver>) {
  await vi.waitFor(() => expect(view.watchedCount()).toBeGreaterThan(0));
  view.reveal();
}

/**
 * Mounts the block in a page as the browser does: hydrating the markup the build prerendered (with
 * the block's code loaded, as at build time), or rendering afresh; `code` is the browser's.
 */
async function mount(code: ReturnType<typeof codeOnRequest>, { prerendered }: { prerendered: boolean }) {
  const container = document.createElement("div");
  blockCode.load = code.load;
  if (prerendered) {
    blockCode.isLoaded = () => true;
    container.innerHTML = renderToString(formBlock());
  }
  blockCode.isLoaded = code.isLoaded;
  document.body.append(container);
  const root = prerendered ? hydrateRoot(container, formBlock()) : createRoot(container);
  if (!prerendered) root.render(formBlock());
  await settled();
  return { container, root };
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let mounted: Root | undefined;

afterEach(() => {
  // Unmounted before `act` is expected again, as it was mounted.
  mounted?.unmount();
  mounted = undefined;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("HydrateWhenSeen", () => {
  it("renders at once, and marks itself, when the block's code is already here", () => {
    fakeIntersectionObserver();
    const load = vi.fn(async () => {});
    blockCode.isLoaded = () => true;
    blockCode.load = load;
    const { container } = render(formBlock());
    expect(screen.getByRole("form", { name: "Enquiry" })).toBeTruthy();
    expect(wrapperIn(container).getAttribute("data-hydrated")).toBe("true");
    expect(load).not.toHaveBeenCalled();
  });

  describe("in a page, where React commits a suspended block at once", () => {
    // Outside `act`, as in a browser: `act` holds back the commit of a suspended tree.
    beforeEach(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    });

    it("keeps the prerendered block, asks for its code only when it comes into view, then hydrates it with what was typed", async () => {
      const view = fakeIntersectionObserver();
      const code = codeOnRequest();
      const { container, root } = await mount(code, { prerendered: true });
      mounted = root;
      expect(code.load).not.toHaveBeenCalled();
      expect(wrapperIn(container).getAttribute("data-hydrated")).toBeNull();
      const name = screen.getByRole<HTMLInputElement>("textbox", { name: "Name" });
      name.value = "Priya";
      await revealOnceWatched(view);
      expect(code.load).toHaveBeenCalledTimes(1);
      code.arrive();
      await vi.waitFor(() => expect(wrapperIn(container).getAttribute("data-hydrated")).toBe("true"));
      // The same elements, now run by React, with the text typed before.
      expect(screen.getByRole("textbox", { name: "Name" })).toBe(name);
      expect(name.value).toBe("Priya");
      fireEvent.click(screen.getByRole("button"));
      expect(screen.getByRole("button").textContent).toBe("clicked");
    });

    it("after a failed download, tries again at the visitor's next use, not on its own", async () => {
      const view = fakeIntersectionObserver();
      const code = codeOnRequest();
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const { container, root } = await mount(code, { prerendered: true });
      mounted = root;
      await revealOnceWatched(view);
      await vi.waitFor(() => expect(code.load).toHaveBeenCalledTimes(1));
      code.fail(new Error("offline"));
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith(
          expect.stringContaining("could not load; it keeps working as plain HTML"),
          expect.any(Error),
        ),
      );
      expect(view.watchedCount()).toBe(0);
      // Dispatched as the browser does (React stops it at the root while the block waits).
      screen.getByRole("textbox", { name: "Name" }).dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      expect(code.load).toHaveBeenCalledTimes(2);
      code.arrive();
      await vi.waitFor(() => expect(wrapperIn(container).getAttribute("data-hydrated")).toBe("true"));
      logged.mockRestore();
    });

    it("shows the block again, loading its code at once, when the page changes it before it has hydrated", async () => {
      fakeIntersectionObserver();
      const code = codeOnRequest();
      const { container, root } = await mount(code, { prerendered: true });
      mounted = root;
      // New data for the page (its loaders ran again), while the block's code is still away.
      root.render(
        <HydrateWhenSeen blockType="contactForm" isLoaded={blockCode.isLoaded()} load={loadBlockCode}>
          <Form key="again" />
        </HydrateWhenSeen>,
      );
      await settled();
      await vi.waitFor(() => expect(code.load).toHaveBeenCalledTimes(1));
      code.arrive();
      await vi.waitFor(() => expect(wrapperIn(container).getAttribute("data-hydrated")).toBe("true"));
      expect(screen.getByRole("form", { name: "Enquiry" })).toBeTruthy();
    });

    it("loads at once when rendered with nothing prerendered to wait in", async () => {
      fakeIntersectionObserver();
      const code = codeOnRequest();
      const { container, root } = await mount(code, { prerendered: false });
      mounted = root;
      expect(code.load).toHaveBeenCalledTimes(1);
      code.arrive();
      await vi.waitFor(() => expect(wrapperIn(container).getAttribute("data-hydrated")).toBe("true"));
      expect(screen.getByRole("form", { name: "Enquiry" })).toBeTruthy();
    });
  });
});
