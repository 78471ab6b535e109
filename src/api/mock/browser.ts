import { setupWorker } from "msw/browser";
import { apiBaseUrl } from "../config";
import { createMockApiHandlers } from "./handlers";

/**
 * `npm run dev:mock` only: answers the client area's API calls in the browser with the handlers the
 * unit tests use. Resolves once the service worker is in control, so the first call is answered.
 * Production builds never import this (see `entry.client.tsx`).
 */
export async function startMockApi(): Promise<void> {
  const base = apiBaseUrl();
  const worker = setupWorker(...createMockApiHandlers(base));
  await worker.start({
    // Vite's own module requests pass straight through; only a call to the API nobody handles is worth a warning.
    onUnhandledRequest(request, print) {
      if (request.url.startsWith(new URL(base, location.origin).href)) print.warning();
    },
  });
}
