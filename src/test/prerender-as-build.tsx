import { Provider as JotaiProvider } from "jotai";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { vi } from "vitest";

/**
 * `element` at `path` as the build prerenders it: static HTML with its first-paint scripts written
 * (they are written by the server render only), for a test to run with `runInlineScripts`.
 */
export async function prerenderAsBuild(element: ReactElement, path = "/"): Promise<string> {
  vi.stubEnv("SSR", true);
  try {
    const handler = createStaticHandler([{ path: new URL(path, "http://localhost").pathname, element }]);
    const context = await handler.query(new Request(new URL(path, "http://localhost")));
    if (context instanceof Response) throw new Error(`unexpected redirect from ${path}`);
    return renderToString(
      <JotaiProvider>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
      </JotaiProvider>,
    );
  } finally {
    vi.unstubAllEnvs();
  }
}
