import { Provider as JotaiProvider } from "jotai";
import { use, useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Navigate, Outlet, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { CookieNotice } from "./components/site-chrome/cookie-notice";
import { DeferredAppScripts } from "./components/page-scripts/deferred-app-scripts";
import { InlineScript } from "./components/page-scripts/inline-script";
import { IslandScripts } from "./components/page-scripts/island-scripts";
import { PageHead } from "./components/page-head";
import { PageScrollRestoration } from "./components/site-chrome/scroll-restoration";
import { SpeculationRules } from "./components/page-scripts/speculation-rules";
import { PreviewBanner } from "./components/preview/preview-banner";
import { PreviewOverlays } from "./components/preview/preview-overlays";
import { loadRichTextRenderer } from "./components/rich-text";
import { SiteFooter } from "./components/site-chrome/site-footer";
import { SiteHeader } from "./components/site-chrome/site-header";
import { UnconfirmedBanner } from "./components/unconfirmed-banner";
import { isDraftsPreview } from "./content/config.server";
import { fetch, newestContentYear } from "./content/fetch.server";
import { LiveModeInPreview } from "./content/live/live-mode-in-preview";
import { liveSourceInPreview } from "./content/live/live-query.server";
import { whatThePreviewShows } from "./content/preview/preview-showing.server";
import { SITE_CHROME_QUERY } from "./content/queries";
import { plainDataFields } from "./content/stega/plain-data-fields";
import { contentYear } from "./lib/format/content-year";
import { followStoredStateAcrossTabs } from "./lib/page-start/follow-stored-state";
import { IslandPageContext, IslandPagesAllowedContext, marksIslandPage } from "./lib/page-start/island-page";
import { PRE_PAINT_DATA_ID, prePaintData, prePaintScript } from "./lib/page-start/pre-paint-script";
import { RENDER_ANNOUNCEMENT_DELAY_MS, RENDER_ANNOUNCEMENT_EVENT } from "./lib/page-start/render-announcement";
import { replayPendingClick } from "./lib/page-start/start-after-first-paint";
import { StructuredData } from "./lib/structured-data/json-ld";
import { siteIdentity, siteStructuredData } from "./routes/structured-data.server";
import "./styles/global.css";
import "./styles/view-transitions.css";

export async function loader() {
  // The prerender renders rich text (the footer's, the page's) in this process, after the loaders.
  const [chrome, newestYear, , preview] = await Promise.all([
    fetch(SITE_CHROME_QUERY).then(plainDataFields),
    newestContentYear(),
    loadRichTextRenderer(),
    // What the drafts preview shows, for its banner (the perspective Presentation opened it in);
    // always null in a build, which never holds drafts.
    isDraftsPreview() ? whatThePreviewShows() : null,
  ]);
  if (!chrome.settings || !chrome.contact) {
    throw new Error("The dataset has no siteSettings or companyContact document; the header and footer cannot render.");
  }
  return {
    chrome,
    structuredData: siteStructuredData(siteIdentity(chrome)),
    // The footer's year until the app runs (then the visitor's own): taken from the content, not
    // the clock, so two builds of the same content are the same bytes (decision 0017).
    contentYear: contentYear(newestYear),
    preview,
    // The Content Lake the studio edits, which the preview's frame names to follow edits as they are typed.
    ...liveSourceInPreview(),
  };
}

/**
 * Whether this page is prerendered as a content page that runs islands, not the app (decision
 * 0034): every route it matches below the root says so (`handle`). Decided while prerendering
 * only (entry.server allows it): in the browser the app runs only on its own pages, the SPA
 * fallback is the app, and the development server and the drafts preview run the whole app on
 * every page (hot reload; visual editing).
 */
function useIslandPage(): boolean {
  const matches = useMatches();
  const islandsAllowed = use(IslandPagesAllowedContext);
  const below = matches.slice(1);
  return islandsAllowed && below.length > 0 && below.every((match) => marksIslandPage(match.handle));
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const allowedAddresses = rootData?.chrome.settings?.allowedExternalAddresses ?? [];
  const islandPage = useIslandPage();
  return (
    // The pre-paint script owns <html data-currency|data-session>: React never renders
    // them, so no re-render can reset them, and their appearance before hydration is expected.
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <InlineScript
          source={import.meta.env.SSR ? prePaintScript() : ""}
          data={() => prePaintData(allowedAddresses)}
          dataId={PRE_PAINT_DATA_ID}
        />
        <PageHead />
        <SpeculationRules />
      </head>
      <body>
        <IslandPageContext value={islandPage}>{children}</IslandPageContext>
        {/* A content page is a document: the browser restores its scroll, and it starts islands. */}
        {islandPage ? (
          <IslandScripts />
        ) : (
          <>
            <PageScrollRestoration />
            <DeferredAppScripts />
          </>
        )}
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  useEffect(() => {
    const timer = window.setTimeout(
      () => document.dispatchEvent(new Event(RENDER_ANNOUNCEMENT_EVENT)),
      RENDER_ANNOUNCEMENT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(followStoredStateAcrossTabs, []);
  useEffect(() => {
    // The page has worked without the app until now; tests and styles can tell it is running.
    document.documentElement.dataset.hydrated = "true";
    replayPendingClick(window);
  }, []);
  if (!data) return <>{children}</>;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* The flag written out (src/vite-env.d.ts): a production build keeps the banner alone. */}
      {data.preview ? (
        import.meta.env.DRAFTS_PREVIEW === "true" ? (
          <>
            <PreviewBanner showing={data.preview} />
            <PreviewOverlays />
            <LiveModeInPreview source={data.liveSource} />
          </>
        ) : (
          <PreviewBanner showing={data.preview} />
        )
      ) : null}
      <SiteHeader chrome={data.chrome} />
      <UnconfirmedBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter chrome={data.chrome} contentYear={data.contentYear} />
      <CookieNotice text={data.chrome.settings?.cookieNotice} />
      <StructuredData items={data.structuredData} />
    </>
  );
}

export default function App() {
  return (
    <JotaiProvider>
      <Shell>
        <Outlet />
      </Shell>
    </JotaiProvider>
  );
}

/** What a deep link to a client-only route shows while its code loads. */
export function HydrateFallback() {
  return (
    <div className="container error-page" aria-busy="true">
      <p>Loading…</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // product.md §2: any unknown path redirects to the home page.
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/" replace />;
  const message =
    error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : "Unknown error";
  return (
    <JotaiProvider>
      <Shell>
        <div className="container error-page">
          <h1>Something went wrong</h1>
          <p>
            This page could not be shown. Please try again, or go back to the <a href="/">home page</a>.
          </p>
          {import.meta.env.DEV ? <pre>{message}</pre> : null}
        </div>
      </Shell>
    </JotaiProvider>
  );
}
