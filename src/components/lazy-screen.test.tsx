/** @vitest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLazyScreen } from "./lazy-screen";

function Greeting({ name }: { name: string }) {
  return <h2>Hello, {name}</h2>;
}

/** Stands in for the route's error boundary. */
class RouteBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Route error: {this.state.error.message}</p> : this.props.children;
  }
}

type GreetingModule = { default: typeof Greeting };

// React reports every error a boundary catches on console.error; here those errors are the point.
beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe("createLazyScreen", () => {
  it("says it is loading, then shows the screen with its props", async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const Lazy = createLazyScreen(() => new Promise<GreetingModule>((resolve) => (arrive = resolve)), {
      chunkId: "greeting",
      label: "your greeting",
    });
    render(<Lazy name="Priya" />);
    expect(screen.getByRole("status").textContent).toBe("Loading your greeting…");
    arrive({ default: Greeting });
    expect((await screen.findByRole("heading")).textContent).toBe("Hello, Priya");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the failure with Retry, and Retry loads the screen", async () => {
    const load = vi
      .fn<() => Promise<GreetingModule>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ default: Greeting });
    const Lazy = createLazyScreen(load, { chunkId: "greeting", label: "your greeting" });
    render(<Lazy name="Owen" />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your greeting could not be loaded. Please check your connection, then retry.");
    expect(alert.textContent).toContain("Loading chunk greeting failed (error)");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect((await screen.findByRole("heading")).textContent).toBe("Hello, Owen");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives up on a chunk that does not arrive within the time-out", async () => {
    const Lazy = createLazyScreen<{ name: string }>(() => new Promise<never>(() => {}), {
      chunkId: "greeting",
      label: "your greeting",
      timeoutMs: 30,
    });
    render(<Lazy name="Sam" />);
    expect(screen.getByRole("status").textContent).toBe("Loading your greeting…");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your greeting could not be loaded: it took too long to arrive.");
    expect(alert.textContent).toContain("Loading chunk greeting failed (timeout)");
  });

  it("leaves errors from inside the screen to the route's error boundary", async () => {
    function Broken(): never {
      throw new Error("A bug, not a network problem");
    }
    const Lazy = createLazyScreen(async () => ({ default: Broken }), { chunkId: "broken", label: "the broken screen" });
    render(
      <RouteBoundary>
        <Lazy />
      </RouteBoundary>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("Route error: A bug, not a network problem");
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });
});
