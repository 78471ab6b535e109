import type { SITE_CHROME_QUERY_RESULT } from "../../content/generated/sanity.types";

/** The site chrome (settings and contact) as the chrome query returns it, for header and footer tests. */
export const siteChromeFixture: NonNullable<SITE_CHROME_QUERY_RESULT> = {
  settings: {
    siteName: "Outreach Lab",
    siteUrl: "https://www.example.co.uk",
    logo: null,
    shareImage: null,
    mainNavigation: [
      {
        _key: "services",
        label: "Services",
        href: "/services",
        children: [{ _key: "outreach", label: "Blogger Outreach", href: "/services/blogger-outreach" }],
      },
      { _key: "about", label: "About us", href: "/about-us", children: null },
    ],
    headerActions: [
      { _key: "get-in-touch", label: "Get in touch", href: "/get-in-touch" },
      { _key: "view-services", label: "View services", href: "/services" },
    ],
    footerQuickLinks: null,
    footerMainMenu: null,
    footerBlurb: null,
    cookieNotice: null,
    allowedExternalAddresses: null,
  },
  contact: {
    email: "hello@example.co.uk",
    phone: { uk: "+44 20 7946 0000", us: null },
    social: null,
  },
};
