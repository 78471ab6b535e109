/**
 * Addresses people and old links still use, sent to the page that replaced them. The migration
 * writes each as a `redirect` document; the build emits them to `_redirects`, and the app follows
 * them during in-app navigation too.
 */
export const redirects = [
  { from: "/contact-us", to: "/get-in-touch", permanent: true },
  { from: "/contact", to: "/get-in-touch", permanent: true },
  { from: "/about", to: "/about-us", permanent: true },
  { from: "/services/seo-outreach", to: "/services/link-packages", permanent: true },
] as const;
