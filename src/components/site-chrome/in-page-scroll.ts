/** Present on <html> for the length of one in-page jump; global.css makes the root scroll smoothly only then. */
const IN_PAGE_SCROLL_ATTRIBUTE = "data-in-page-scroll";

/** A jump that moves nothing (already there) sends no scroll events: the attribute goes after this long. */
const NO_SCROLL_GRACE_MS = 250;

/** Whether following `link` stays on this page and only moves to one of its anchors. */
function isInPageLink(link: HTMLAnchorElement, location: Location): boolean {
  if (link.target && link.target !== "_self") return false;
  const href = link.getAttribute("href");
  if (!href || !href.includes("#") || href === "#") return false;
  const to = new URL(link.href, location.href);
  return (
    to.origin === location.origin && to.pathname === location.pathname && to.search === location.search && to.hash.length > 1
  );
}

/** Lets the root scroll smoothly until this jump has ended, so a later move to another page does not glide. */
function smoothUntilTheJumpEnds(document: Document): void {
  const root = document.documentElement;
  const window = document.defaultView;
  if (!window) return;
  root.setAttribute(IN_PAGE_SCROLL_ATTRIBUTE, "");
  let moved = false;
  const onScroll = () => {
    moved = true;
  };
  const end = () => {
    root.removeAttribute(IN_PAGE_SCROLL_ATTRIBUTE);
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("scrollend", end);
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("scrollend", end);
  window.setTimeout(() => {
    if (!moved) end();
  }, NO_SCROLL_GRACE_MS);
}

/**
 * Smooth scrolling for in-page links only (global.css keeps it off under reduced motion). A page
 * move's scroll to the top is the router's, and with a smooth root it glided from the old
 * position; marking the root only while an in-page link is followed keeps that jump instant.
 * Listens on the document (capture), before the router or the browser acts on the click, so it
 * works whether or not React has hydrated the link. Installing twice does nothing more.
 */
export function installInPageScroll(document: Document): void {
  const root = document.documentElement;
  if (root.hasAttribute("data-in-page-scroll-installed")) return;
  root.setAttribute("data-in-page-scroll-installed", "");
  document.addEventListener(
    "click",
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || !document.defaultView) return;
      if (isInPageLink(link, document.defaultView.location)) smoothUntilTheJumpEnds(document);
    },
    true,
  );
}
