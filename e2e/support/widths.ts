import { expect, type Page, type TestInfo } from '@playwright/test';
import { settle } from './axe.ts';

/** The two widths every screen is looked at: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * The screen as it is now, at both widths: nothing scrolls sideways, and a full-page screenshot of
 * each (`{name}-390.png`, `{name}-1280.png`) is kept with the test's output. The page returns to
 * the width the test runs at. A flow runs once, at the width its people use most, and checks its
 * screens this way at the other (docs/decisions/011-tests-on-two-cores.md#two-widths).
 */
export async function expectFitsBothWidths(page: Page, testInfo: TestInfo, name: string) {
  const own = page.viewportSize() ?? DESKTOP;
  for (const viewport of own.width === PHONE.width ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settle(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${name} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(
      innerWidth,
    );
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(own);
  await settle(page);
}
