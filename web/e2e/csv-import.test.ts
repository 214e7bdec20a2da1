import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, see } from './support/browser';
import { signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HEADER = 'category,name,itemId,description,quantity';
const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\n')) });

describe('a seller with a spreadsheet', () => {
  test('imports 2,500 rows through the dialog in chunks, exports them, and finds one by search', async () => {
    const { client } = await signedInBusiness();
    const tag = unique('CSV');
    const rows = Array.from({ length: 2500 }, (_, index) => `door,Roll-up door ${index},${tag}-${index},"Surplus door, white",${1 + (index % 4)}`);
    const { context, page } = await newPage(browser, { as: client });
    await page.goto('/my-inventory');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    await see(dialog.getByRole('link', { name: 'Download template' }));

    // Every bad row is listed before anything is sent.
    await dialog.getByLabel('CSV file').setInputFiles(csvFile('bad.csv', [rows[0]!, `door,Door,${tag}-x,A door,none`, 'part,X,P-1,tiny,1']));
    await see(dialog.getByText('Line 3, quantity: Quantity must be a positive number'));
    await see(dialog.getByText('Line 4, name: Name must be at least 2 characters long'));
    await see(dialog.getByText('Line 4, description: Description must be at least 5 characters long'));
    expect(await dialog.getByRole('button', { name: 'Import 3 rows' }).isDisabled()).toBe(true);

    await dialog.getByLabel('CSV file').setInputFiles(csvFile('inventory.csv', rows));
    await see(dialog.getByText('2,500 rows: the first 20'));
    await see(dialog.getByRole('cell', { name: `${tag}-19`, exact: true }));
    await dialog.getByRole('button', { name: 'Import 2,500 rows' }).click();
    await see(dialog.getByRole('progressbar', { name: 'Import progress' }));
    // Three requests of up to 1,000 rows each: slower than one page load on a two-core machine.
    await dialog.getByText('Imported 2,500 listings: 2,500 new, 0 updated').waitFor({ timeout: 240_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await see(page.getByRole('row', { name: new RegExp(`Roll-up door 2499`) }));

    // Export CSV downloads every listing with the import's columns.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(exported[0]).toBe('id,category,name,itemId,description,quantity,imageUrl,lastUpdated');
    expect(exported).toHaveLength(2501);

    // An imported SKU is found like any listing.
    await page.goto('/inventory');
    await page.getByPlaceholder('Search inventory...').fill(`${tag}-1234`);
    await see(page.getByRole('row', { name: 'Roll-up door 1234: open details' }));
    await see(page.getByRole('heading', { name: '1 item', exact: true }));
    await context.close();
  }, 360_000);
});
