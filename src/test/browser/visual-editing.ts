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
  await target.scrollIntoViewIfNeeded();
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
