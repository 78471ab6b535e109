/** The client area's routes: served by the SPA fallback, listed on /sitemap. */
export const CLIENT_AREA_PATHS = [
  { path: "/login", title: "Client Login" },
  { path: "/client-dashboard", title: "Dashboard" },
  { path: "/create", title: "Place Order" },
];
