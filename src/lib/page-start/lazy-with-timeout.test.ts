import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, CHUNK_TIMEOUT_MS, loadWithTimeout } from "./lazy-with-timeout";

const Screen = () => null;
const never = () => new Promise<never>(() => {});

describe("loadWithTimeout", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves with the module when it arrives in time", async () => {
    await expect(loadWithTimeout(async () => ({ default: Screen }), "dashboard")).resolves.toEqual({ default: Screen });
  });

  it("waits product.md §9's 120 seconds by default, then fails with reason timeout", async () => {
    vi.useFakeTimers();
    const outcome = loadWithTimeout(never, "dashboard").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect([error.message, error.reason, error.chunkId]).toEqual([
      "Loading chunk dashboard failed (timeout)",
      "timeout",
      "dashboard",
    ]);
  });

  it("takes another time-out when given one", async () => {
    vi.useFakeTimers();
    const outcome = loadWithTimeout(never, "place-order", 50).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(50);
    expect(((await outcome) as ChunkLoadError).reason).toBe("timeout");
  });

  it("fails with reason error, keeping the cause, when the import fails", async () => {
    const cause = new TypeError("Failed to fetch dynamically imported module");
    const error = (await loadWithTimeout(() => Promise.reject(cause), "dashboard").catch(
      (caught: unknown) => caught,
    )) as ChunkLoadError;
    expect([error.message, error.reason, error.cause]).toEqual(["Loading chunk dashboard failed (error)", "error", cause]);
  });

  it("fails with reason missing when the module has no screen in it", async () => {
    const load = async () => ({}) as { default: typeof Screen };
    const error = (await loadWithTimeout(load, "dashboard").catch((caught: unknown) => caught)) as ChunkLoadError;
    expect(error.reason).toBe("missing");
  });

  it("loads again when called again after a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ default: Screen });
    await expect(loadWithTimeout(load, "dashboard")).rejects.toThrow("Loading chunk dashboard failed (error)");
    await expect(loadWithTimeout(load, "dashboard")).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
