import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import App, { loader as rootLoader } from "../root";
import ArticleRoute, { loader as articleLoader } from "../routes/article";
import DocumentRoute, { loader as documentLoader } from "../routes/document";
import SitemapRoute, { loader as sitemapLoader } from "../routes/sitemap";
import BlogArchiveRoute, { loader as archiveLoader } from "../routes/blog-archive";
import type { RoutablePath } from "../content/routable-paths";

type DocumentData = Awaited<ReturnType<typeof documentLoader>>;
/** What the article component receives: the loader's result as it arrives after serialisation. */
type ArticleProps = Parameters<typeof ArticleRoute>[0]["loaderData"];

function DocumentPage() {
  const loaderData = useLoaderData<DocumentData>();
  return <DocumentRoute loaderData={loaderData} params={{}} matches={[] as never} />;
}

function ArticlePage() {
  const loaderData = useLoaderData<ArticleProps>();
  return <ArticleRoute loaderData={loaderData} params={{ slug: loaderData.article.slug ?? "" }} matches={[] as never} />;
}

/**
 * Renders a content path to HTML the way the build does (root shell with header and footer, then
 * the page), from whatever dataset `fetch` reads. Tests use it to check what visitors would see.
 */
export async function renderContentPage(path: string): Promise<string> {
  const splat = path.replace(/^\//, "");
  const [root, page] = await Promise.all([
    rootLoader(),
    documentLoader({ params: { "*": splat }, request: new Request(`http://localhost${path}`), context: {} } as never),
  ]);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: <App />,
        // "*" alone does not match "/": the home page is the index route, as in src/routes.ts.
        children: [
          { id: "home", index: true, element: <DocumentPage /> },
          { id: "document", path: "*", element: <DocumentPage /> },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, home: page, document: page } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

/** Renders an article (/blog/:slug) inside the root shell, from whatever dataset `fetch` reads. */
export async function renderArticlePage(slug: string): Promise<string> {
  const path = `/blog/${slug}`;
  const [root, article] = await Promise.all([
    rootLoader(),
    articleLoader({ params: { slug }, request: new Request(`http://localhost${path}`), context: {} } as never),
  ]);
  const router = createMemoryRouter(
    [{ id: "root", path: "/", element: <App />, children: [{ id: "article", path: "blog/:slug", element: <ArticlePage /> }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root, article } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

/**
 * Renders /about-us/:member (the about page with that member's biography open) inside the root
 * shell, through the route the app serves it from, from whatever dataset `fetch` reads.
 */
async function renderTeamMemberPage(slug: string): Promise<string> {
  const path = `/about-us/${slug}`;
  const [root, page] = await Promise.all([
    rootLoader(),
    documentLoader({ params: { selected: slug }, request: new Request(`http://localhost${path}`), context: {} } as never),
  ]);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: <App />,
        children: [{ id: "about-member", path: "about-us/:selected", element: <DocumentPage /> }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, "about-member": page } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

function SitemapPage() {
  const loaderData = useLoaderData<Awaited<ReturnType<typeof sitemapLoader>>>();
  return <SitemapRoute loaderData={loaderData} params={{}} matches={[] as never} />;
}

/** Renders /sitemap inside the root shell, from whatever dataset `fetch` reads. */
export async function renderSitemapPage(): Promise<string> {
  const [root, sitemap] = await Promise.all([rootLoader(), sitemapLoader()]);
  const router = createMemoryRouter(
    [{ id: "root", path: "/", element: <App />, children: [{ id: "sitemap", path: "sitemap", element: <SitemapPage /> }] }],
    { initialEntries: ["/sitemap"], hydrationData: { loaderData: { root, sitemap } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

function ArchivePage() {
  const loaderData = useLoaderData<Awaited<ReturnType<typeof archiveLoader>>>();
  return <BlogArchiveRoute loaderData={loaderData} params={{ month: loaderData.month }} matches={[] as never} />;
}

/** Renders a month of the blog's archive (/blog/archive/:month) inside the root shell, from whatever dataset `fetch` reads. */
export async function renderArchivePage(month: string): Promise<string> {
  const path = `/blog/archive/${month}`;
  const [root, archive] = await Promise.all([
    rootLoader(),
    archiveLoader({ params: { month }, request: new Request(`http://localhost${path}`), context: {} } as never),
  ]);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: <App />,
        children: [{ id: "archive", path: "blog/archive/:month", element: <ArchivePage /> }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, archive } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

/** A page to render: a content path (as listRoutablePaths gives it), or the sitemap page, the app's own. */
export type RenderablePath = Pick<RoutablePath, "path" | "kind"> | { path: "/sitemap"; kind: "sitemap" };

/** Renders a page through the route the app serves it from (see above), from whatever dataset `fetch` reads. */
export function renderRoutablePage(entry: RenderablePath): Promise<string> {
  if (entry.kind === "article") return renderArticlePage(entry.path.replace("/blog/", ""));
  if (entry.kind === "teamMember") return renderTeamMemberPage(entry.path.replace("/about-us/", ""));
  if (entry.kind === "sitemap") return renderSitemapPage();
  if (entry.kind === "archiveMonth") return renderArchivePage(entry.path.replace("/blog/archive/", ""));
  return renderContentPage(entry.path);
}

/** The words a visitor reads in rendered HTML: tags, scripts and styles removed, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}
