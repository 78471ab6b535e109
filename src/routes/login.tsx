import { useAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { Navigate, useSearchParams } from "react-router";
import { isApiConfigured } from "../api/config";
import { logIn } from "../api/log-in";
import { PageHeader } from "../components/page-header";
import { RichText } from "../components/rich-text";
import { fetch as fetchContent } from "../content/fetch.server";
import { PAGE_BY_PATH_QUERY } from "../content/queries";
import { useHydrated } from "../lib/use-hydrated";
import { sessionUserAtom } from "../state/session";
import { safeRedirect } from "../lib/safe-redirect";
import type { Route } from "./+types/login";
import { routeMeta } from "./site-meta";

/** The login page's heading and introduction are edited in the CMS (page "/login"). */
export async function loader() {
  const page = await fetchContent(PAGE_BY_PATH_QUERY, { path: "/login" });
  const intro = page?.blocks?.find((block) => block._type === "textSection");
  return {
    title: page?.title ?? "Client Login",
    seo: page?.seo ?? null,
    intro: intro?._type === "textSection" ? intro.body : null,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const tags = routeMeta(matches, { seo: data?.seo, title: data?.title ?? "Client Login", path: "/login" });
  // Never indexed, whether or not the CMS says so (and only one robots tag when it does).
  const hasRobots = tags.some((tag) => "name" in tag && tag.name === "robots");
  return hasRobots ? tags : [...tags, { name: "robots", content: "noindex" }];
}

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  const [user, setUser] = useAtom(sessionUserAtom);
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const hydrated = useHydrated();
  // product.md §2: a logged-in user visiting /login goes to the dashboard (after hydration: the page is prerendered).
  if (hydrated && user) return <Navigate to={safeRedirect(params.get("redirectTo"))} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setError(null);
    try {
      setUser(await logIn(String(form.get("email")), String(form.get("password"))));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="container section">
        <RichText value={loaderData.intro} className="prose" />
        {isApiConfigured() ? (
          <form className="form-stack" onSubmit={onSubmit}>
            <div className="field">
              <label htmlFor={`${id}-email`}>Email</label>
              <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
            </div>
            <div className="field">
              <label htmlFor={`${id}-password`}>Password</label>
              <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
            </div>
            {error ? (
              <p role="alert" className="message-error">
                {error}
              </p>
            ) : null}
            <button className="button" type="submit" disabled={sending}>
              {sending ? "Signing in…" : "Sign in"}
            </button>
          </form>
        ) : (
          <p role="status" className="message-error">
            Signing in is not available on this site yet: it is not connected to the client area. Please contact your account
            manager.
          </p>
        )}
      </div>
    </>
  );
}
