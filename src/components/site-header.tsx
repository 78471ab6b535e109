import { useAtomValue } from "jotai";
import { useRef, type KeyboardEvent } from "react";
import { isClientAreaPath } from "../lib/client-area-paths";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import type { SITE_CHROME_QUERY_RESULT } from "../content/generated/sanity.types";
import { CurrencySwitch } from "./currency-switch";
import { ChevronIcon, FacebookIcon, LinkedInIcon, MailIcon, MenuIcon, PhoneIcon, SkypeIcon, WhatsAppIcon } from "./icons";
import { telHref } from "../lib/tel-href";
import { useHydrated } from "../lib/use-hydrated";
import { canPlaceOrders } from "../state/roles";
import { sessionUserAtom } from "../state/session";
import { SanityImage } from "./sanity-image";
import "./site-header.css";

type Chrome = NonNullable<SITE_CHROME_QUERY_RESULT>;
type NavItem = NonNullable<NonNullable<Chrome["settings"]>["mainNavigation"]>[number];

/** One of the agency's phone numbers, its country said to screen readers; nothing when there is no number. */
function PhoneItem({ country, number }: { country: string; number: string | null | undefined }) {
  if (!number) return null;
  return (
    <li>
      <a href={telHref(number)}>
        <PhoneIcon />
        <span className="visually-hidden">{`${country}: `}</span>
        {number}
      </a>
    </li>
  );
}

export function ContactBar({ contact, inHeader = false }: { contact: Chrome["contact"]; inHeader?: boolean }) {
  if (!contact) return null;
  const social = contact.social;
  const socials = [
    { href: social?.linkedin, label: "LinkedIn", Icon: LinkedInIcon },
    { href: social?.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: social?.whatsapp, label: "WhatsApp", Icon: WhatsAppIcon },
    { href: social?.skype, label: "Skype", Icon: SkypeIcon },
  ].filter((entry): entry is typeof entry & { href: string } => Boolean(entry.href));
  return (
    <div className="contact-bar">
      <div className="container contact-bar__inner">
        {/* In the header, contact details are for visitors (product.md §2); the currency switch is for everyone. */}
        <ul className={inHeader ? "contact-bar__list only-visitor" : "contact-bar__list"}>
          <PhoneItem country="UK" number={contact.phone?.uk} />
          <PhoneItem country="US" number={contact.phone?.us} />
          {contact.email ? (
            <li>
              <a href={`mailto:${contact.email}`}>
                <MailIcon />
                {contact.email}
              </a>
            </li>
          ) : null}
        </ul>
        {inHeader ? <CurrencySwitch className="currency-switch--compact" /> : null}
        <ul className={inHeader ? "contact-bar__social only-visitor" : "contact-bar__social"}>
          {socials.map(({ href, label, Icon }) => (
            <li key={label}>
              <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                <Icon />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Closes the <details> that holds `element` (a disclosure closes when the visitor follows a link in it). */
const closeDisclosureAround = (element: Element) => {
  const disclosure = element.closest("details");
  if (disclosure) disclosure.open = false;
};

/**
 * Escape closes the innermost open disclosure around the focus (a dropdown, else the phone menu)
 * and puts the focus back on its toggle, as a visitor expects of a menu.
 */
const closeDisclosureOnEscape = (event: KeyboardEvent<HTMLElement>) => {
  if (event.key !== "Escape") return;
  const disclosure = (event.target as Element).closest("details[open]");
  if (!(disclosure instanceof HTMLDetailsElement)) return;
  event.preventDefault();
  disclosure.open = false;
  disclosure.querySelector("summary")?.focus();
};

/**
 * A top-level entry and its dropdown. The dropdown is a native disclosure (<details>), so it opens
 * before the app has loaded, and on desktop it also opens on hover and keyboard focus (CSS).
 */
function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const children = item.children ?? [];
  return (
    // A dropdown opened by a click closes when the pointer moves on, as hover-opened ones do.
    <li className="nav__item" onMouseLeave={(event) => event.currentTarget.querySelector("details")?.removeAttribute("open")}>
      <NavLink to={item.href ?? "/"} className="nav__link" onClick={onNavigate}>
        {item.label}
      </NavLink>
      {children.length ? (
        <details className="nav__more">
          <summary className="nav__toggle">
            <ChevronIcon />
            <span className="visually-hidden">{`${item.label} menu`}</span>
          </summary>
          <ul className="nav__submenu">
            {children.map((child) => (
              <li key={child._key}>
                <NavLink
                  to={child.href ?? "/"}
                  onClick={(event) => {
                    closeDisclosureAround(event.currentTarget);
                    onNavigate();
                  }}
                >
                  {child.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/** Routes that set `handle: { dashboard: true }` show Place Order to logged-in users. */
function useIsDashboardRoute(): boolean {
  return useMatches().some((match) => (match.handle as { dashboard?: boolean } | undefined)?.dashboard);
}

/**
 * product.md §4: signed-in users see Place Order on dashboard routes, Dashboard elsewhere. Roles that
 * cannot order (providers) see Dashboard everywhere. The role is known only after hydration (the
 * HTML was built without a session); until then CSS shows the member buttons to any member.
 */
function useOffersPlaceOrder(): boolean {
  const isDashboard = useIsDashboardRoute();
  const user = useAtomValue(sessionUserAtom);
  const hydrated = useHydrated();
  return isDashboard && (!hydrated || canPlaceOrders(user));
}

export function SiteHeader({ chrome }: { chrome: Chrome }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const offersPlaceOrder = useOffersPlaceOrder();
  const settings = chrome.settings;
  // Client-side navigation keeps the page, so the phone menu is closed by hand.
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <header className="site-header">
      <ContactBar contact={chrome.contact} inHeader />
      <div className="container site-header__main">
        <Link to="/" className="site-header__logo" aria-label={`${settings?.siteName ?? "Home"}: home`}>
          <SanityImage image={settings?.logo} priority decorative />
        </Link>
        {/* A native disclosure: the phone menu opens before (and without) the app's JavaScript.
            On wide screens CSS shows its content whether open or not, and hides the toggle. */}
        <details className="site-menu" ref={menu} onKeyDown={closeDisclosureOnEscape}>
          <summary className="site-header__menu-toggle">
            <MenuIcon />
            <span>Menu</span>
          </summary>
          <nav id="main-navigation" className="nav" aria-label="Main">
            <ul className="nav__list">
              {settings?.mainNavigation?.map((item) => (
                <NavEntry key={item._key} item={item} onNavigate={close} />
              ))}
            </ul>
            <div className="site-header__actions">
              <Link to="/get-in-touch" className="button only-visitor" onClick={close}>
                Get In Touch
              </Link>
              <Link to="/services" className="button button--secondary only-visitor" onClick={close}>
                View Services
              </Link>
              {offersPlaceOrder ? (
                <Link to="/create" className="button only-member" onClick={close}>
                  Place Order
                </Link>
              ) : (
                <Link
                  to="/client-dashboard"
                  className="button only-member"
                  onClick={close}
                  // From a marketing page the client area loads as a fresh page, under its own security policy.
                  reloadDocument={!isClientAreaPath(pathname) || undefined}
                  aria-current={pathname === "/client-dashboard" ? "page" : undefined}
                >
                  Dashboard
                </Link>
              )}
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
}
