/**
 * The back-end API's address, set per deployment in `VITE_API_URL` (product.md §7 does not give it).
 *
 * Read when called, not when this module loads: prerendered pages import the client area's code
 * without ever calling the API, and must build on a deployment that has no API configured.
 */
export function apiBaseUrl(env: Partial<Record<string, unknown>> = import.meta.env): string {
  const value = env.VITE_API_URL;
  if (typeof value !== "string" || value.trim() === "") {
    throw new Error(
      "VITE_API_URL is not set, so the client area cannot reach the back-end API. " +
        "Set it to the API's address (for example https://api.example.com) in the build environment or a .env file, then rebuild.",
    );
  }
  return value.trim();
}

/** Whether this deployment was built with an API address; the client area explains itself if not. */
export function isApiConfigured(env: Partial<Record<string, unknown>> = import.meta.env): boolean {
  return typeof env.VITE_API_URL === "string" && env.VITE_API_URL.trim() !== "";
}
