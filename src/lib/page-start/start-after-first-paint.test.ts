/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from "vitest";
import { followPendingLink, replayPendingClick, startAfterFirstPaint } from "./start-after-first-paint";

// The page runs the function from its source text, so the tests do too: a reference to anything
// outside it would fail here.
const inlined = new Function(`return (${startAfterFirstPaint.toString()})`)() as typeof startAfterFirstPaint;
const inlinedFollow = new Function(`return (${followPendingLink.toString()})`)() as typeof followPendingLink;

const loadedWindow = () => {
  Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
  return window;
};

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, "prerendering");
});

describe("when the app's scripts start", () => {
  it("waits for the page to load, then starts once the browser is idle", () => {
    vi.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const start = vi.fn();
    inlined(window, start);
    vi.advanceTimersByTime(5_000);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("never starts before the browser has painted the frame after the load, so it cannot delay the largest paint", () => {
    vi.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const start = vi.fn();
    inlined(window, start, () => true);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(5_000);
    expect(start).not.toHaveBeenCalled();
    // The frame is drawn: the scripts start in the next idle moment after it.
    frames.shift()!(performance.now());
    vi.advanceTimersByTime(10);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("on a page prerendered for the next click, which paints nothing until shown, starts once idle all the same", () => {
    vi.useFakeTimers();
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
    const start = vi.fn();
    inlined(loadedWindow(), start, () => true);
    vi.advanceTimersByTime(10);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at the first interaction, and only once", () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const start = vi.fn();
    inlined(window, start);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("on a page with nothing to run at load, waits for the visitor's first interaction", () => {
    vi.useFakeTimers();
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const start = vi.fn();
    inlined(window, start, () => false);
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("on such a page, starts when another tab changes what is stored", () => {
    const start = vi.fn();
    inlined(loadedWindow(), start, () => false);
    window.dispatchEvent(new StorageEvent("storage", { key: "agency.currency" }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("on a page that needs its scripts at load, starts once idle", () => {
    vi.useFakeTimers();
    const start = vi.fn();
    inlined(loadedWindow(), start, () => true);
    vi.advanceTimersByTime(1_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("presses a button clicked while loading once the app is running, and only that once", () => {
    inlined(loadedWindow(), () => {});
    document.body.innerHTML = `<button type="button">Okay</button>`;
    const button = document.querySelector("button")!;
    button.click(); // before hydration: nothing listens yet
    const pressed = vi.fn();
    button.addEventListener("click", pressed); // what hydration attaches
    replayPendingClick(window);
    expect(pressed).toHaveBeenCalledTimes(1);
    replayPendingClick(window);
    button.click();
    replayPendingClick(window);
    expect(pressed).toHaveBeenCalledTimes(2); // the visitor's own click, no replay after hydration
  });

  it("leaves submit buttons to the browser (their form posts without the app)", () => {
    inlined(loadedWindow(), () => {});
    document.body.innerHTML = `<form onsubmit="return false"><button type="submit">Send</button></form>`;
    const button = document.querySelector("button")!;
    button.click();
    const pressed = vi.fn();
    button.addEventListener("click", pressed);
    replayPendingClick(window);
    expect(pressed).not.toHaveBeenCalled();
  });

  it("holds a link that acts as a button (a member's card) instead of leaving the page, and presses it once running", () => {
    inlined(loadedWindow(), () => {});
    document.body.innerHTML = `<a href="/about-us/ann-example" role="button">Ann</a>`;
    const card = document.querySelector("a")!;
    const first = new MouseEvent("click", { bubbles: true, cancelable: true });
    card.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true); // the browser does not leave for the member's page
    const pressed = vi.fn();
    card.addEventListener("click", pressed);
    replayPendingClick(window);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("leaves a link-as-button clicked for a new tab, and plain links, to the browser", () => {
    inlined(loadedWindow(), () => {});
    document.body.innerHTML = `<a href="/about-us/ann-example" role="button">Ann</a><a href="/blog">Blog</a>`;
    const [card, link] = [...document.querySelectorAll("a")];
    // What reached the page's own listeners still free to go; then stopped, as jsdom cannot navigate.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    card!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    link!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    document.removeEventListener("click", record);
    expect(leftToBrowser).toEqual([true, true]);
  });

  it("follows the held link after all when the scripts cannot load, and nothing once they have run", () => {
    const assign = vi.fn();
    const page = Object.assign(Object.create(loadedWindow()) as Window, { location: { assign } });
    inlined(page, () => {});
    document.body.innerHTML = `<a href="/about-us/ann-example" role="button">Ann</a>`;
    document.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    inlinedFollow(page);
    expect(assign).toHaveBeenCalledWith("http://localhost:3000/about-us/ann-example");
    document.querySelector("a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    replayPendingClick(page);
    inlinedFollow(page);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
