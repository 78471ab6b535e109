import { useAtom } from "jotai";
import { cookieConsentAtom } from "../../state/cookie-consent";

/** product.md §9: the notice appears this long after the page is shown, unless consent is already stored. */
const COOKIE_NOTICE_DELAY_MS = 3_000;

export function CookieNotice({ text }: { text: string | null | undefined }) {
  const [consented, setConsented] = useAtom(cookieConsentAtom);
  if (consented || !text) return null;
  // Always in the HTML (the app reads consent only after hydration); CSS reveals it after the delay
  // and hides it where the pre-paint script found consent already stored, or where scripts do not
  // run (nothing is stored then, and its button could not dismiss it).
  return (
    <section
      className="cookie-notice needs-scripts"
      aria-label="Cookie notice"
      role="region"
      style={{ animationDelay: `${COOKIE_NOTICE_DELAY_MS}ms` }}
    >
      <p className="cookie-notice__text">{text}</p>
      <button type="button" className="button" onClick={() => setConsented(true)}>
        Okay
      </button>
    </section>
  );
}
