import type { redirects as legacyRedirects } from "../legacy/redirects";
import { idFromPath } from "./context";

export function redirectDocuments(redirects: typeof legacyRedirects) {
  return redirects.map((redirect) => ({
    _id: `redirect-${idFromPath(redirect.from)}`,
    _type: "redirect",
    from: redirect.from,
    to: redirect.to,
    permanent: redirect.permanent,
  }));
}
