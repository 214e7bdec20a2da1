import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillItem, gone, launchBrowser, newPage, PHONE, see, seeToast, waitForUrl } from './support/browser';
import { createItem, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DOOR_12X14 = { category: 'door', widthIn: 144, heightIn: 168, doorType: 'sectional', description: 'Sectional door, good shape' };
const SEARCH = "fits 12' x 14' · within 100 mi of Dallas, TX";
const card = (page: Page, name: string) => page.locator('.item-card').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
/** The panel beside the list, once hydrated: the server's copy is inert until then. */
async function filters(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await see(panel.and(page.locator('[data-ready]')));
  return panel;
}

describe('doors that fit, near the buyer', () => {
  test('a buyer filters by opening and place, sees the distance and saves the search; a door listed 35 mi away rings the bell; on a phone the filters are a drawer', async () => {
    const { client: fortWorth } = await signedInBusiness({ location: 'Fort Worth, TX' });
    const { client: houston } = await signedInBusiness({ location: 'Houston, TX' });
    const near = await createItem(fortWorth, { ...DOOR_12X14, name: unique('Fort Worth 12x14 door ') });
    const tooSmall = await createItem(fortWorth, { ...DOOR_12X14, widthIn: 120, heightIn: 120, name: unique('Fort Worth 10x10 door ') });
    const far = await createItem(houston, { ...DOOR_12X14, name: unique('Houston 12x14 door ') });

    const { client: buyerClient } = await signedInBusiness({ location: 'Dallas, TX' });
    const buyer = await newPage(browser, { as: buyerClient });
    await buyer.page.goto('/');
    const panel = await filters(buyer.page);
    await panel.getByRole('textbox', { name: 'Width' }).fill("12'");
    await panel.getByRole('textbox', { name: 'Height' }).fill("14'");
    await panel.getByRole('textbox', { name: 'City, ST or ZIP' }).fill('Dallas, TX');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await waitForUrl(buyer.page, /^\/\?fitW=144&fitH=168&near=Dallas%2C\+TX$/);
    await see(buyer.page.getByText(SEARCH));

    // The Fort Worth door, with its distance; neither the door too small nor the one 225 mi away.
    await see(card(buyer.page, near.name).getByText(/\b\d+\.\d mi\b/));
    expect(await card(buyer.page, near.name).getByText(/\b(2\d|3\d)\.\d mi\b/).count()).toBe(1);
    await gone(card(buyer.page, tooSmall.name));
    await gone(card(buyer.page, far.name));
    await expect.poll(() => buyer.page.getByRole('combobox', { name: 'Sort by' }).locator('option').allTextContents()).toContain('Nearest');

    await buyer.page.getByRole('button', { name: 'Save this search' }).click();
    await seeToast(buyer.page, 'Search saved', SEARCH);

    // A business in Denton, about 35 mi from Dallas, lists a 12' x 14' door on the add page.
    const { client: dentonClient } = await signedInBusiness({ location: 'Denton, TX' });
    const seller = await newPage(browser, { as: dentonClient });
    const door = { name: unique('Denton overhead door '), itemId: unique('FIT-'), description: 'Sectional door, never installed', quantity: '1' };
    await seller.page.goto('/add-inventory');
    await seller.page.getByRole('radio', { name: 'Door' }).check();
    await fillItem(seller.page, door);
    await seller.page.getByRole('textbox', { name: 'Width' }).fill("12' 0\"");
    await seller.page.getByRole('textbox', { name: 'Height' }).fill('168');
    await seller.page.getByRole('button', { name: 'Add Inventory Item' }).click();
    await seeToast(seller.page, 'Item added');

    await seeToast(buyer.page, `New match for "${SEARCH}"`, new RegExp(door.name));
    await see(buyer.page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }));
    // The saved searches page says what the search is.
    await buyer.page.goto('/saved');
    await see(buyer.page.getByRole('listitem', { name: SEARCH }).getByText(SEARCH));

    // At 375 px the list has a Filters button instead of the panel; the drawer holds the same filters.
    const phone = await newPage(browser, { as: buyerClient, viewport: PHONE });
    await phone.page.goto('/?fitW=144&fitH=168&near=Dallas%2C+TX&sort=distance');
    await see(card(phone.page, near.name));
    await gone(phone.page.getByRole('complementary', { name: 'Filters' }).getByRole('textbox', { name: 'Width' }));
    await phone.page.getByRole('button', { name: 'Filters (2)' }).click();
    const drawer = phone.page.getByRole('dialog', { name: 'Filters' });
    await see(drawer.getByRole('textbox', { name: 'City, ST or ZIP' }));
    expect(await drawer.getByRole('textbox', { name: 'Width' }).inputValue()).toBe(`12' 0"`);
    await drawer.getByRole('checkbox', { name: /^Sectional/ }).check();
    await waitForUrl(phone.page, /doorType=sectional/);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await gone(drawer);
    await see(card(phone.page, near.name));

    for (const { context } of [buyer, seller, phone]) await context.close();
  });
});
