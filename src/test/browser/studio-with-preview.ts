import { rmSync } from "node:fs";
import type { Browser, Frame, Page } from "playwright-core";
import { expect } from "vitest";
import { buildStudio, startStaticStudio, type StaticStudio } from "./built-studio";
import { launchChromium } from "./chromium";
import type { Document } from "./content-lake-stand-in";
import type { DevServer } from "./dev-server";
import { keptTabs } from "./kept-windows";
import { STAND_IN_STUDIO, startDraftsPreview, startHttpsFront, type HttpsFront } from "./drafts-preview-server";
import { startSanityApiStandIn, type SanityApiStandIn } from "./sanity-api-stand-in";

/**
 * The built studio and the drafts preview it frames (`npm run preview:drafts`, its production
 * build), both on one Sanity API stand-in, as a deployment has them: the studio on a site of its
 * own over HTTPS (https://outreach-lab.sanity.studio, where `sanity deploy` puts it) and the preview
 * behind an HTTPS proxy at https://preview.example.co.uk. Chromium resolves both names, and
 * *.api.sanity.io, to loopback: every request carries the real host name, the preview's admission
 * cookie is a third-party cookie in the studio's frame, and the two run in separate processes.
 * Everything a test of Presentation needs, started together and stopped together.
 */
const STAND_IN_PROJECT_ID = "stand-in";
const PREVIEW_HOST = "preview.example.co.uk";
const PREVIEW_ORIGIN = `https://${PREVIEW_HOST}`;

export interface StudioWithPreview {
  api: SanityApiStandIn;
  studio: StaticStudio;
  preview: DevServer;
  /** The preview's public address (https://preview.example.co.uk), in front of `preview`. */
  previewOrigin: string;
  browser: Browser;
  /** The studio's tab, its editor logged in (the studio's token login, as its login screen would leave it). */
  loggedInStudio: () => Promise<{ page: Page; errors: string[] }>;
  /** Presentation's frame once it shows the preview's `path`. */
  previewFrame: (page: Page, path: string) => Promise<Frame>;
  /** What the studio asked for that the stand-in does not answer, printed; then everything stopped and removed. */
  close: () => Promise<void>;
}

/**
 * Starts the stand-in over `documents`, builds and serves the studio, starts the preview (built in
 * STAND_IN_STUDIO.buildDir, the build the other preview tests serve: the studio's address is the
 * same), launches Chromium.
 */
export async function startStudioWithPreview(documents: readonly Document[]): Promise<StudioWithPreview> {
  const started: Partial<StudioWithPreview> & { studioDir?: string; front?: HttpsFront } = {};
  const close = async () => {
    const { api, browser, preview, studio, studioDir, front } = started;
    // What the studio asked for that the stand-in does not answer (none of it stops a test).
    if (api)
      console.info(`Studio API calls the stand-in left unanswered:\n  ${[...new Set(api.unanswered)].sort().join("\n  ")}`);
    await browser?.close();
    await front?.close();
    await preview?.stop();
    await studio?.close();
    await api?.close();
    if (studioDir) rmSync(studioDir, { recursive: true });
  };
  try {
    const api = (started.api = await startSanityApiStandIn(documents));
    const studio = (started.studio = await startStaticStudio({ httpsHost: new URL(STAND_IN_STUDIO.origin).host }));
    // The studio bakes in the preview's address and the preview the studio's: both are fixed
    // before either starts, so the two builds (the studio's, and the preview's production build
    // made by `npm run preview:drafts`) run side by side.
    // Both are waited for even when one fails, so whatever did start is stopped and removed.
    const [built, previewStarted] = await Promise.allSettled([
      buildStudio({ SANITY_STUDIO_PROJECT_ID: STAND_IN_PROJECT_ID, SANITY_STUDIO_PREVIEW_URL: PREVIEW_ORIGIN }),
      startDraftsPreview({
        studioOrigin: studio.origin,
        contentLake: { url: api.httpUrl },
        buildDir: STAND_IN_STUDIO.buildDir,
        env: { TRUST_PROXY: "1" },
      }),
    ]);
    if (previewStarted.status === "fulfilled") started.preview = previewStarted.value;
    if (built.status === "fulfilled") started.studioDir = built.value;
    if (built.status === "rejected") throw built.reason;
    if (previewStarted.status === "rejected") throw previewStarted.reason;
    studio.serve(started.studioDir!);
    const front = (started.front = await startHttpsFront(started.preview!.url));
    const { browser } = await launchChromium([
      `--host-resolver-rules=${[
        `MAP *.api.sanity.io 127.0.0.1:${api.httpsPort}`,
        `MAP api.sanity.io 127.0.0.1:${api.httpsPort}`,
        `MAP ${new URL(studio.origin).hostname} 127.0.0.1:${studio.port}`,
        `MAP ${PREVIEW_HOST} 127.0.0.1:${front.port}`,
      ].join(", ")}`,
      // The stand-ins' certificates are self-signed, for loopback servers only.
      "--ignore-certificate-errors",
    ]);
    started.browser = browser;
    started.previewOrigin = PREVIEW_ORIGIN;
  } catch (error) {
    await close();
    throw error;
  }
  const { api, studio, preview, previewOrigin, browser } = started as Required<typeof started>;

  // Each test's studio opens in the one kept tab: the studio's scripts are then compiled once, not
  // once per test (decision 0041).
  const keptTab = keptTabs(() => browser);
  const loggedInStudio = () =>
    keptTab("studio", async (chromium) => {
      const context = await chromium.newContext({ viewport: { width: 1600, height: 1000 } });
      await context.addInitScript(
        ({ key, token }) => localStorage.setItem(key, JSON.stringify({ token, time: new Date().toISOString() })),
        { key: `__studio_auth_token_${STAND_IN_PROJECT_ID}`, token: "stand-in-editor-token" },
      );
      return context;
    });

  const previewFrame = async (page: Page, path: string) => {
    let frame: Frame | undefined;
    await expect
      .poll(() => (frame = page.frames().find((candidate) => candidate.url().startsWith(`${previewOrigin}${path}`))), {
        timeout: 60_000,
      })
      .toBeDefined();
    return frame!;
  };

  return { api, studio, preview, previewOrigin, browser, loggedInStudio, previewFrame, close };
}
