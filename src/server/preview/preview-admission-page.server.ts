import { createHash } from "node:crypto";
import { PREVIEW_ENABLE_PATH } from "../../content/preview/preview-mode";
import { ADMISSION_ANSWER, ADMISSION_REQUEST } from "../../content/preview/preview-admission-messages";

/**
 * The page a browser tab without an admission gets when it opens a preview page itself (decision
 * 0051): Presentation's "open in a new tab" button, or an address pasted into a tab. The preview's
 * admission cookie is kept per site that frames it (browsers partition third-party cookies), so the
 * studio's frame has one and a new tab on the preview's own site has none.
 *
 * The page holds nothing of the site: a sentence, and a script that asks the studio window that
 * opened the tab (`window.opener`, at the studio's origin only) for a fresh preview secret, then
 * goes through the enable route with it, as Presentation's own frame does. The studio answers only
 * to this origin (`studio/preview-admission.tsx`). A tab with no studio behind it is told how to
 * open the page instead.
 */
export interface AdmissionPage {
  html: string;
  /** The Content-Security-Policy that lets this page's one script run, and nothing else. */
  contentSecurityPolicy: string;
}

/** How long the page waits for the studio's answer before saying it had none. */
const STUDIO_ANSWER_WAIT_MS = 10_000;

/** The script, run in the tab: `studioOrigin` is the one window it asks, and the one it believes. */
function admissionScript(studioOrigin: string): string {
  const settings = JSON.stringify({
    studioOrigin,
    enablePath: PREVIEW_ENABLE_PATH,
    request: ADMISSION_REQUEST,
    answer: ADMISSION_ANSWER,
    waitMs: STUDIO_ANSWER_WAIT_MS,
  }).replace(/</g, "\\u003c");
  return `(() => {
  const s = ${settings};
  const status = document.getElementById("admission-status");
  const address = new URL(location.href);
  const perspective = address.searchParams.get("sanity-preview-perspective");
  address.searchParams.delete("sanity-preview-perspective");
  const studio = window.opener;
  if (!studio) return;
  const requestId = crypto.randomUUID();
  addEventListener("message", (event) => {
    const data = event.data;
    if (event.origin !== s.studioOrigin || event.source !== studio) return;
    if (!data || data.type !== s.answer || data.requestId !== requestId || typeof data.secret !== "string") return;
    const enable = new URL(s.enablePath, location.origin);
    enable.searchParams.set("sanity-preview-secret", data.secret);
    enable.searchParams.set("sanity-preview-pathname", address.pathname + address.search);
    if (perspective) enable.searchParams.set("sanity-preview-perspective", perspective);
    location.replace(enable.href);
  });
  status.textContent = "Asking the studio to let this tab in…";
  studio.postMessage({ type: s.request, requestId }, s.studioOrigin);
  setTimeout(() => {
    status.textContent = "The studio did not answer. Open the page from the studio: the document's Open preview action, or Presentation.";
  }, s.waitMs);
})();`;
}

/** The admission page for a preview framed by the studio at `studioOrigin` (PREVIEW_STUDIO_ORIGIN's origin). */
export function admissionPage(studioOrigin: string): AdmissionPage {
  const script = admissionScript(studioOrigin);
  const hash = createHash("sha256").update(script).digest("base64");
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Preview: opening from the studio</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem;color:#1a1a1a}</style>
</head>
<body>
<main>
<h1>Editors' preview</h1>
<p id="admission-status" role="status">This preview shows unpublished content to editors only. Open it from the studio: the document's Open preview action, or Presentation.</p>
</main>
<script>${script}</script>
</body>
</html>
`;
  return { html, contentSecurityPolicy: `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'` };
}
