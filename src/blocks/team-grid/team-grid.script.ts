import type { BlockScript } from "../types";

/** What the grid's history entries carry: a member chosen on the page (Back brings them into view again). */
interface TeamChoice {
  teamChoice?: boolean;
}

/**
 * The team grid on a public page, as `TeamGridBlock` does it in the app. Every biography is in the
 * markup, the chosen one shown; choosing a member (a click, Enter or Space on their card) shows
 * theirs above the grid, brings it into view with the focus on their name, and makes the page's
 * address carry their hash as a new history entry, so Back returns to the member before. Choosing
 * the open member again closes them.
 *
 * A member's shared address lands on their biography (decision 0038): `/about-us#first-last` opens
 * it and scrolls to it, and `/about-us/first-last` (prerendered open) scrolls to it, unless the
 * browser has already put a reloaded page back where it was. This starts at load for that reason.
 */
export const startBlockScript: BlockScript = (block, win) => {
  const list = block.querySelector<HTMLElement>(".team-grid__list");
  if (!list) return;
  const pagePath = list.dataset.pagePath ?? win.location.pathname;
  const biographies = [...block.querySelectorAll<HTMLElement>(".team-grid__biography[data-member]")];
  const toggles = [...list.querySelectorAll<HTMLElement>(".team-grid__member")];
  const anchorOf = (toggle: HTMLElement) => toggle.closest("li")?.id ?? "";
  const biographyOf = (anchor: string) => biographies.find((biography) => biography.dataset.member === anchor);

  const show = (anchor: string) => {
    for (const biography of biographies) biography.hidden = biography.dataset.member !== anchor;
    for (const toggle of toggles) {
      const pressed = anchorOf(toggle) === anchor;
      toggle.setAttribute("aria-pressed", String(pressed));
      // Without this script the link opens the member's own address, or the page's when they are open.
      if (toggle instanceof HTMLAnchorElement && toggle.dataset.slug)
        toggle.setAttribute("href", pressed ? pagePath : `${pagePath}/${toggle.dataset.slug}`);
    }
    return biographyOf(anchor);
  };
  const bringIntoView = (biography: HTMLElement | undefined, focus: boolean) => {
    biography?.scrollIntoView({ block: "start" });
    if (focus) biography?.querySelector<HTMLElement>("h3")?.focus({ preventScroll: true });
  };
  /** The member the address names: by its hash, or by the path of their own page (/about-us/first-last). */
  const wantedNow = () => {
    const hash = decodeURIComponent(win.location.hash.slice(1));
    if (hash && biographyOf(hash)) return hash;
    const slug = win.location.pathname.startsWith(`${pagePath}/`) ? win.location.pathname.slice(pagePath.length + 1) : "";
    const toggle = slug ? toggles.find((candidate) => candidate.dataset.slug === slug) : undefined;
    return toggle ? anchorOf(toggle) : "";
  };

  const choose = (toggle: HTMLElement) => {
    const anchor = toggle.getAttribute("aria-pressed") === "true" ? "" : anchorOf(toggle);
    win.history.pushState({ teamChoice: true } satisfies TeamChoice, "", anchor ? `${pagePath}#${anchor}` : pagePath);
    bringIntoView(show(anchor), true);
  };
  list.addEventListener("click", (event) => {
    const toggle = (event.target as Element).closest<HTMLElement>(".team-grid__member");
    // A click meant for a new tab or window is the browser's.
    if (!toggle || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(toggle);
  });
  // Enter follows a link by itself (a click); a button also answers Space.
  list.addEventListener("keydown", (event) => {
    const toggle = (event.target as Element).closest<HTMLElement>("a.team-grid__member");
    if (!toggle || event.key !== " ") return;
    event.preventDefault();
    choose(toggle);
  });
  win.addEventListener("popstate", (event) => {
    const biography = show(wantedNow());
    if ((event.state as TeamChoice | null)?.teamChoice) bringIntoView(biography, false);
  });
  // A link on the page to a member's hash (not a card): the browser moves to the card; show them too.
  win.addEventListener("hashchange", () => show(wantedNow()));

  const landing = show(wantedNow());
  if (landing && (win.location.hash || win.scrollY === 0)) bringIntoView(landing, false);
};
