import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { giveUpRender } from "./render-deadline.server";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("when a render still waiting is given up", () => {
  it("without a time limit (the drafts preview), a render is finished however long it takes while the browser waits", () => {
    const abort = vi.fn();
    giveUpRender(abort, { signal: new AbortController().signal });
    vi.advanceTimersByTime(10 * 60_000);
    expect(abort).not.toHaveBeenCalled();
  });

  it("is given up as soon as the browser that asked has gone, with the request's reason", () => {
    const abort = vi.fn();
    const request = new AbortController();
    giveUpRender(abort, { signal: request.signal });
    request.abort(new Error("the editor closed the page"));
    expect(abort).toHaveBeenCalledOnce();
    expect(abort.mock.calls[0]![0]).toMatchObject({ message: "the editor closed the page" });
  });

  it("is given up at once when the browser had already gone", () => {
    const abort = vi.fn();
    giveUpRender(abort, { signal: AbortSignal.abort() });
    expect(abort).toHaveBeenCalledOnce();
  });

  it("with a time limit (the build), is given up once it is past, saying so", () => {
    const abort = vi.fn();
    giveUpRender(abort, { timeoutMs: 6_000 });
    vi.advanceTimersByTime(5_999);
    expect(abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(abort.mock.calls[0]![0]).toMatchObject({ message: "The render was given up after 6000 ms." });
  });

  it("is never given up once the page is written", () => {
    const abort = vi.fn();
    const request = new AbortController();
    const written = giveUpRender(abort, { signal: request.signal, timeoutMs: 6_000 });
    written();
    vi.advanceTimersByTime(60_000);
    request.abort();
    expect(abort).not.toHaveBeenCalled();
  });
});
