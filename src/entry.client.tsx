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

void startMockApiInMockMode().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
