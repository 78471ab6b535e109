import { describe, expect, it } from "vitest";
import { createProgress } from "./progress";

function collector(isTTY: boolean) {
  const chunks: string[] = [];
  return { isTTY, write: (text: string) => chunks.push(text), chunks };
}

describe("createProgress", () => {
  it("rewrites one line on a terminal and ends it when done", () => {
    const stream = collector(true);
    const progress = createProgress(stream, 300, "documents");
    progress.advance(120);
    progress.advance(180);
    progress.done();
    expect(stream.chunks).toEqual([
      "\r[....................] 0/300 documents\x1b[K",
      "\r[########............] 120/300 documents\x1b[K",
      "\r[####################] 300/300 documents\x1b[K",
      "\n",
    ]);
  });

  it("prints a plain line at each tenth of the way elsewhere, and the final count once", () => {
    const stream = collector(false);
    const progress = createProgress(stream, 100, "documents", "Writing");
    for (let i = 0; i < 20; i++) progress.advance(5);
    progress.done();
    expect(stream.chunks).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((n) => `Writing ${n}/100 documents\n`));
  });

  it("prints where it stopped when it ends early", () => {
    const stream = collector(false);
    const progress = createProgress(stream, 10, "documents");
    progress.advance(1);
    progress.advance(2);
    progress.done();
    expect(stream.chunks).toEqual(["1/10 documents\n", "3/10 documents\n"]);
  });

  it("writes nothing for nothing to do", () => {
    for (const isTTY of [true, false]) {
      const stream = collector(isTTY);
      createProgress(stream, 0, "images").done();
      expect(stream.chunks).toEqual([]);
    }
  });
});
