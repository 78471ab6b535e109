import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

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
