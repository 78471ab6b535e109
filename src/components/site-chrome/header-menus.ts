/**
 * What the header's menus do beyond what their native <details> give (site-header.tsx): written
 * against the document, with no framework, so it works on a page whose header React never
 * hydrates as well as on one it does. Every state is the DOM's own (`details[open]`); the
 * listeners sit on the document and find their menu from the event, so the header can be
 * re-rendered, replaced or never rendered at all. Without scripts the menus still open and close
 * from their toggles (decision 0031); this adds the rest:
 *
 * - the phone menu (`.site-menu`, a panel over the page while its toggle shows) closes on a tap
 *   outside it (the tap does nothing else), keeps Tab and Shift+Tab inside while open, and
 *   Escape closes it with the focus back on its toggle;
 * - a dropdown (`.nav__more`) closes on Escape (focus back on its toggle), on a click outside it,
 *   when the focus or the pointer leaves its entry on a desktop, and on following one of its links;
 * - following any link in the phone menu closes it (a client-side move keeps the header).
 */

const PHONE_MENU = ".site-menu";
const DROPDOWN = ".nav__more";
const INSTALLED_ATTRIBUTE = "data-header-menus";
const FOCUSABLE =
  "summary, a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])";

const isDetails = (element: Element | null | undefined): element is HTMLDetailsElement => element?.tagName === "DETAILS";
const isShown = (element: Element) => element.getClientRects().length > 0;

/** The phone menu covers the page while its toggle is on screen; on a desktop it is the plain row of links. */
function openPhoneMenu(document: Document): HTMLDetailsElement | null {
  const menu = document.querySelector(`${PHONE_MENU}[open]`);
  if (!isDetails(menu)) return null;
  const toggle = menu.querySelector(":scope > summary");
  return toggle && isShown(toggle) ? menu : null;
}

function close(disclosure: HTMLDetailsElement, { returnFocus }: { returnFocus: boolean }) {
  disclosure.open = false;
  if (returnFocus) disclosure.querySelector<HTMLElement>(":scope > summary")?.focus();
}

/** What Tab can reach inside the open menu, in order: its toggle first. */
const focusablesIn = (menu: Element) =>
  [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.tabIndex >= 0 && isShown(element));

function onKeyDown(event: KeyboardEvent) {
  const document = event.currentTarget as Document;
  const target = event.target as Element;
  if (event.key === "Escape") {
    // The innermost open disclosure around the focus (a dropdown, else the phone menu), else an open phone menu.
    const around = target.closest?.(`${DROPDOWN}[open], ${PHONE_MENU}[open]`);
    const disclosure = isDetails(around) ? around : openPhoneMenu(document);
    if (!disclosure) return;
    event.preventDefault();
    close(disclosure, { returnFocus: true });
    return;
  }
  if (event.key !== "Tab") return;
  const menu = openPhoneMenu(document);
  if (!menu) return;
  const focusables = focusablesIn(menu);
  if (!focusables.length) return;
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;
  const inside = menu.contains(target);
  if (!inside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && target === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && target === last) {
    event.preventDefault();
    first.focus();
  }
}

function onClick(event: MouseEvent) {
  const document = event.currentTarget as Document;
  const target = event.target as Element;
  const menu = openPhoneMenu(document);
  if (menu && !menu.contains(target)) {
    // A tap on the page behind the open menu only closes the menu.
    event.preventDefault();
    event.stopPropagation();
    close(menu, { returnFocus: false });
    return;
  }
  for (const dropdown of document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)) {
    if (!dropdown.contains(target)) dropdown.open = false;
  }
  const link = target.closest?.("a[href]");
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  // Following a link closes the menus around it (a client-side move keeps the header as it was).
  for (
    let disclosure = link.closest(`${DROPDOWN}, ${PHONE_MENU}`);
    disclosure;
    disclosure = disclosure.parentElement?.closest(`${DROPDOWN}, ${PHONE_MENU}`) ?? null
  ) {
    if (isDetails(disclosure)) disclosure.open = false;
  }
}

/** On a desktop a dropdown closes when the focus moves out of its entry (the phone menu keeps its groups open). */
function onFocusOut(event: FocusEvent) {
  const document = event.currentTarget as Document;
  const dropdown = (event.target as Element).closest?.(`${DROPDOWN}[open]`);
  if (!isDetails(dropdown) || openPhoneMenu(document)) return;
  const entry = dropdown.parentElement ?? dropdown;
  const next = event.relatedTarget as Node | null;
  if (next && entry.contains(next)) return;
  dropdown.open = false;
}

/** On a desktop a dropdown opened by a click closes when the pointer moves on, as hover-opened ones do. */
function onMouseOut(event: MouseEvent) {
  const document = event.currentTarget as Document;
  const entry = (event.target as Element).closest?.(".nav__item");
  if (!entry || openPhoneMenu(document)) return;
  const next = event.relatedTarget as Node | null;
  if (next && entry.contains(next)) return;
  const dropdown = entry.querySelector(`${DROPDOWN}[open]`);
  if (isDetails(dropdown)) dropdown.open = false;
}

/** Installs the header's menu behaviour on `document`; calling it again does nothing more. */
export function installHeaderMenus(document: Document): void {
  const root = document.documentElement;
  if (root.hasAttribute(INSTALLED_ATTRIBUTE)) return;
  root.setAttribute(INSTALLED_ATTRIBUTE, "");
  document.addEventListener("keydown", onKeyDown);
  // Capture: the tap outside is stopped before the page (or the router) acts on it.
  document.addEventListener("click", onClick, true);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("mouseout", onMouseOut);
}
