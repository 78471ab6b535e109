/** Client-area routes without a page document of their own (/login has one), listed on /sitemap. */
export const CLIENT_AREA_PATHS = [
  { path: "/client-dashboard", title: "Dashboard" },
  { path: "/create", title: "Place Order" },
];
