import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gone, settled, toasts } from './browser';

/** git-ignored, beside the screenshots of every main page. */
export const SCREENSHOTS = fileURLToPath(new URL('../../../screenshots/', import.meta.url));

/** A full-page screenshot of the page as it is, named `<name>-<width>.png`, the last toast closed first. */
export async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await settled(page);
  // The last action's toast would cover the page.
  const close = toasts(page).getByRole('button', { name: 'Close' });
  if ((await close.count()) > 0) {
    await close.first().click();
    await gone(toasts(page));
  }
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${page.viewportSize()!.width}.png`, fullPage: true, animations: 'disabled' });
}

/** No WCAG 2.2 A/AA or best-practice violation on the page as it is (the rules of accessibility.test.ts). */
export async function accessible(page: Page) {
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(violations.map((violation) => `${violation.id} at ${violation.nodes.map((node) => node.html.slice(0, 160)).join(', ')}`)).toEqual([]);
}

/** Nothing is wider than the screen: the page does not scroll sideways. */
export async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}
