import type { Page } from '@playwright/test';

/** Before a screenshot: fonts loaded, the pointer out of the way, a frame or two for canvases and images. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(800);
}
