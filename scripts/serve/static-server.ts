import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { pipeline } from "node:stream";
import { createBrotliCompress, createGzip } from "node:zlib";
import { parseRedirectsFile, type Redirect } from "../../src/content/redirects";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".data", ".svg", ".txt", ".xml"]);

/**
 * Requests for these are files or nothing: a missing one is a 404, never the app shell. Any other
 * path (even one with a dot, like /https://example.co.uk) may be a route and gets the SPA fallback.
 */
const FILE_EXTENSIONS = new Set([...Object.keys(TYPES).filter((extension) => extension !== ".html"), ".map", ".webmanifest"]);
const isFileRequest = (pathname: string) =>
  pathname.startsWith("/assets/") || pathname.startsWith("/media/") || FILE_EXTENSIONS.has(extname(pathname).toLowerCase());

/** The SPA fallback React Router writes when not every route is prerendered. */
const FALLBACK_FILES = ["__spa-fallback.html", "index.html"];

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
}

/**
 * Serves the production build like a static host would: clean URLs (/about-us → about-us/index.html),
 * gzip or brotli, long caching for hashed assets, and the SPA fallback for paths that are not
 * files, so deep links into client-only routes work (history mode). Missing assets and `.data`
 * files are real 404s: returning HTML for them would break client navigation. Redirects managed
 * in the CMS arrive as the build's `_redirects` file and are answered with 301 or 302.
 */
export function createStaticServer({ root }: Pick<StaticServerOptions, "root">): Server {
  const base = resolve(root);
  const fallback = FALLBACK_FILES.map((file) => join(base, file)).find((file) => existsSync(file));
  const redirectsPath = join(base, "_redirects");
  const redirects = new Map(
    (existsSync(redirectsPath) ? parseRedirectsFile(readFileSync(redirectsPath, "utf8")) : []).map((entry) => [
      entry.from,
      entry,
    ]),
  );
  return createServer((request, response) => {
    try {
      handle(base, fallback, redirects, request, response);
    } catch (error) {
      response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end(`Server error: ${(error as Error).message}`);
    }
  });
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function resolveFile(base: string, decoded: string): string | undefined {
  const target = normalize(join(base, decoded));
  if (target !== base && !target.startsWith(base + sep)) return undefined; // no escaping the build folder
  const candidates = [target, join(target, "index.html"), `${target.replace(/\/$/, "")}.html`];
  return candidates.find(isFile);
}

function handle(
  base: string,
  fallback: string | undefined,
  redirects: Map<string, Redirect>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const url = new URL(request.url ?? "/", "http://localhost");
  const redirect = redirects.get(url.pathname.replace(/(.)\/$/, "$1"));
  if (redirect) {
    const location = redirect.to.startsWith("/") ? `${redirect.to}${url.search}` : redirect.to;
    response.writeHead(redirect.permanent ? 301 : 302, { Location: location }).end();
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request");
    return;
  }
  let file = resolveFile(base, decoded);
  if (!file) {
    if (isFileRequest(url.pathname) || !fallback) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    file = fallback;
  }
  const extension = extname(file);
  const headers: Record<string, string> = {
    "Content-Type": TYPES[extension] ?? "application/octet-stream",
    "Cache-Control": url.pathname.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate",
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
  };
  const accepts = String(request.headers["accept-encoding"] ?? "");
  const encoding = COMPRESSIBLE.has(extension)
    ? /\bbr\b/.test(accepts)
      ? "br"
      : /\bgzip\b/.test(accepts)
        ? "gzip"
        : undefined
    : undefined;
  if (encoding) headers["Content-Encoding"] = encoding;
  else headers["Content-Length"] = String(statSync(file).size);
  response.writeHead(200, headers);
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  const source = createReadStream(file);
  const onError = () => response.destroy();
  if (encoding === "br") pipeline(source, createBrotliCompress(), response, (error) => error && onError());
  else if (encoding === "gzip") pipeline(source, createGzip(), response, (error) => error && onError());
  else pipeline(source, response, (error) => error && onError());
}
