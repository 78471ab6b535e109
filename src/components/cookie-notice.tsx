import { useAtom } from "jotai";
import { useEffect, useState } from "react";
import { cookieConsentAtom } from "../state/cookie-consent";

/** product.md §9: the notice appears this long after load, unless consent is already stored. */
export const COOKIE_NOTICE_DELAY_MS = 3_000;

export function CookieNotice({ text }: { text: string | null | undefined }) {
  const [consented, setConsented] = useAtom(cookieConsentAtom);
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (consented) return;
    const timer = window.setTimeout(() => setDue(true), COOKIE_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [consented]);

  if (consented || !due || !text) return null;
  return (
    <section className="cookie-notice" aria-label="Cookie notice" role="region">
      <p className="cookie-notice__text">{text}</p>
      <button type="button" className="button" onClick={() => setConsented(true)}>
        Okay
      </button>
    </section>
  );
}
