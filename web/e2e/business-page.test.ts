import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { gone, launchBrowser, newPage, see, waitForUrl } from './support/browser';
import { createItem, createItemWithImage, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a business page', () => {
  test("a visitor follows a business name from a card to the business's page, its figures and listings", async () => {
    const token = unique('Biz');
    const { client, user, fields } = await signedInBusiness({ businessName: `${token} Overhead Doors`, location: 'Fargo, ND' });
    const { client: other } = await signedInBusiness();
    const door = await createItemWithImage(client, { name: `${token} Insulated door`, itemId: unique('BD-'), quantity: 2 });
    const spring = await createItem(client, { name: `${token} Torsion spring`, category: 'part', itemId: unique('BS-'), quantity: 6 });
    const elsewhere = await createItem(other, { name: `${token} Someone else's door` });

    const { context, page } = await newPage(browser);
    await page.goto(`/?q=${token}`);
    await see(page.getByRole('heading', { level: 3, name: door.name }));
    await page.getByRole('link', { name: fields.businessName }).first().click();
    await waitForUrl(page, `/business/${user.id}`);
    await see(page.getByRole('heading', { level: 1, name: fields.businessName }));
    await see(page.getByText('Fargo, ND'));
    // 2 doors x 25 kg + 6 parts x 5 kg.
    await see(page.getByText('80 kg'));
    const row = (name: string) => page.getByRole('row', { name: `${name}: open details` });
    await see(row(door.name));
    await see(row(spring.name));
    await gone(row(elsewhere.name));

    // Its search stays within the business.
    await page.getByRole('searchbox', { name: "Search this business's listings" }).fill('torsion');
    await see(row(spring.name));
    await gone(row(door.name));

    // From a listing's own page too.
    await page.goto(`/item/${door.id}`);
    await page.getByRole('link', { name: fields.businessName }).click();
    await see(page.getByRole('heading', { level: 1, name: fields.businessName }));

    await page.goto('/business/999999999');
    await see(page.getByRole('heading', { name: 'Business not found' }));
    await context.close();
  });
});
