import { useAtom } from "jotai";
import { useId, useState, type FormEvent } from "react";
import { Navigate, useRouteLoaderData, useSearchParams } from "react-router";
import type { loader as rootLoader } from "../root";
import { isApiConfigured } from "../api/config";
import { logIn } from "../api/log-in";
import { PageHeader } from "../components/page-header";
import { RichText } from "../components/rich-text";
import { fetch as fetchContent } from "../content/fetch.server";
import { PAGE_BY_PATH_QUERY } from "../content/queries";
import { telHref } from "../lib/format/tel-href";
import { useHydrated } from "../lib/page-start/use-hydrated";
import { sessionUserAtom } from "../state/session";
import { safeRedirect } from "../lib/addresses/safe-redirect";
import type { Route } from "./+types/login";
import { routeMeta } from "./site-meta";

/** The text section of the /login page that stands in for the sign-in where no back end is connected. */
const WITHOUT_SIGN_IN_ANCHOR = "without-sign-in";

/**
 * The login page's heading and texts are edited in the CMS (page "/login"): the introduction to the
 * sign-in (its first text section), and what a client reads instead where this deployment has no
 * back end (the text section anchored "without-sign-in").
 */
export async function loader() {
  const page = await fetchContent(PAGE_BY_PATH_QUERY, { path: "/login" });
  const sections = (page?.blocks ?? []).flatMap((block) => (block._type === "textSection" ? [block] : []));
  const withoutSignIn = sections.find((section) => section.anchor === WITHOUT_SIGN_IN_ANCHOR);
  const intro = sections.find((section) => section !== withoutSignIn);
  return {
    title: page?.title ?? "Client Login",
    seo: page?.seo ?? null,
    intro: intro?.body ?? null,
    withoutSignIn: withoutSignIn?.body ?? null,
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

  // No back end, nothing to sign in to: the page says where clients go instead (the footer offers no login).
  if (!isApiConfigured()) return <WithoutSignIn title={loaderData.title} text={loaderData.withoutSignIn} />;

  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="container section">
        <RichText value={loaderData.intro} className="prose" />
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
      </div>
    </>
  );
}

/** Where clients go on a deployment without a back end: the CMS's text and the agency's own contact details. */
function WithoutSignIn({ title, text }: { title: string; text: Route.ComponentProps["loaderData"]["withoutSignIn"] }) {
  const contact = useRouteLoaderData<typeof rootLoader>("root")?.chrome.contact;
  return (
    <>
      <PageHeader title={title} />
      <div className="container section">
        <RichText value={text} className="prose" />
        <ul className="login-contact">
          {contact?.email ? (
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          ) : null}
          {contact?.phone?.uk ? (
            <li>
              <a href={telHref(contact.phone.uk)}>UK {contact.phone.uk}</a>
            </li>
          ) : null}
          {contact?.phone?.us ? (
            <li>
              <a href={telHref(contact.phone.us)}>US {contact.phone.us}</a>
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}
