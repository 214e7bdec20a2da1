import { ACCOUNT_DELETED } from '@surplus/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { gone, launchBrowser, newPage, PHONE, see, seeToast, waitForUrl } from './support/browser';
import { createItem, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('account settings', () => {
  test('a business renames itself and its cards show the new name', async () => {
    const { client, fields } = await signedInBusiness();
    const token = unique('Rename');
    const item = await createItem(client, { name: `${token} roll-up door` });

    const { context, page } = await newPage(browser, { as: client });
    await page.goto(`/?q=${token}`);
    await see(page.getByRole('heading', { level: 3, name: item.name }));
    await see(page.getByRole('link', { name: fields.businessName }).first());

    await page.getByRole('banner').getByRole('link', { name: fields.businessName }).click();
    await waitForUrl(page, '/account');
    const profile = page.getByRole('form', { name: 'Profile' });
    const newName = `${token} Overhead Supply`;
    await profile.getByRole('textbox', { name: 'Business Name' }).fill(newName);
    await profile.getByRole('textbox', { name: 'Location (optional)' }).fill('Fargo, ND');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await seeToast(page, 'Profile updated');
    await see(page.getByRole('banner').getByRole('link', { name: newName }));

    // The listing follows through the rename fan-out, and the open list refreshes live.
    await page.goto(`/?q=${token}`);
    await see(page.getByRole('link', { name: newName }));
    await gone(page.getByRole('link', { name: fields.businessName }));
    await context.close();
  });

  test('a business deletes its account on a phone: password and DELETE, then signed out at once and its listings gone soon after', async () => {
    const { client, fields } = await signedInBusiness();
    const item = await createItem(client, { name: `${unique('Farewell')} door` });

    const { context, page } = await newPage(browser, { as: client, viewport: PHONE });
    await page.goto('/account');
    await page.getByRole('region', { name: 'Delete account' }).getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await dialog.getByLabel(/^Password/).fill('wrong-password');
    await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await confirm.click();
    await seeToast(page, 'Could not delete account', 'Password is incorrect');

    await dialog.getByLabel(/^Password/).fill(fields.password);
    await confirm.click();
    await seeToast(page, 'Account closed', ACCOUNT_DELETED);
    await waitForUrl(page, '/');
    await see(page.getByRole('button', { name: 'Sign In' }));

    // The listings go by a job that follows the answer: the listing's page says so within seconds.
    const notFound = page.getByRole('heading', { name: 'Item not found' });
    for (let tries = 0; tries < 30 && !(await page.goto(`/item/${item.id}`).then(() => notFound.isVisible())); tries++) await page.waitForTimeout(500);
    await see(notFound);
    await context.close();
  });
});
