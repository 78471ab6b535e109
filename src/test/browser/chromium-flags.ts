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

/**
 * The features Playwright (playwright-core 1.65) disables in every Chromium it launches. Chromium
 * obeys only the last `--disable-features` on its command line, so a launch through Playwright that
 * disables one more feature names these again. `chromium-flags.test.ts` fails, naming the feature,
 * if a new Playwright disables one that is not here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AimEnabled",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsFirstBalancedModeAutoEnable",
  "HttpsUpgrades",
  "LensOverlay",
  "MediaRouter",
  "NetworkTimeServiceQuerying",
  "OptimizationHints",
  "PaintHolding",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "ThirdPartyStoragePartitioning",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "msForceBrowserSignIn",
] as const;

/**
 * The address bar's suggestion popups. This Chromium builds them for every new window as web pages
 * of its own, in a renderer process of their own, though a headless window never shows them: about
 * a third of what a fresh window costs (docs/performance.md). Pages never see the difference.
 */
export const UNSHOWN_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"] as const;

/** CHROMIUM_FLAGS for a Chromium launched through Playwright, without the browser UI no one sees. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSHOWN_BROWSER_UI].join(",")}`,
] as const;
