/**
 * The drafts preview's answer when it could not render a page at all: a page an editor can read in
 * the studio's frame, saying what happened and what to try, with the request's id, which finds the
 * error's line in the server's log (decision 0050). Still a 500: it is a failure, and says so.
 */
export function previewErrorPage(requestId: string): string {
  const reference = requestId.replace(/[^\w-]/g, "");
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>The preview could not show this page</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<h1>The preview could not show this page</h1>
<p>Something went wrong while the preview was putting this page together. Your edits are not lost: the studio keeps them.</p>
<p>Reload the preview to try again (the reload button above the page in Presentation). If the page still does not show, send this reference to whoever looks after the preview: <code>${reference}</code>.</p>
</body>
</html>
`;
}

/**
 * Whether React Router gave up: when a page and then its error page failed to render (or a file
 * route such as robots.txt failed), it answers a bare "Unexpected Server Error" in plain text, the
 * only 500 it sends that way (a page's error page is HTML).
 */
export const isReactRouterLastResort = (response: Response): boolean =>
  response.status === 500 && (response.headers.get("Content-Type") ?? "").startsWith("text/plain");
