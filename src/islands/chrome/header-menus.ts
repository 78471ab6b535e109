/**
 * The header's menus (native `<details>`: the phone menu and the dropdowns) without React, as the
 * header's own handlers do in the app (`components/site-header.tsx`): Escape closes the innermost
 * open one around the focus and puts the focus back on its toggle, and a dropdown closes when the
 * pointer leaves its entry. Following a link needs nothing: the next page starts closed.
 */
export function installHeaderMenus(doc: Document): () => void {
  const header = doc.querySelector(".site-header");
  if (!header) return () => {};
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key !== "Escape") return;
    const disclosure = (event.target as Element | null)?.closest?.("details[open]");
    if (!(disclosure instanceof HTMLDetailsElement) || !header.contains(disclosure)) return;
    event.preventDefault();
    disclosure.open = false;
    disclosure.querySelector("summary")?.focus();
  };
  const onMouseOut = (event: Event) => {
    const item = (event.target as Element | null)?.closest?.(".nav__item");
    const to = (event as MouseEvent).relatedTarget as Node | null;
    if (item && !(to && item.contains(to))) item.querySelector("details")?.removeAttribute("open");
  };
  header.addEventListener("keydown", onKeyDown);
  header.addEventListener("mouseout", onMouseOut);
  return () => {
    header.removeEventListener("keydown", onKeyDown);
    header.removeEventListener("mouseout", onMouseOut);
  };
}
