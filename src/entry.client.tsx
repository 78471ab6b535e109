import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * In `npm run dev:mock` the stand-in back end must be answering before the app makes its first
 * call. The condition is fixed at build time, so production bundles drop the import (and msw) entirely.
 */
async function startMockApiInMockMode(): Promise<void> {
  if (import.meta.env.MODE !== "mock") return;
  const { startMockApi } = await import("./api/mock/browser");
  await startMockApi();
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// If the worker cannot start, the site still runs; the client area then shows its API errors.
startMockApiInMockMode()
  .catch((error: unknown) => console.error("dev:mock: the stand-in back end could not start.", error))
  .finally(hydrate);
