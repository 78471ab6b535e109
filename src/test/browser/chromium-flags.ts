/**
 * How every tool here runs Debian's Chromium in a container: headless, no sandbox or GPU, and no
 * traffic of its own (QUIC, background networking, component updates, sync), so the only requests
 * are the page's. The browser tests, the screenshots and the Lighthouse bench all use this list.
 */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;
