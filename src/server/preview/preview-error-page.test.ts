import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_COOKIE } from "../../content/preview/preview-mode";
import { admissionSigner } from "./preview-admission.server";
import { createPreviewServer } from "./preview-server.server";

const signer = admissionSigner("a-key-of-more-than-thirty-two-characters-for-tests");
const folders: string[] = [];

/** A preview build with one route whose every render fails, its error page's too. */
function buildThatCannotRender(): ServerBuild {
  const fail = () => {
    throw new Error("a component the page needs is broken");
  };
  return {
    entry: { module: { default: fail } },
    routes: { root: { id: "root", path: "", module: { default: fail } } },
    assets: {
      entry: { imports: [], module: "/entry.js" },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/root.js",
          hasLoader: false,
          hasAction: false,
          hasErrorBoundary: false,
          imports: [],
          css: [],
        },
      },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "/nowhere",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    basename: "/",
  } as unknown as ServerBuild;
}

async function previewServer() {
  const clientDir = mkdtempSync(join(tmpdir(), "preview-client-"));
  folders.push(clientDir);
  return createPreviewServer({
    build: buildThatCannotRender(),
    clientDir,
    signer,
    checkSecret: async () => ({ isValid: false }),
    frameAncestors: "frame-ancestors https://outreach-lab.sanity.studio",
    studioOrigin: "https://outreach-lab.sanity.studio",
    log: { level: "silent" },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("a page the drafts preview cannot render at all", () => {
  it("is a page the editor can read in the studio's frame, saying what to try, with a reference the server's log has", async () => {
    // React Router reports the failed renders on the console; that is expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const app = await previewServer();
    const answer = await app.inject({ url: "/about-us", headers: { cookie: `${PREVIEW_COOKIE}=${signer.issue("drafts")}` } });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain("<h1>The preview could not show this page</h1>");
    expect(answer.body).toContain("Reload the preview to try again");
    expect(answer.body).toContain(`<code>${String(answer.headers["x-request-id"])}</code>`);
    // Still the preview's own answer: framed by the studio only, never stored or indexed.
    expect(answer.headers["content-security-policy"]).toBe("frame-ancestors https://outreach-lab.sanity.studio");
    expect(answer.headers["cache-control"]).toBe("no-store");
    await app.close();
  });

  it("is still refused, empty, to a browser the studio has not let in", async () => {
    const app = await previewServer();
    const answer = await app.inject({ url: "/about-us" });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toBe("");
    await app.close();
  });
});
