import { mkdtempSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { draftsPreview } from "./vite-drafts-preview";

const DRAFTS = {
  SANITY_PREVIEW: "drafts",
  SANITY_PROJECT_ID: "abc123",
  SANITY_DATASET: "production",
  SANITY_READ_TOKEN: "read-token",
  PREVIEW_STUDIO_ORIGIN: "https://studio.example.com",
};

/** Stands in for React Router's dev handler: answers a page address with HTML, as the preview would. */
const pageResponder: Plugin = {
  name: "page-responder",
  configureServer(server) {
    return () =>
      server.middlewares.use((_request, response) => {
        response.setHeader("Content-Type", "text/html");
        response.end("<h1>Unpublished title</h1>");
      });
  },
};

let server: ViteDevServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A real Vite dev server with the plugin, on a free port; returns the status and headers of one page. */
async function requestAPage(env: NodeJS.ProcessEnv) {
  server = await createServer({
    configFile: false,
    root: mkdtempSync(join(tmpdir(), "preview-")),
    logLevel: "silent",
    plugins: [draftsPreview(env), pageResponder],
    server: { port: 0, host: "127.0.0.1", ws: false },
    optimizeDeps: { noDiscovery: true },
  });
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return new Promise<{ status?: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/services/blogger-outreach", headers: { accept: "text/html" } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode, headers: response.headers });
    })
      .on("error", reject)
      .end();
  });
}

describe("the drafts preview dev server", () => {
  it("tells browsers and proxies never to store a page, so a discarded draft is not shown again", async () => {
    expect((await requestAPage(DRAFTS)).headers["cache-control"]).toBe("no-store");
  });

  it("leaves the ordinary dev server's caching alone", async () => {
    expect((await requestAPage({})).headers["cache-control"]).toBeUndefined();
  });

  it("refuses a page to a browser not let in by the studio, and may be framed by the studio alone", async () => {
    const { status, headers } = await requestAPage(DRAFTS);
    expect(status).toBe(401);
    expect(headers["content-security-policy"]).toBe("frame-ancestors https://studio.example.com");
  });

  it("leaves the ordinary dev server's pages and framing alone", async () => {
    const { status, headers } = await requestAPage({});
    expect(status).toBe(200);
    expect(headers["content-security-policy"]).toBeUndefined();
  });
});

describe("building in drafts preview mode", () => {
  const startBuild = (env: NodeJS.ProcessEnv) => {
    const hook = draftsPreview(env).config as (config: object, environment: { command: "build" | "serve"; mode: string }) => void;
    return () => hook({}, { command: "build", mode: "production" });
  };

  it("is refused before anything is rendered, so drafts are never prerendered or deployed", () => {
    expect(startBuild(DRAFTS)).toThrow(/drafts preview is never built or prerendered/);
  });

  it("is the normal published build otherwise", () => {
    expect(startBuild({})).not.toThrow();
  });
});

describe("the build-time preview flag (import.meta.env.DRAFTS_PREVIEW)", () => {
  const defined = (env: NodeJS.ProcessEnv, command: "build" | "serve", name = "import.meta.env.DRAFTS_PREVIEW") => {
    const hook = draftsPreview(env).config as (
      config: object,
      environment: { command: "build" | "serve"; mode: string },
    ) => { define: Record<string, string> };
    return hook({}, { command, mode: "development" }).define[name];
  };
  const studioUrl = (env: NodeJS.ProcessEnv) => defined(env, "serve", "import.meta.env.DRAFTS_PREVIEW_STUDIO_URL");

  it("is on for the drafts preview server, so its overlays and data-sanity attributes are compiled in", () => {
    expect(defined(DRAFTS, "serve")).toBe(JSON.stringify("true"));
  });

  it("is off for the ordinary dev server, so that code is dropped", () => {
    expect(defined({}, "serve")).toBe(JSON.stringify(""));
  });

  it("gives the preview's click targets the studio's address, with its path and without a trailing slash", () => {
    expect(studioUrl(DRAFTS)).toBe(JSON.stringify("https://studio.example.com"));
    expect(studioUrl({ ...DRAFTS, PREVIEW_STUDIO_ORIGIN: "https://www.example.com/studio/" })).toBe(
      JSON.stringify("https://www.example.com/studio"),
    );
    expect(studioUrl({})).toBe(JSON.stringify(""));
  });

  it('is written as "" into a build\'s source, not defined, so the import.meta.env object stays as it was', () => {
    const plugin = draftsPreview({});
    (plugin.config as (config: object, environment: { command: "build"; mode: string }) => { define?: object })(
      {},
      { command: "build", mode: "production" },
    );
    const transform = plugin.transform as (code: string) => { code: string } | null;
    const source =
      `if (import.meta.env.DRAFTS_PREVIEW === "true") load(import.meta.env.DRAFTS_PREVIEW_STUDIO_URL);\n` +
      `const env = import.meta.env;`;
    const built = transform(source)!.code;
    expect(built).not.toContain("DRAFTS_PREVIEW");
    expect(built.split("\n").map((line) => line.length)).toEqual(source.split("\n").map((line) => line.length));
    expect(built).toMatch(/^if \(""\s+=== "true"\) load\(""\s+\);\nconst env = import\.meta\.env;$/);
    expect(transform("const unrelated = 1;")).toBeNull();
  });
});
