import { installHeaderMenus } from "./header-menus";
import { installInPageScroll } from "./in-page-scroll";

/**
 * The page chrome's behaviour that is not React's: the header's menus and in-page smooth scrolling.
 * Plain DOM on the document, so it serves a page whether or not React hydrates the header; call it
 * once per page from whichever entry runs first (calling it again does nothing more).
 */
export function installSiteChromeBehaviour(document: Document): void {
  installHeaderMenus(document);
  installInPageScroll(document);
}
