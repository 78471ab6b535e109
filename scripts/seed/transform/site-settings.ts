import type { SiteSettings } from "../../../src/content/generated/sanity.types";
import { siteSettings } from "../legacy/site-settings";
import { team } from "../legacy/team";
import { paragraphs } from "../portable-text";
import { documentBuilder, type SeedContext, type Seeded } from "./context";

export function siteSettingsDocument(context: SeedContext): Seeded<SiteSettings> {
  const doc = documentBuilder("siteSettings");
  const links = (pairs: readonly (readonly [string, string])[]) =>
    pairs.map(([label, href]) => ({ _key: doc.key(), _type: "link" as const, label, href }));
  return {
    _id: doc.id,
    _type: "siteSettings",
    siteName: siteSettings.siteName,
    siteUrl: siteSettings.siteUrl,
    logo: context.images.figure("logo.svg", siteSettings.siteName),
    shareImage: context.images.raster("share/site.png"),
    mainNavigation: siteSettings.mainNavigation.map((item) => ({
      _key: doc.key(),
      _type: "navItem",
      label: item.label,
      href: item.href,
      children: links(item.children),
    })),
    footerQuickLinks: links(siteSettings.footerQuickLinks),
    footerMainMenu: links(siteSettings.footerMainMenu),
    footerBlurb: paragraphs([siteSettings.footerBlurb], doc.key, context.refs),
    // Team members' booking pages are linked as /https://calendly.com/… in the old site's copy:
    // exactly those pages are allowed, not the whole booking service.
    allowedExternalAddresses: team.flatMap((member) => (member.calendly ? [member.calendly] : [])),
    cookieNotice: siteSettings.cookieNotice,
    headerActions: links(siteSettings.headerActions),
  };
}
