/**
 * The old site's menus and notices. Dropdowns follow the product description's three nav groups
 * (SEO Outreach, Creative Content, Managed Services).
 */
export const siteSettings = {
  siteName: "Outreach Lab",
  siteUrl: "https://www.outreachlab.co.uk",
  mainNavigation: [
    {
      label: "SEO Outreach",
      href: "/link-building",
      children: [
        ["Blogger Outreach", "/services/blogger-outreach"],
        ["Link Packages", "/services/link-packages"],
        ["International Link Building", "/services/international-link-building"],
        ["Editorial Link Building", "/services/editorial-link-building"],
        ["Digital PR", "/services/digital-pr"],
        ["Casino Link Building", "/services/casino-link-building"],
      ],
    },
    {
      label: "Creative Content",
      href: "/services/content-creation",
      children: [
        ["Content Creation", "/services/content-creation"],
        ["Blog Content Writing", "/services/blog-content-writing"],
        ["Infographic Creation", "/services/infographic-creation"],
        ["Content Syndication", "/services/content-syndication"],
        ["Content Distribution", "/services/content-distribution"],
      ],
    },
    {
      label: "Managed Services",
      href: "/services/managed-services",
      children: [
        ["Managed Services", "/services/managed-services"],
        ["SEO Packages", "/services/seo-packages"],
        ["Digital Marketing Packages", "/services/digital-marketing-packages"],
        ["Google Ads Packages", "/services/google-ads-packages"],
        ["Online Reputation Management", "/services/online-reputation-management"],
      ],
    },
    { label: "About Us", href: "/about-us", children: [] },
    { label: "Blog", href: "/blog", children: [] },
  ],
  headerActions: [
    ["Get in touch", "/get-in-touch"],
    ["View services", "/services"],
  ],
  footerQuickLinks: [
    ["White Label", "/white-label"],
    ["Referral Partners", "/referral-partners"],
    ["End Users", "/end-user"],
    ["Casino SEO", "/casino-seo"],
    ["Multilingual SEO", "/multilingual-seo"],
    ["US Link Building", "/us/link-building"],
    ["US Multilingual SEO", "/us/multilingual-seo"],
    ["Privacy Policy", "/privacy-policy"],
    ["Terms and Conditions", "/terms"],
  ],
  footerMainMenu: [
    ["Home", "/"],
    ["Services", "/services"],
    ["About Us", "/about-us"],
    ["Blog", "/blog"],
    ["Get in touch", "/get-in-touch"],
    ["Client Login", "/login"],
  ],
  footerBlurb:
    "A UK agency for blogger outreach, creative content and international SEO, working with {{claim:clients}} {{claim:since}}.",
  cookieNotice:
    "We use a few essential cookies and local storage to remember your choices, such as your currency. We do not use them for advertising.",
} as const;
