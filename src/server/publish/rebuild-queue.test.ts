import { describe, expect, it } from "vitest";
import { createRebuildQueue, type RebuildOutcome } from "./rebuild-queue.server";

/** A build that waits until the test lets it finish, so publishes can arrive while it runs. */
function controlledBuilds() {
  const finishers: Array<(error?: Error) => void> = [];
  let started = 0;
  const build = () =>
    new Promise<void>((resolve, reject) => {
      started += 1;
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  const finishNext = async (error?: Error) => {
    await Promise.resolve();
    finishers.shift()!(error);
    // Let the queue see the result and start the next build, if any.
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
  };
  /** Finishes each build, and each one the queue starts after it, until none is running. */
  const finishAll = async () => {
    while (finishers.length > 0) await finishNext();
  };
  return { build, finishNext, finishAll, started: () => started };
}

describe("rebuilds after publishes", () => {
  it.each<[string, number, number]>([
    ["starts one build at the first publish", 1, 1],
    ["answers two publishes during a build with one more build, not two", 3, 2],
  ])("%s", async (_title, publishes, expected) => {
    const builds = controlledBuilds();
    const queue = createRebuildQueue(builds.build);
    for (let publish = 0; publish < publishes; publish += 1) queue.request();
    expect(builds.started()).toBe(1);
    await builds.finishAll();
    await queue.idle();
    expect(builds.started()).toBe(expected);
  });

  it("reports a failed build with its reason, and builds again at the next publish", async () => {
    const builds = controlledBuilds();
    const outcomes: RebuildOutcome[] = [];
    const queue = createRebuildQueue(builds.build, (outcome) => outcomes.push(outcome));
    queue.request();
    await builds.finishNext(new Error("The content gate refused page-x"));
    await queue.idle();
    expect(outcomes).toEqual([{ ok: false, reason: "The content gate refused page-x", ms: expect.any(Number) }]);
    queue.request();
    await builds.finishNext();
    await queue.idle();
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([false, true]);
    expect(builds.started()).toBe(2);
  });
});
