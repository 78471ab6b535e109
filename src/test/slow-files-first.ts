import type { TestSpecification } from "vitest/node";
import { BaseSequencer } from "vitest/node";

/**
 * Vitest's order of test files, with the slowest files named here started first, in the order
 * given. Vitest starts the files it has timed before longest first, and files it has no time for
 * (every file on a fresh clone, as in CI) largest first. A short file that runs long then starts
 * among the last and finishes alone, the other workers idle: `routes.test.ts`, 70 s, started
 * twelfth of twenty and set the browser tests' end (docs/development.md).
 *
 * `slowFiles` are paths from the project's root; a file not named keeps Vitest's place for it.
 */
export function slowFilesFirst(slowFiles: readonly string[]) {
  return class SlowFilesFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const vitestOrder = await super.sort(files);
      // Vitest orders by project first; each project keeps its place.
      const projects = [...new Set(vitestOrder.map((file) => file.project.name))];
      const rank = (file: TestSpecification) => {
        const index = slowFiles.findIndex((slow) => file.moduleId.endsWith(`/${slow}`));
        return index === -1 ? slowFiles.length : index;
      };
      const project = (file: TestSpecification) => projects.indexOf(file.project.name);
      // Array.prototype.sort is stable: files of the same project and rank keep Vitest's order.
      return vitestOrder.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
    }
  };
}
