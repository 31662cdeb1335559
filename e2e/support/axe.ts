import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no separate 2.2 level-A tag). */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Lets finite animations end (Mantine fades dialogs, menus and banners in; spinners run on), once
 * no button is still loading: a loading button dims its label, which is not what a person reads.
 * Two frames first: a dialog just opened starts its fade a frame after it is drawn.
 */
export async function settle(page: Page) {
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe over the whole page (header, main, footer, open dialogs), or over what `selector` names;
 * `state` names it in a failure.
 */
export async function expectAxeClean(page: Page, state: string, selector?: string) {
  await settle(page);
  // Legacy mode runs axe in the page and its same-origin frames without opening a page of its own
  // to gather the results, and only violations are gathered: together about a third of the time
  // (docs/decisions/011-tests-on-two-cores.md). Cross-origin frames (a YouTube player) are left
  // out; they are not ours to fix.
  // (`options` replaces what `withTags` set, so it comes first.)
  const axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_A_AA)
    .setLegacyMode(true);
  const { violations } = await (selector ? axe.include(selector) : axe).analyze();
  const found = violations.map(({ id, help, nodes }) => ({
    id,
    help,
    nodes: nodes.map(({ target, failureSummary }) => ({
      target: target.join(' '),
      failureSummary,
    })),
  }));
  expect(found, `axe violations on ${state}`).toEqual([]);
}
