/**
 * One path prerendered through the kept server bundle, as React Router's own prerender does it:
 * its `.data` file (a resource route's file too), then its HTML, unless its data is the previous
 * release's to the byte: a page is a function of its code and its loaders' data (decision 0027).
 */
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { LayeredRelease } from "./layered-release";
import type { ReleaseManifest } from "./release-manifest";

/** Thrown for anything that must stop the publish, as a full build stops (the message says why). */
export class IncrementalBuildError extends Error {}

/** The HTML file of a page path (`/` → index.html, `/about-us` → about-us/index.html). */
export const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1).replace(/\/$/, "")}/index.html`);
/** Its data file, as React Router names it (`/` → _root.data). */
export const dataFileOf = (path: string) => (path === "/" ? "_root.data" : `${path.slice(1).replace(/\/$/, "")}.data`);
/** The page path of an HTML file the prerender wrote. */
export const pathOfHtml = (file: string) => (file === "index.html" ? "/" : `/${file.slice(0, -"/index.html".length)}`);

/** React Router's route tree from the server build's flat list, for matching paths as its prerender does. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, Array<NonNullable<ServerBuild["routes"][string]>>>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const children = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map(
      (route) =>
        ({
          id: route.id,
          path: route.path,
          index: route.index,
          caseSensitive: route.caseSensitive,
          children: route.index ? undefined : children(route.id),
        }) as RouteObject,
    );
  return children(undefined);
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const escapeHtml = (text: string) =>
  text.replace(/[&><\u2028\u2029]/g, (character) => {
    const escapes: Record<string, string> = {
      "&": "\\u0026",
      ">": "\\u003e",
      "<": "\\u003c",
      "\u2028": "\\u2028",
      "\u2029": "\\u2029",
    };
    return escapes[character]!;
  });

/** The page React Router's prerender writes for a path that redirects. */
const redirectPage = (status: number, location: string, from: string) => `<!doctype html>
<head>
<title>Redirecting to: ${location}</title>
<meta http-equiv="refresh" content="${status === 302 ? 2 : 0};url=${location}">
<meta name="robots" content="noindex">
</head>
<body>
	<a href="${location}">
    Redirecting from <code>${escapeHtml(from)}</code> to <code>${location}</code>
  </a>
</body>
</html>`;

export interface PathRenderer {
  /** Renders `path` into the release when its data changed (or it is new); answers whether it wrote it. */
  render(path: string): Promise<boolean>;
  /** The SPA fallback: the root route's shell, rendered again every time (one render). */
  renderFallback(): Promise<void>;
}

/** A renderer of `paths` (the content's paths now) with the kept server bundle `build`. */
export function pathRenderer(
  build: ServerBuild,
  paths: readonly string[],
  release: LayeredRelease,
  previous: ReleaseManifest,
  written: Set<string>,
): PathRenderer {
  // The bundle lists the paths its own build prerendered, and refuses to render any other: the
  // content's paths now (new articles, pages, redirects) are the list.
  const handler = createRequestHandler({ ...build, prerender: [...paths] }, "production");
  const routes = routeTree(build.routes);
  const request = async (url: string, init?: RequestInit) => {
    const response = await handler(new Request(`http://localhost${url}`, init));
    return {
      status: response.status,
      body: Buffer.from(await response.arrayBuffer()),
      location: response.headers.get("Location"),
    };
  };
  const write = (file: string, contents: Buffer | string) => {
    const bytes = Buffer.isBuffer(contents) ? contents : Buffer.from(contents);
    if (release.previousBytes(file)?.equals(bytes) && release.has(file)) return;
    release.write(file, bytes);
    written.add(file);
  };
  const dataOf = async (url: string, path: string) => {
    const answer = await request(url);
    if (answer.status !== 200 && answer.status !== 202)
      throw new IncrementalBuildError(`Prerender (data): received a ${answer.status} status code for ${path}.`);
    return answer.body;
  };

  const renderResource = async (path: string, routeId: string) => {
    const dataFile = dataFileOf(path);
    const data = await dataOf(`/${dataFile}?_routes=${encodeURIComponent(routeId)}`, path);
    const resourceFile = path.slice(1);
    if (release.previousBytes(dataFile)?.equals(data) && release.has(resourceFile)) return false;
    write(dataFile, data);
    const resource = await request(`${path}/`.replace(/\/\/+/g, "/").replace(/\/$/g, ""));
    if (resource.status !== 200)
      throw new IncrementalBuildError(`Prerender (resource): received a ${resource.status} status code for ${path}.`);
    write(resourceFile, resource.body);
    return true;
  };

  const renderPage = async (path: string, hasLoaders: boolean) => {
    const htmlFile = htmlFileOf(path);
    let data: string | undefined;
    if (hasLoaders) {
      const dataFile = dataFileOf(path);
      const answer = await dataOf(`/${dataFile}`, path);
      // The same data, with the same code, renders the same page: keep the previous release's.
      if (release.previousBytes(dataFile)?.equals(answer) && previous.pages[htmlFile]) return false;
      data = answer.toString("utf8");
      write(dataFile, answer);
    }
    const normalized = `${path}/`.replace(/\/\/+/g, "/");
    const page = await request(normalized, data ? { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } } : undefined);
    let html = page.body.toString("utf8");
    if (REDIRECT_STATUSES.has(page.status)) html = redirectPage(page.status, escapeHtml(page.location ?? ""), normalized);
    else if (page.status !== 200)
      throw new IncrementalBuildError(`Prerender (html): received a ${page.status} status code for ${normalized}.\n${html}`);
    write(htmlFile, html);
    return true;
  };

  return {
    async render(path) {
      const matches = matchRoutes(routes, `/${path}/`.replace(/^\/\/+/, "/"));
      if (!matches) return false;
      const leaf = matches[matches.length - 1]!.route as RouteObject & { id: string };
      const module = build.routes[leaf.id]?.module as { default?: unknown; ErrorBoundary?: unknown } | undefined;
      if (module && !module.default && !module.ErrorBoundary) return renderResource(path, leaf.id);
      return renderPage(
        path,
        matches.some((match) => build.assets.routes[match.route.id!]?.hasLoader),
      );
    },
    async renderFallback() {
      const fallback = await request("/", { headers: { "X-React-Router-SPA-Mode": "yes" } });
      if (fallback.status !== 200)
        throw new IncrementalBuildError(`Prerender: received a ${fallback.status} status code for the SPA fallback.`);
      write("__spa-fallback.html", fallback.body);
    },
  };
}
