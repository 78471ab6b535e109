import { useAtomValue } from "jotai";
import { isClientAreaPath } from "../../lib/addresses/client-area-paths";
import { Link, NavLink, useLocation, useMatches } from "react-router";
import type { SITE_CHROME_QUERY_RESULT } from "../../content/generated/sanity.types";
import { CurrencySwitch } from "../currency-switch";
import {
  ChevronIcon,
  CloseIcon,
  FacebookIcon,
  LinkedInIcon,
  MailIcon,
  MenuIcon,
  PhoneIcon,
  SkypeIcon,
  WhatsAppIcon,
} from "../icons";
import { telHref } from "../../lib/format/tel-href";
import { useHydrated } from "../../lib/page-start/use-hydrated";
import { canPlaceOrders } from "../../state/roles";
import { sessionUserAtom } from "../../state/session";
import { SanityImage } from "../sanity-image";
import { fixedWidth } from "../../lib/image/layouts";
import { SmartLink } from "../smart-link";
import "./site-header.css";

/** The site's logo, 200 px wide. */
const LOGO = fixedWidth(200);

type Chrome = NonNullable<SITE_CHROME_QUERY_RESULT>;
type NavItem = NonNullable<NonNullable<Chrome["settings"]>["mainNavigation"]>[number];
type HeaderAction = NonNullable<NonNullable<Chrome["settings"]>["headerActions"]>[number];

/** One of the agency's phone numbers, named with its country; nothing when there is no number. */
function PhoneItem({ country, number }: { country: string; number: string | null | undefined }) {
  if (!number) return null;
  return (
    <li>
      {/* On a phone the bar shows the country alone (CSS); the link's name is always both. */}
      <a href={telHref(number)} aria-label={`${country}: ${number}`}>
        <PhoneIcon />
        <span className="contact-bar__country">{country}</span>
        <span className="contact-bar__detail">{number}</span>
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
                <span className="contact-bar__detail">{contact.email}</span>
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

/**
 * A top-level entry and its dropdown. The dropdown is a native disclosure (<details>), so it opens
 * before the app has loaded; on a desktop it also opens on hover (CSS). Its links are out of the
 * tab order until it is opened from its toggle. One dropdown is open at a time (`name`). Escape,
 * a click outside and leaving the entry close it (header-menus.ts, which works without React).
 */
function NavEntry({ item }: { item: NavItem }) {
  const children = item.children ?? [];
  return (
    <li className="nav__item">
      <NavLink to={item.href ?? "/"} className="nav__link">
        {item.label}
      </NavLink>
      {children.length ? (
        <details className="nav__more" name="main-navigation-dropdown">
          <summary className="nav__toggle">
            <ChevronIcon />
            <span className="visually-hidden">{`${item.label} menu`}</span>
          </summary>
          <ul className="nav__submenu">
            {children.map((child) => (
              <li key={child._key}>
                <NavLink to={child.href ?? "/"}>{child.label}</NavLink>
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

/**
 * The header's buttons: the visitors' two (edited in the site settings, the first solid, the second
 * outlined) and the member's one. They show twice in the markup: in the header row from tablet
 * widths up (so they stay in sight when the links fold into Menu), and at the end of the phone menu
 * below that; CSS shows one of the two.
 */
function HeaderActions({ actions, placement }: { actions: HeaderAction[]; placement: "row" | "menu" }) {
  const { pathname } = useLocation();
  const offersPlaceOrder = useOffersPlaceOrder();
  return (
    <div className={`site-header__actions site-header__actions--${placement}`}>
      {actions.map((action, index) => (
        <SmartLink
          key={action._key}
          href={action.href ?? "/"}
          className={index === 0 ? "button only-visitor" : "button button--secondary only-visitor"}
        >
          {action.label}
        </SmartLink>
      ))}
      {offersPlaceOrder ? (
        <Link to="/create" className="button only-member">
          Place Order
        </Link>
      ) : (
        <Link
          to="/client-dashboard"
          className="button only-member"
          // From a marketing page the client area loads as a fresh page, under its own security policy.
          reloadDocument={!isClientAreaPath(pathname) || undefined}
          aria-current={pathname === "/client-dashboard" ? "page" : undefined}
        >
          Dashboard
        </Link>
      )}
    </div>
  );
}

export function SiteHeader({ chrome }: { chrome: Chrome }) {
  const settings = chrome.settings;
  const actions = settings?.headerActions ?? [];
  return (
    <header className="site-header">
      <ContactBar contact={chrome.contact} inHeader />
      <div className="container site-header__main">
        <Link to="/" className="site-header__logo" aria-label={`${settings?.siteName ?? "Home"}: home`}>
          <SanityImage image={settings?.logo} layout={LOGO} priority decorative />
        </Link>
        {/* A native disclosure: the phone menu opens before (and without) the app's JavaScript, as a
            panel over the page. On wide screens CSS shows its content whether open or not, and hides
            the toggle. Closing on a tap outside and keeping the focus inside: header-menus.ts. */}
        <details className="site-menu">
          <summary className="site-header__menu-toggle">
            <span className="site-menu__when-closed">
              <MenuIcon />
              Menu
            </span>
            <span className="site-menu__when-open">
              <CloseIcon />
              Close
            </span>
          </summary>
          <nav id="main-navigation" className="nav" aria-label="Main">
            <ul className="nav__list">
              {settings?.mainNavigation?.map((item) => (
                <NavEntry key={item._key} item={item} />
              ))}
            </ul>
            <HeaderActions actions={actions} placement="menu" />
          </nav>
        </details>
        <HeaderActions actions={actions} placement="row" />
      </div>
    </header>
  );
}
