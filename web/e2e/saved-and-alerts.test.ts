import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillItem, gone, launchBrowser, newPage, PHONE, see, seeToast, toasts, waitForUrl } from './support/browser';
import { createItem, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Ten random letters: a word no other listing has. */
const rareWord = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

describe('saved searches and live alerts', () => {
  test('A saves a search; B lists a matching door; A sees the badge and the toast without a reload, and the anonymous list updates', async () => {
    const { client: buyerClient } = await signedInBusiness();
    const { client: sellerClient } = await signedInBusiness();
    const word = rareWord();
    const query = `12x14 ${word}`;

    const buyer = await newPage(browser, { as: buyerClient });
    await buyer.page.goto(`/?q=${encodeURIComponent(query)}`);
    await buyer.page.getByRole('button', { name: 'Save this search' }).click();
    await seeToast(buyer.page, 'Search saved');
    await see(bell(buyer.page));

    // A visitor watching the doors list gets the spec's live update at the same time.
    const visitor = await newPage(browser);
    await visitor.page.goto('/doors');
    await see(visitor.page.getByRole('heading', { name: 'Doors' }).first());

    const seller = await newPage(browser, { as: sellerClient });
    const door = { name: `12x14 ${word} insulated door`, itemId: unique('ALR-'), description: 'Insulated roll-up door, never installed', quantity: '2' };
    await seller.page.goto('/add-inventory');
    await seller.page.getByRole('radio', { name: 'Door' }).check();
    await fillItem(seller.page, door);
    await seller.page.getByRole('button', { name: 'Add Inventory Item' }).click();
    await seeToast(seller.page, 'Item added');

    await seeToast(buyer.page, `New match for "${query}"`, new RegExp(door.name));
    await see(buyer.page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }));
    await see(visitor.page.getByText(door.name));

    // The bell's panel opens the listing and marks it read.
    await bell(buyer.page).click();
    await buyer.page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: new RegExp(door.name) }).click();
    await waitForUrl(buyer.page, /^\/item\/\d+$/);
    await see(buyer.page.getByRole('heading', { level: 1, name: door.name }));
    await see(buyer.page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }));

    for (const { context } of [buyer, visitor, seller]) await context.close();
  });

  test('Save on the item page: a visitor is sent to sign in; a business saves, finds it on /saved and unsaves it', async () => {
    const { client: sellerClient } = await signedInBusiness();
    const item = await createItem(sellerClient, { name: `${unique('Saveme')} roll-up door` });

    const visitor = await newPage(browser);
    await visitor.page.goto(`/item/${item.id}`);
    await visitor.page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeToast(visitor.page, 'Authentication required');
    // A filled toast's icon has the toast's text colour, as on MUI's filled Alert (red on red hid it).
    const colours = await toasts(visitor.page)
      .filter({ hasText: 'Authentication required' })
      .evaluate((toast) => [getComputedStyle(toast.querySelector('.notice-icon') as Element).color, getComputedStyle(toast).color]);
    expect(colours[0]).toBe(colours[1]);
    await waitForUrl(visitor.page, '/auth');
    await visitor.context.close();

    const { client: buyerClient } = await signedInBusiness();
    const buyer = await newPage(browser, { as: buyerClient, viewport: PHONE });
    await buyer.page.goto(`/item/${item.id}`);
    // On a phone the contact bar is fixed to the bottom of the screen, over the row of buttons: Save from the keyboard.
    const save = buyer.page.getByRole('button', { name: 'Save', exact: true });
    await save.focus();
    // Saved shows before the server answers; a full navigation before the answer would cancel the request.
    const stored = buyer.page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/saved/${item.id}`);
    await buyer.page.keyboard.press('Enter');
    await see(buyer.page.getByRole('button', { name: 'Saved', exact: true }));
    expect((await stored).status()).toBe(200);
    await buyer.page.goto('/saved');
    await see(buyer.page.getByText(item.name));
    await buyer.page.getByRole('button', { name: 'Unsave listing' }).first().click();
    await gone(buyer.page.getByText(item.name));
    await buyer.context.close();
  });
});
