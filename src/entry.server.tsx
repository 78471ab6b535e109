import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, ServerInstrumentation } from "react-router";
import { ServerRouter } from "react-router";
import { readingForRequest } from "./content/sources/content-reads.server";
import { HydrationDataAddressContext } from "./components/page-scripts/hydration-data-address";
import { InlineScriptRecorderContext } from "./components/page-scripts/inline-script";
import { IslandPagesAllowedContext, marksIslandPage } from "./lib/page-start/island-page";
import { recordInlineScript } from "./server/rendering/inline-scripts.server";
import { publishHydrationData } from "./server/rendering/hydration-data.server";
import { giveUpRender } from "./server/rendering/render-deadline.server";

export const streamTimeout = 5_000;

/**
 * Each loader runs with its content reads counted against the path being prerendered, so the build
 * knows which paths read which documents and a publish runs again only the paths an edit reaches
 * (decision 0036). Nothing is counted unless a build is recording.
 */
export const instrumentations: ServerInstrumentation[] = [
  {
    route(route) {
      route.instrument({
        loader: async (load, { request }) => {
          await readingForRequest(request.url, load);
        },
      });
    },
  },
];

/**
 * Renders each page at build time (the published site is prerendered, never rendered per request;
 * only the drafts preview renders on request, decision 0024). Inline
 * scripts carry no nonce: every one the code writes is recorded here, and the build allows exactly
 * those by hash in the Content-Security-Policy (docs/decisions/0015-inline-scripts-by-hash.md).
 *
 * The loaders' data that hydration needs is published as a file of its own instead of being
 * streamed into the page (see publishHydrationData). The development server and the drafts preview
 * (which render on request) keep it inline, as React Router's own <Scripts> expects.
 */
/** Whether the page's routes below the root all mark it a content page, as the root decides (root.tsx). */
function writesIslandPage(routerContext: EntryContext): boolean {
  const below = routerContext.staticHandlerContext.matches.slice(1);
  return below.length > 0 && below.every((match) => marksIslandPage(routerContext.routeModules[match.route.id]?.handle));
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // The dev server and the drafts preview render on request: the data stays inline, as React Router
  // streams it, and nothing is written to any build (a draft's data must never land in the published
  // site's folder, decision 0024). The flag is written out so a build folds the test to a constant.
  const rendersOnRequest = import.meta.env.DEV || import.meta.env.DRAFTS_PREVIEW === "true";
  const islandsAllowed = !rendersOnRequest && !routerContext.isSpaMode;
  const encodedState = rendersOnRequest ? undefined : routerContext.serverHandoffStream;
  // A content page runs islands, which never read the app's hydration data (decision 0034): no file
  // is written for it, or every publish would leave files no page names (and differ from a full build).
  const hydrationDataAddress =
    encodedState && !(islandsAllowed && writesIslandPage(routerContext)) ? await publishHydrationData(encodedState) : undefined;
  const context = encodedState ? { ...routerContext, serverHandoffStream: undefined } : routerContext;
  const app = (
    <InlineScriptRecorderContext value={rendersOnRequest ? undefined : recordInlineScript}>
      <HydrationDataAddressContext value={hydrationDataAddress}>
        {/* Content pages are written as islands (decision 0034); the SPA fallback is the app's shell. */}
        <IslandPagesAllowedContext value={islandsAllowed}>
          <ServerRouter context={context} url={request.url} />
        </IslandPagesAllowedContext>
      </HydrationDataAddressContext>
    </InlineScriptRecorderContext>
  );
  return new Promise<Response>((resolve, reject) => {
    let pageWritten = () => {};
    const { pipe, abort } = renderToPipeableStream(app, {
      // A page is written whole (onAllReady below), so no Suspense boundary's content may be held
      // back in a hidden element for a script to move into place: React does that to any boundary
      // past this many bytes of the page, and the page would paint without it until scripts ran.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A prerendered page must be complete: wait for everything, not just the shell.
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            pageWritten();
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        pageWritten();
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
    pageWritten = giveUpRender(
      (reason) => {
        abort(reason);
        // React does not always answer an abort with onAllReady or onShellError: in the drafts preview
        // an aborted first page was never answered at all, and the studio's frame stayed blank.
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      },
      {
        signal: request.signal,
        // The drafts preview finishes a page for as long as the editor waits for it; a build gives up
        // on a render that does not finish, so it stops instead of hanging (decision 0050).
        timeoutMs: import.meta.env.DRAFTS_PREVIEW === "true" ? undefined : streamTimeout + 1000,
      },
    );
  });
}
