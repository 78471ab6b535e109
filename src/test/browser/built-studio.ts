import { execFile } from "node:child_process";
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { promisify } from "node:util";
import { projectTool, withoutVitest } from "./dev-server";
import { selfSignedCertificate } from "./sanity-api-stand-in";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/**
 * `sanity build` of the bundled studio into a scratch folder, with `env` (SANITY_STUDIO_*) baked
 * in as the studio's own build does. Offline: it needs no Sanity project. Resolves with the folder.
 */
export async function buildStudio(env: Record<string, string>): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "studio-"));
  try {
    await promisify(execFile)(projectTool("sanity"), ["build", outDir, "--yes"], {
      cwd: join(process.cwd(), "studio"),
      env: { ...withoutVitest(process.env), ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`The studio did not build:\n${stdout ?? ""}\n${stderr ?? ""}`);
  }
  return outDir;
}

export interface StaticStudio {
  origin: string;
  /** The loopback port it listens on (a browser resolving the studio's host name maps it here). */
  port: number;
  /** Serves `dir` from now on; until then every request is answered 503. */
  serve: (dir: string) => void;
  close: () => Promise<void>;
}

/**
 * A loopback server for a built studio: its files, and index.html for every other path (the
 * studio routes in the browser). It listens before the build exists, so the build can be told
 * the studio's own address. Given `httpsHost`, it speaks HTTPS (a throwaway certificate) and its
 * origin is `https://<httpsHost>`, as `sanity deploy` serves a studio: a browser told to resolve
 * that name to `port` then sees the studio on a site of its own.
 */
export async function startStaticStudio({ httpsHost }: { httpsHost?: string } = {}): Promise<StaticStudio> {
  let root: string | undefined;
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (!root) return response.writeHead(503).end("The studio is still building.");
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://studio").pathname);
    const wanted = normalize(join(root, pathname));
    const file = wanted.startsWith(root) && existsSync(wanted) && statSync(wanted).isFile() ? wanted : join(root, "index.html");
    response.setHeader("Content-Type", CONTENT_TYPES[extname(file)] ?? "application/octet-stream");
    createReadStream(file).pipe(response);
  };
  const server: Server = httpsHost ? createHttpsServer(selfSignedCertificate(), handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: httpsHost ? `https://${httpsHost}` : `http://127.0.0.1:${port}`,
    port,
    serve: (dir) => (root = dir),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
