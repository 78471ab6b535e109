import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { resetContentSource } from "../content/fetch.server";

/**
 * An msw server for tests that choose the content source through the environment (the embedded
 * dataset, or the Content Lake stood in by `handlers`): listening for the tests of the file or
 * `describe` it is called in, with the environment and the source chosen forgotten around each
 * test. Test files share their worker's modules (isolate: false), so another file may have left a
 * source chosen: each test starts without one and picks it from the environment it sets.
 */
export function contentSourceServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  beforeEach(() => resetContentSource());
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllEnvs();
    resetContentSource();
  });
  return server;
}
