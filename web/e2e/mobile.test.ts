import { initials } from '@surplus/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { gone, launchBrowser, newPage, PHONE, see, waitForUrl } from './support/browser';
import { signedInBusiness } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the 375 px layout', () => {
  test('hides the sidebar behind the menu button, shows initials and the floating add button, and navigates from the menu', async () => {
    const { client, fields } = await signedInBusiness({ businessName: 'Harbor Rollup Supply' });
    const { context, page } = await newPage(browser, { viewport: PHONE, as: client });
    await page.goto('/');
    await see(page.getByRole('heading', { name: `Welcome back, ${fields.businessName}` }));
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await gone(nav);
    await see(page.getByRole('banner').getByLabel(fields.businessName).getByText(initials(fields.businessName), { exact: true }));
    await see(page.getByRole('button', { name: 'List New Item' })); // the floating button; the inline one is hidden
    await see(page.getByRole('banner').getByRole('button', { name: 'Sign Out' }));

    await page.getByRole('button', { name: 'Open menu' }).click();
    await see(nav);
    await see(nav.getByRole('link', { name: 'Dashboard' }));
    await nav.getByRole('link', { name: 'Parts' }).click();
    await waitForUrl(page, '/parts');
    await see(page.getByRole('heading', { name: 'Parts Inventory' }));
    await gone(nav);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'My Inventory' }).click();
    await waitForUrl(page, '/my-inventory');
    await see(page.getByRole('heading', { name: 'My Inventory' }));
    await context.close();
  });

  test('a visitor sees the Sign In Required floating button, and it goes to /auth', async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In Required' }).click();
    await waitForUrl(page, '/auth');
    await context.close();
  });
});
