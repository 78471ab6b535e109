import type { TestSpecification, Vitest } from "vitest/node";
import { describe, expect, it } from "vitest";
import { slowFilesFirst } from "./slow-files-first";

const ROOT = "/project";

/** A test file as Vitest hands it to a sequencer: its path, its project, and its size on disk. */
const spec = (project: string, path: string, size: number) => ({
  moduleId: `${ROOT}/${path}`,
  project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
  size,
});

/** Vitest's state on a fresh clone: no file timed before, so it knows only their sizes. */
function freshCloneVitest(specs: ReturnType<typeof spec>[]): Vitest {
  const sizes = new Map(specs.map((file) => [`${file.project.name}:${file.moduleId.slice(ROOT.length + 1)}`, file.size]));
  const cache = {
    getFileTestResults: () => undefined,
    getFileStats: (key: string) => (sizes.has(key) ? { size: sizes.get(key)! } : undefined),
  };
  return { config: { root: ROOT }, cache } as unknown as Vitest;
}

async function order(slowFiles: string[], specs: ReturnType<typeof spec>[]): Promise<string[]> {
  const Sequencer = slowFilesFirst(slowFiles);
  const sorted = await new Sequencer(freshCloneVitest(specs)).sort(specs as unknown as TestSpecification[]);
  return sorted.map((file) => `${file.project.name}:${file.moduleId.slice(ROOT.length + 1)}`);
}

describe("the order test files start in", () => {
  const specs = [
    spec("browser", "browser/big.test.ts", 40_000),
    spec("browser", "browser/routes.test.ts", 10_000),
    spec("browser", "browser/medium.test.ts", 20_000),
    spec("browser", "browser/pictures.test.ts", 4_000),
  ];

  it("is Vitest's on a fresh clone without the list: largest first, so a small slow file starts last", async () => {
    expect(await order([], specs)).toEqual([
      "browser:browser/big.test.ts",
      "browser:browser/medium.test.ts",
      "browser:browser/routes.test.ts",
      "browser:browser/pictures.test.ts",
    ]);
  });

  it("starts the named slow files first, in the order named, then the rest in Vitest's order", async () => {
    expect(await order(["browser/pictures.test.ts", "browser/routes.test.ts"], specs)).toEqual([
      "browser:browser/pictures.test.ts",
      "browser:browser/routes.test.ts",
      "browser:browser/big.test.ts",
      "browser:browser/medium.test.ts",
    ]);
  });

  it("keeps each project's files together, in Vitest's order of projects", async () => {
    const mixed = [...specs, spec("unit", "unit/slow.test.ts", 100), spec("unit", "unit/quick.test.ts", 9_000)];
    expect(await order(["unit/slow.test.ts", "browser/routes.test.ts"], mixed)).toEqual([
      "browser:browser/routes.test.ts",
      "browser:browser/big.test.ts",
      "browser:browser/medium.test.ts",
      "browser:browser/pictures.test.ts",
      "unit:unit/slow.test.ts",
      "unit:unit/quick.test.ts",
    ]);
  });
});
