/** Where a signed-in user goes when the requested place cannot be trusted. */
const DEFAULT_AFTER_LOGIN = "/client-dashboard";

/**
 * A `redirectTo` value as a path on this site, or the dashboard. The value is resolved as a browser
 * would resolve it (`new URL(value, origin)`) and must stay on the same origin; backslashes and
 * control characters are refused outright, since browsers read `/\host` and `/\t/host` as other hosts.
 * The resolved path is checked too: dot segments (`/.//host`, `/%2e//host`, `/a/..//host`) resolve
 * to `//host`, which is on the site as a URL but names another host once handed back as a path.
 */
export function safeRedirect(target: string | null, origin = "https://site.invalid"): string {
  // eslint-disable-next-line no-control-regex
  if (!target || !target.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(target)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== new URL(origin).origin || !/^\/(?![/\\])/.test(url.pathname)) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}
