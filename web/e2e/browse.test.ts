import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gone, launchBrowser, newPage, see, waitForUrl } from './support/browser';
import { createItem, createItemWithImage, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor', () => {
  test('browses the home cards, searches from the header and the home page, and opens an item', async () => {
    const token = unique('Browse');
    const { client, fields } = await signedInBusiness({ location: 'Denver, CO' });
    const door = await createItemWithImage(client, { name: `${token} Insulated door`, itemId: unique('DOOR-'), quantity: 3 });
    const spring = await createItem(client, { name: `${token} Torsion spring`, category: 'part', itemId: unique('SPR-'), quantity: 1 });
    const motor = await createItem(client, { name: `${token} Door motor`, category: 'part', itemId: unique('MOT-'), quantity: 4 });

    const { context, page } = await newPage(browser);
    await page.goto('/');
    const card = (name: string) => page.getByRole('heading', { level: 3, name, exact: true });
    await see(page.getByText('Sign in to list your inventory.'));
    await see(card(door.name));
    await see(card(spring.name));
    await see(card(motor.name));
    await see(page.getByRole('img', { name: door.name }));

    // The home page's own search box, by item ID.
    await page.getByPlaceholder('Search by name, ID, business...').fill(spring.itemId);
    await see(card(spring.name));
    await gone(card(door.name));
    await gone(card(motor.name));
    await page.getByPlaceholder('Search by name, ID, business...').fill('no-such-listing-anywhere');
    await see(page.getByText('No items found'));
    await see(page.getByText('Try adjusting your filters or search query'));
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await see(card(motor.name));

    // The header search filters the list pages (after its 300 ms pause).
    await page.goto('/inventory');
    await see(page.getByRole('heading', { name: 'Surplus Inventory' }));
    const row = (name: string) => page.getByRole('row', { name: `${name}: open details` });
    await page.getByPlaceholder('Search inventory...').fill(token);
    await see(row(door.name));
    await see(row(spring.name));
    await see(page.getByRole('heading', { name: '3 items' }));
    await page.getByPlaceholder('Search inventory...').fill(`${token} Torsion`);
    await see(row(spring.name));
    await gone(row(door.name));
    await gone(row(motor.name));
    await see(page.getByRole('heading', { name: '1 item', exact: true }));
    // Business name and location are searched too.
    await page.getByPlaceholder('Search inventory...').fill(fields.businessName.toUpperCase());
    await see(row(motor.name));
    await see(page.getByRole('heading', { name: '3 items' }));

    // Open the door's detail page from its row.
    await page.getByPlaceholder('Search inventory...').fill(door.itemId);
    await gone(row(spring.name));
    await row(door.name).click();
    await waitForUrl(page, `/item/${door.id}`);
    await see(page.getByRole('heading', { level: 1, name: door.name }));
    await see(page.getByText('3 units available'));
    await see(page.getByText('Used', { exact: true }));
    await see(page.getByText(fields.businessName, { exact: true }));
    await see(page.getByText('Denver, CO'));
    await see(page.getByText('Estimated waste reduction: 75 kg'));
    // The display-size WebP, or the PNG itself while that is still being made.
    expect(await page.getByRole('img', { name: door.name }).getAttribute('src')).toMatch(/^data:image\/(webp|png);base64,/);
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await see(page.getByRole('tabpanel').getByText(door.itemId).first());
    // Back to the list as it was: the same search.
    await page.getByRole('button', { name: 'Back to listings' }).click();
    await waitForUrl(page, '/inventory');
    expect(new URL(page.url()).searchParams.get('q')).toBe(door.itemId);
    await see(row(door.name));
    await context.close();
  });

  test('sees an item another business lists appear without reloading', async () => {
    const { client } = await signedInBusiness();
    const { context, page } = await newPage(browser);
    // The socket's first message ('connection') tells us the live-update channel is open.
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) => socket.on('framereceived', () => resolve()));
    });
    await page.goto('/');
    await see(page.getByRole('tab', { name: 'All' }));
    await connected;
    // A marker that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    const name = `${unique('Live')} Fire-rated door`;
    await createItem(client, { name });
    await see(page.getByRole('heading', { level: 3, name, exact: true }));

    // The list pages follow too.
    await page.getByRole('link', { name: 'Doors', exact: true }).click();
    await waitForUrl(page, '/doors');
    await see(page.getByRole('heading', { name: 'Doors Inventory' }));
    const second = `${unique('Live')} Sectional door`;
    await createItem(client, { name: second });
    await see(page.getByRole('row', { name: `${second}: open details` }));
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
    await context.close();
  });
});
