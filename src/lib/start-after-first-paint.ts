/**
 * Decides when the app's JavaScript starts: after the page has loaded and the browser is idle, or at
 * the visitor's first interaction if that comes sooner. Nothing in the first paint needs the app, so
 * its scripts must not compete with the HTML and CSS for a slow connection.
 *
 * `neededAtLoad`, asked once the page has loaded, says whether anything must run without the
 * visitor doing anything (a content page with an island to hydrate when seen, say). When it says
 * no, the scripts start only at the first interaction, or when another tab changes what is stored
 * (decision 0034): a page read and left runs none of them.
 *
 * A click on a button before the app is running would do nothing (buttons act through React), so
 * the button is remembered and clicked again once the app has hydrated (see replayPendingClick).
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
    const button = target && typeof target.closest === "function" ? target.closest("button") : null;
    // Only buttons that do nothing without the app: submit buttons post their form natively.
    if (button && button.getAttribute("type") === "button") state.__pendingClick = button;
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
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
}

/** After hydration: clicks the button the visitor pressed while the app was still loading, once. */
export function replayPendingClick(win: Window): void {
  const state = win as PendingClickWindow;
  state.__appHydrated = true;
  const button = state.__pendingClick;
  state.__pendingClick = null;
  if (button && "click" in button && button.isConnected) (button as HTMLElement).click();
}
