import type { BrowserContext } from "playwright-core";
import { afterEach, beforeEach } from "vitest";
import { openContexts } from "./chromium";
import { keptForFile } from "./kept-windows";

/**
 * Each test's windows are closed when it ends, passed or failed: a studio or a page left open keeps
 * running (polling, animating, listening) through every later test of its file, costing them time
 * and the machine its cores. Windows opened before the test (in `beforeAll`), and those a file keeps
 * for its read-only tests (`keptTabs`), are the file's to close.
 */
let openBefore = new Set<BrowserContext>();

beforeEach(() => {
  openBefore = new Set(openContexts());
});

afterEach(async () => {
  await Promise.all(
    openContexts().flatMap((context) => (openBefore.has(context) || keptForFile.has(context) ? [] : [context.close()])),
  );
});
