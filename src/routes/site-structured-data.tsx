import { useRouteLoaderData } from "react-router";
import { breadcrumbList, organization, webSite, type SiteIdentity } from "../lib/structured-data/builders";
import { JsonLd } from "../lib/structured-data/json-ld";
import type { loader as rootLoader } from "../root";

/** Who publishes the site, from site settings and company contact. */
export function useSiteIdentity(): SiteIdentity | null {
  const chrome = useRouteLoaderData<typeof rootLoader>("root")?.chrome;
  const url = chrome?.settings?.siteUrl?.replace(/\/+$/, "");
  if (!chrome || !url) return null;
  return {
    name: chrome.settings?.siteName ?? "",
    url,
    logoUrl: chrome.settings?.logo?.url,
    email: chrome.contact?.email,
    phones: { uk: chrome.contact?.phone?.uk, us: chrome.contact?.phone?.us },
    socials: [
      chrome.contact?.social?.linkedin,
      chrome.contact?.social?.facebook,
      chrome.contact?.social?.whatsapp,
      chrome.contact?.social?.skype,
    ],
  };
}

/** Organization and WebSite, on every page. */
export function SiteStructuredData() {
  const site = useSiteIdentity();
  if (!site) return null;
  return (
    <>
      <JsonLd data={organization(site)} />
      <JsonLd data={webSite(site)} />
    </>
  );
}

/** Home › … › this page, on every page but the home page. */
export function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  const site = useSiteIdentity();
  if (!site) return null;
  return <JsonLd data={breadcrumbList(site.url, [{ name: "Home", path: "/" }, ...trail])} />;
}
