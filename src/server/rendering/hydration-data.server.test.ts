import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { publishHydrationData } from "./hydration-data.server";

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe("publishHydrationData", () => {
  let buildDir: string | undefined;
  const freshBuildDir = () => (buildDir = mkdtempSync(join(tmpdir(), "hydration-data-")));
  afterEach(() => {
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it("writes the whole encoded state under /assets/hydration/ and answers the address the page fetches", async () => {
    const dir = freshBuildDir();
    const address = await publishHydrationData(streamOf('[{"_1":2},"loaderData",', '{"root":"ü"}]\n'), dir);
    expect(address).toMatch(/^\/assets\/hydration\/[\w-]{16}\.txt$/);
    expect(readFileSync(join(dir, ...address.split("/").slice(1)), "utf8")).toBe('[{"_1":2},"loaderData",{"root":"ü"}]\n');
  });

  it("names the file by its content: the same data shares one address, other data gets another", async () => {
    const dir = freshBuildDir();
    const first = await publishHydrationData(streamOf("page one"), dir);
    expect(await publishHydrationData(streamOf("page ", "one"), dir)).toBe(first);
    expect(await publishHydrationData(streamOf("page two"), dir)).not.toBe(first);
  });
});
