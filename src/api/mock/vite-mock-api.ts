import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";

/** The address the client area calls in mock mode: same origin, so nothing leaves the browser. */
const MOCK_API_URL = "/mock-api";

const WORKER_FILE = new URL("./public/mockServiceWorker.js", import.meta.url);

/**
 * `npm run dev:mock` (Vite mode "mock"): points the client area at the stand-in back end and serves
 * msw's service worker from the dev server. The worker file sits outside the public folder, so no
 * production build can copy it. Regenerate it after upgrading msw: `npx msw init src/api/mock/public`.
 */
export function mockApi(): Plugin {
  return {
    name: "agency:mock-api",
    config(_config, { command }) {
      // The app starts the worker whenever the mode is "mock"; a build in that mode would ship msw.
      if (command === "build")
        throw new Error('Mode "mock" is for the dev server (npm run dev:mock) only: build without --mode mock.');
      return {
        // Found only behind the mock-mode dynamic import; listed so the first visit does not trigger
        // a re-optimise and a page reload.
        optimizeDeps: { include: ["msw", "msw/browser"] },
        define: {
          "import.meta.env.VITE_API_URL": JSON.stringify(MOCK_API_URL),
          "import.meta.env.VITE_LOGIN_PATH": JSON.stringify("/login"),
        },
      };
    },
    configureServer(server) {
      server.middlewares.use("/mockServiceWorker.js", (_request, response) => {
        void readFile(WORKER_FILE).then((source) => {
          response.setHeader("Content-Type", "text/javascript");
          response.setHeader("Cache-Control", "no-store");
          response.end(source);
        });
      });
    },
  };
}
