import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, PHONE, see, settled } from './support/browser';
import { createItem, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NARROWEST = { width: 320, height: 640 } as const;
const LIST_PAGES = [
  { path: '/', heading: 'Zero waste for surplus doors and parts' },
  { path: '/inventory', heading: 'Surplus Inventory' },
  { path: '/inventory?tab=business', heading: 'Surplus Inventory' },
  { path: '/doors', heading: 'Doors Inventory' },
  { path: '/parts', heading: 'Parts Inventory' },
  { path: '/my-inventory', heading: 'My Inventory' },
];

/** Waits for the page's heading and for its lists to have loaded. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await see(page.getByRole('heading', { level: 1, name: heading }));
  await settled(page);
}

/** The element lies inside the viewport: reachable without scrolling sideways. */
async function inViewport(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, name).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

describe.each([PHONE, NARROWEST])('at $width px', (viewport) => {
  test('no list page scrolls sideways, and a listing shows its edit and delete buttons on screen', async () => {
    const { client } = await signedInBusiness({ businessName: 'Narrow Screen Overhead Door Company', location: 'Albuquerque, NM' });
    const item = await createItem(client, { name: `${unique('Narrow')} extra-wide commercial roll-up door with insulation`, itemId: unique('NARROW-SKU-') });
    const { context, page } = await newPage(browser, { viewport, as: client });

    for (const { path, heading } of LIST_PAGES) {
      await open(page, path, heading);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(viewport.width);
    }

    await open(page, '/my-inventory', 'My Inventory');
    await see(page.getByRole('listitem', { name: item.name }));
    await inViewport(page, `View ${item.name}`);
    await inViewport(page, `Edit ${item.name}`);
    await inViewport(page, `Delete ${item.name}`);
    await context.close();
  });

  test('the header search opens across the bar with its whole placeholder', async () => {
    const { context, page } = await newPage(browser, { viewport });
    await open(page, '/inventory', 'Surplus Inventory');
    await page.getByRole('button', { name: 'Search inventory' }).click();
    const box = page.getByRole('combobox', { name: 'Search inventory' });
    await see(box);
    // The placeholder fits when the input is at least as wide as its text.
    const fits = await box.evaluate((input: HTMLInputElement) => {
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(input).font;
      probe.textContent = input.placeholder;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width <= input.clientWidth;
    });
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    await context.close();
  });
});
