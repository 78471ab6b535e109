import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * What a test says when visual editing never mounted or connected in the framed preview: the frame
 * hydrated and the overlay's code arrived, and yet no overlay appeared. It happens now and then, more
 * often on a busy machine, and its cause is not found yet (decision 0040); a test that fails so is
 * run once more (RETRY_IF_NOT_CONNECTED), any other failure is not.
 */
export const NOT_CONNECTED = "Visual editing never connected to the framed preview";
export const RETRY_IF_NOT_CONNECTED = { retry: { count: 1, condition: new RegExp(NOT_CONNECTED) } };

/**
 * Scrolls `target` into view, again if the framed page replaced its element meanwhile. The studio's
 * live answers re-render the framed page, and Playwright's scroll fails ("Element is not attached to
 * the DOM") if that happens while it waits for the element to stand still: a busy machine makes the
 * two meet (once in four fresh clones' `npm test` with three lanes).
 */
export async function scrollIntoViewOnceSettled(target: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        target.scrollIntoViewIfNeeded({ timeout: 10_000 }).then(
          () => true,
          (error: Error) => {
            if (/not attached/i.test(error.message)) return false;
            throw error;
          },
        ),
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

/**
 * Hovers `target` until visual editing shows `overlayPart` (its outline's label or link). The
 * overlays find their elements only once visual editing has started (and, in the studio, connected
 * to it), so one hover may come too early: move away and hover again until it shows. `position`
 * (from the target's top left) hovers a spot of the target that no element inside it covers.
 */
export async function hoverUntilOutlined(
  page: Page,
  target: Locator,
  overlayPart: Locator,
  position?: { x: number; y: number },
): Promise<void> {
  await scrollIntoViewOnceSettled(target);
  await expect
    .poll(
      async () => {
        await page.mouse.move(0, 0);
        await target.hover({ position });
        return overlayPart.isVisible();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
}
