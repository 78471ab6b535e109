import { Link, useLocation } from "react-router";
import type { SITE_CHROME_QUERY_RESULT } from "../../content/generated/sanity.types";
import { isApiConfigured } from "../../api/config";
import { RichText } from "../rich-text";
import { telHref } from "../../lib/format/tel-href";
import { ContactBar } from "./site-header";
import { SmartLink } from "../smart-link";
import { ViewTimeYear } from "../view-time-year";
import "./site-footer.css";

type Chrome = NonNullable<SITE_CHROME_QUERY_RESULT>;

interface FooterLinksProps {
  title: string;
  links: { _key: string; label: string | null; href: string | null }[] | null | undefined;
}

/** The client sign-in: offered only where this deployment has a back end to sign in to. */
const isSignInLink = (href: string | null) => href === "/login" || Boolean(href?.startsWith("/login?"));

function FooterLinks({ title, links: allLinks }: FooterLinksProps) {
  const links = isApiConfigured() ? allLinks : allLinks?.filter((link) => !isSignInLink(link.href));
  if (!links?.length) return null;
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link._key}>
            <SmartLink href={link.href ?? "/"}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ chrome, contentYear }: { chrome: Chrome; contentYear: number }) {
  const { pathname } = useLocation();
  const { settings, contact } = chrome;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__column">
          <h2 className="site-footer__heading">{settings?.siteName}</h2>
          <RichText value={settings?.footerBlurb} />
        </div>
        <FooterLinks title="Quick Links" links={settings?.footerQuickLinks} />
        <FooterLinks title="Main Menu" links={settings?.footerMainMenu} />
        <div className="site-footer__column">
          <h2 className="site-footer__heading">Contact Info</h2>
          <address className="site-footer__contact">
            {contact?.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
            {contact?.phone?.uk ? <a href={telHref(contact.phone.uk)}>UK {contact.phone.uk}</a> : null}
            {contact?.phone?.us ? <a href={telHref(contact.phone.us)}>US {contact.phone.us}</a> : null}
          </address>
        </div>
      </div>
      <div className="site-footer__social-row">
        <ContactBar contact={contact ? { ...contact, phone: null, email: null } : null} />
      </div>
      <div className="container site-footer__bottom">
        <p>
          © <ViewTimeYear contentYear={contentYear} /> {settings?.siteName}. All rights reserved.
        </p>
        {pathname === "/" ? null : <Link to="/sitemap">Sitemap</Link>}
      </div>
    </footer>
  );
}
