import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** One request both servers are asked: a method, a path, and for a post its body and type. */
export interface ServedRequest {
  method: "GET" | "POST";
  path: string;
  /** `Accept-Encoding`: the plain file and the precompressed one are different answers. */
  encoding: "identity" | "br";
  body?: { type: string; text: string };
  /** Whether the request says it comes from the server's own site (a form post must). */
  sameOrigin?: boolean;
}

/** Files a build keeps beside its pages for the server, not addresses of their own. */
const PRECOMPRESSED = /\.(br|gz)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Every address a build serves: each file by its own path, and each page by the clean address a
 * visitor uses (`/about-us` for `about-us/index.html`).
 */
export function buildAddresses(clientFolder: string): string[] {
  const addresses = new Set<string>();
  for (const file of filesUnder(clientFolder)) {
    const path = `/${relative(clientFolder, file).split(sep).join("/")}`;
    if (PRECOMPRESSED.test(path)) continue;
    addresses.add(path);
    if (path === "/index.html") addresses.add("/");
    else if (path.endsWith("/index.html")) addresses.add(path.slice(0, -"/index.html".length));
  }
  return [...addresses].sort();
}

/** Addresses that are no file of the build: each is answered by the server's own rules. */
const NOT_FILES = [
  "/no-such-page",
  "/blog/archive/1999-01",
  "/https://calendly.com/example",
  "/%2e%2e/etc/passwd",
  "/assets/missing.js",
  "/api/health",
];

/** Enquiries the server refuses, so nothing is stored: each answer is a page or JSON the server writes. */
const REFUSED_ENQUIRIES: Omit<ServedRequest, "encoding">[] = [
  { method: "POST", path: "/api/enquiries", sameOrigin: true, body: { type: "application/json", text: '{"email":"x"}' } },
  {
    method: "POST",
    path: "/api/enquiries",
    sameOrigin: true,
    body: { type: "application/x-www-form-urlencoded", text: "name=&email=not-an-address&message=Hello" },
  },
  {
    method: "POST",
    path: "/api/enquiries",
    sameOrigin: false,
    body: { type: "application/x-www-form-urlencoded", text: "name=A" },
  },
];

/** What both servers are asked: every address of the build and the others above, plain and compressed. */
export function servedRequests(clientFolder: string): ServedRequest[] {
  const gets = [...buildAddresses(clientFolder), ...NOT_FILES].flatMap((path) =>
    (["identity", "br"] as const).map((encoding): ServedRequest => ({ method: "GET", path, encoding })),
  );
  return [...gets, ...REFUSED_ENQUIRIES.map((request): ServedRequest => ({ ...request, encoding: "identity" }))];
}
