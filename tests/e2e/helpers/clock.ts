import type { Page } from "@playwright/test";

/**
 * Pauses the page's installed fake clock just ahead of its current time, so a test then moves time
 * only with `page.clock.runFor`. On a loaded machine the clock can pass that instant before the pause
 * arrives ("Cannot fast-forward to the past"): then it reads the clock again and retries.
 */
export async function pauseClockAhead(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt === 5 || !/past/.test(String(error))) throw error;
    }
  }
}
