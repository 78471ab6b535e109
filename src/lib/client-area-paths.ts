/** Client-area routes without a page document of their own (/login has one), listed on /sitemap. */
export const CLIENT_AREA_PATHS = [
  { path: "/client-dashboard", title: "Dashboard" },
  { path: "/create", title: "Place Order" },
];

const CLIENT_AREA = new Set(["/login", ...CLIENT_AREA_PATHS.map((entry) => entry.path)]);

/** Whether a site path (query and trailing slash allowed) belongs to the client area. */
export const isClientAreaPath = (path: string) => CLIENT_AREA.has(path.split(/[?#]/, 1)[0]!.replace(/(.)\/$/, "$1"));
