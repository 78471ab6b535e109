/** Client-area routes without a page document of their own (/login has one), listed on /sitemap. */
export const CLIENT_AREA_PATHS = [
  { path: "/client-dashboard", title: "Dashboard" },
  { path: "/create", title: "Place Order" },
];

/**
 * The paths that only show something to a signed-in user (each is wrapped in RequireLogin): the
 * pre-paint script sends a visitor with no stored session from these to /login before the page
 * paints, rather than after the app has loaded.
 */
export const SIGNED_IN_PATHS = CLIENT_AREA_PATHS.map((entry) => entry.path);

/**
 * Where a visitor without a session is sent from a signed-in path: /login, remembering the way
 * back. Self-contained: the pre-paint script inlines it as source text, and RequireLogin calls it,
 * so both send the visitor to the same address.
 */
export function loginAddressFor(pathname: string, search: string): string {
  return `/login?redirectTo=${encodeURIComponent(pathname + search)}`;
}

const CLIENT_AREA = new Set(["/login", ...SIGNED_IN_PATHS]);

/** Whether a site path (query and trailing slash allowed) belongs to the client area. */
export const isClientAreaPath = (path: string) => CLIENT_AREA.has(path.split(/[?#]/, 1)[0]!.replace(/(.)\/$/, "$1"));
