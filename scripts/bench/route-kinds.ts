/**
 * Every prerendered route sorted into the kinds of page a visitor meets, so the bench can say per
 * kind how close each comes to its script-free limit. The kind comes from the document behind the
 * route (a service, a persona page, an article, a team member) and, for plain pages, from the few
 * addresses the site's structure fixes; a page that fits none is "other page", never dropped.
 */
import { listRoutablePaths, type RoutablePath } from "../../src/content/routable-paths";
import { pageKind } from "./budgets";

export const ROUTE_KINDS = [
  "home",
  "service",
  "persona",
  "article",
  "blog index",
  "about / member",
  "get in touch",
  "legal",
  "infographic",
  "other page",
  "client area",
] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** Plain pages whose kind their address says (the routes and the site's navigation fix them). */
const PAGE_KIND_BY_PATH: Record<string, RouteKind> = {
  "/": "home",
  "/blog": "blog index",
  "/about-us": "about / member",
  "/get-in-touch": "get in touch",
  "/privacy-policy": "legal",
  "/terms": "legal",
};

const DOCUMENT_KIND: Partial<Record<RoutablePath["kind"], RouteKind>> = {
  service: "service",
  personaPage: "persona",
  article: "article",
  teamMember: "about / member",
};

/**
 * The kind of one route, given the kind of document behind it (undefined for routes no document
 * makes: the sitemap, the client area). Infographics are pages under /content/.
 */
export function routeKind(path: string, documentKind: RoutablePath["kind"] | undefined): RouteKind {
  if (pageKind(path) === "client area") return "client area";
  const byDocument = documentKind ? DOCUMENT_KIND[documentKind] : undefined;
  if (byDocument) return byDocument;
  if (path.startsWith("/blog/")) return "article";
  if (path.startsWith("/about-us/")) return "about / member";
  if (path.startsWith("/content/")) return "infographic";
  return PAGE_KIND_BY_PATH[path] ?? "other page";
}

/** Each path's kind, from the embedded dataset's documents. */
export async function routeKinds(paths: readonly string[]): Promise<Map<string, RouteKind>> {
  const documents = new Map((await listRoutablePaths()).map((entry) => [entry.path, entry.kind]));
  return new Map(paths.map((path) => [path, routeKind(path, documents.get(path))]));
}

/**
 * One route of each kind, for a quick run (`--routes kinds`): the kind's route among the six of
 * docs/performance.md when it has one, else its first in address order.
 */
export function oneRouteOfEachKind(kinds: ReadonlyMap<string, RouteKind>, preferred: readonly string[]): string[] {
  const chosen = new Map<RouteKind, string>();
  for (const path of preferred) {
    const kind = kinds.get(path);
    if (kind && !chosen.has(kind)) chosen.set(kind, path);
  }
  for (const [path, kind] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) if (!chosen.has(kind)) chosen.set(kind, path);
  return ROUTE_KINDS.flatMap((kind) => (chosen.has(kind) ? [chosen.get(kind)!] : []));
}
