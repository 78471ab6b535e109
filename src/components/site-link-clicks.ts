import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { isClientAreaPath } from "../lib/addresses/client-area-paths";
import { isSitePath } from "./smart-link";

/**
 * A click handler for an element holding prerendered links that React did not render (kept
 * markup): a plain click on a link to a site page navigates inside the app, as a `SmartLink`
 * would. Everything else is the browser's: new-tab and modified clicks, other sites, anchors on
 * this page, downloads, and the client area (which loads as a fresh page, as `SmartLink` does).
 */
export function useSiteLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || !event.currentTarget.contains(link) || link.target || link.hasAttribute("download")) return;
    const href = link.getAttribute("href");
    if (!href || href.startsWith("#") || !isSitePath(href) || isClientAreaPath(href)) return;
    event.preventDefault();
    void navigate(href);
  };
}
