import { execFile } from "node:child_process";
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { promisify } from "node:util";
import { projectTool, withoutVitest } from "./dev-server";

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
  /** Serves `dir` from now on; until then every request is answered 503. */
  serve: (dir: string) => void;
  close: () => Promise<void>;
}

/**
 * A loopback server for a built studio: its files, and index.html for every other path (the
 * studio routes in the browser). It listens before the build exists, so the build can be told
 * the studio's own address.
 */
export async function startStaticStudio(): Promise<StaticStudio> {
  let root: string | undefined;
  const server: Server = createServer((request, response) => {
    if (!root) return response.writeHead(503).end("The studio is still building.");
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://studio").pathname);
    const wanted = normalize(join(root, pathname));
    const file = wanted.startsWith(root) && existsSync(wanted) && statSync(wanted).isFile() ? wanted : join(root, "index.html");
    response.setHeader("Content-Type", CONTENT_TYPES[extname(file)] ?? "application/octet-stream");
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (dir) => (root = dir),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
