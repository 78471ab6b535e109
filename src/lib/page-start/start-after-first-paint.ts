/**
 * Decides when the app's JavaScript starts: after the page has loaded, the frame after it has been
 * painted and the browser is idle, or at the visitor's first interaction if that comes sooner. Nothing in the first paint needs the app, so
 * its scripts must not compete with the HTML and CSS for a slow connection.
 *
 * `neededAtLoad`, asked once the page has loaded, says whether anything must run without the
 * visitor doing anything (a content page with an island to hydrate when seen, say). When it says
 * no, the scripts start only at the first interaction, or when another tab changes what is stored
 * (decision 0034): a page read and left runs none of them.
 *
 * A click on a button before the app is running would do nothing (buttons act through React), so
 * the button is remembered and clicked again once the app has hydrated (see replayPendingClick).
 * So is a link that acts as a button (a team member's card, `role="button"`): followed at once it
 * would leave the page for the member's own address, not open them in place as it does once the
 * scripts run. Its click is held and made again then; if the scripts never arrive, the boot follows
 * the link after all (followPendingLink). A click meant for a new tab is always the browser's.
 *
 * This function is inlined into the page as source text: it must use nothing outside itself.
 */
type PendingClickWindow = Window & { __pendingClick?: Element | null; __appHydrated?: boolean };

export function startAfterFirstPaint(win: Window, start: () => void, neededAtLoad?: () => boolean): void {
  const state = win as PendingClickWindow;
  let started = false;
  const interactions = ["pointerdown", "keydown", "touchstart", "focusin", "storage"] as const;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of interactions) win.removeEventListener(type, go, true);
    start();
  };
  const rememberClick = (event: Event) => {
    if (state.__appHydrated) return;
    const target = event.target as Element | null;
    const control =
      target && typeof target.closest === "function"
        ? target.closest('button, a[href][role="button"], a[href][role="tab"]')
        : null;
    if (!control) return;
    // Only buttons that do nothing without the app: submit buttons post their form natively.
    if (control.tagName === "BUTTON") {
      if (control.getAttribute("type") === "button") state.__pendingClick = control;
      return;
    }
    const click = event as MouseEvent;
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    event.preventDefault();
    state.__pendingClick = control;
  };
  for (const type of interactions) win.addEventListener(type, go, { capture: true, passive: true });
  win.addEventListener("click", rememberClick, true);
  state.__pendingClick = null;
  state.__appHydrated = false;
  const whenIdle = () => {
    if (neededAtLoad && !neededAtLoad()) return;
    const idle = (win as Window & { requestIdleCallback?: (callback: () => void, options: { timeout: number }) => void })
      .requestIdleCallback;
    if (idle) idle.call(win, go, { timeout: 1000 });
    else win.setTimeout(go, 1);
  };
  // The load event can come before the browser paints what loaded with it (the largest text or
  // picture on screen): the scripts wait for that frame, so they never delay the page's largest
  // paint. A task queued from a frame callback runs after that frame is drawn.
  // A page prerendered for a likely next click (the speculation rules) paints no frame until it is
  // shown, and no one waits on its paint: it starts when idle, as before, ready for the click.
  const afterNextPaint = () => {
    const prerendering = (win.document as Document & { prerendering?: boolean }).prerendering === true;
    if (typeof win.requestAnimationFrame === "function" && !prerendering)
      win.requestAnimationFrame(() => win.setTimeout(whenIdle, 0));
    else whenIdle();
  };
  if (win.document.readyState === "complete") afterNextPaint();
  else win.addEventListener("load", afterNextPaint, { once: true });
}

/** After hydration: clicks the button the visitor pressed while the app was still loading, once. */
export function replayPendingClick(win: Window): void {
  const state = win as PendingClickWindow;
  state.__appHydrated = true;
  const button = state.__pendingClick;
  state.__pendingClick = null;
  if (button && "click" in button && button.isConnected) (button as HTMLElement).click();
}

/**
 * When the scripts could not load: follows the link-as-button the visitor clicked while they were
 * loading (held by startAfterFirstPaint), as the browser would have. Inlined into the boot's
 * error handler as source text, like startAfterFirstPaint.
 */
export function followPendingLink(win: Window): void {
  const state = win as PendingClickWindow;
  const held = state.__pendingClick;
  state.__pendingClick = null;
  if (held && held.tagName === "A" && (held as HTMLAnchorElement).href) win.location.assign((held as HTMLAnchorElement).href);
}
