import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, see, waitForUrl } from './support/browser';
import { signedInBusiness, unique, uniqueWord } from './support/data';

/** git-ignored, beside the screenshots of every main page. */
const SCREENSHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const HEADER = 'category,name,itemId,description,quantity';
const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\n')) });

/** The dialog's "Imported 1,250 of 8,000 rows" as a number of rows. */
async function rowsImported(dialog: Locator): Promise<number> {
  const text = (await dialog.getByRole('status').textContent()) ?? '';
  const match = /^Imported ([\d,]+) of/.exec(text);
  return match ? Number(match[1]!.replaceAll(',', '')) : 0;
}

async function waitForRowsImported(dialog: Locator, atLeast: number): Promise<number> {
  for (let tries = 0; tries < 600; tries++) {
    const rows = await rowsImported(dialog);
    if (rows >= atLeast) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fewer than ${atLeast} rows imported after 120 s`);
}

async function shoot(page: Page, name: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${viewport.width}.png`, animations: 'disabled' });
}

describe('a seller with a spreadsheet', () => {
  test('imports 2,500 rows too big for a request (uploaded first), exports them, finds one by search, and a saved search gets one alert', async () => {
    const { client } = await signedInBusiness();
    const buyer = await signedInBusiness();
    // One word of its own: the saved search below matches these rows only.
    const tag = uniqueWord('csv');
    // Long descriptions make the file over 4.5 MB: it goes to storage first, and the job reads it from there.
    const description = `"Surplus door, white. ${'Factory finish, no dents, stored indoors. '.repeat(48)}"`;
    const rows = Array.from({ length: 2500 }, (_, index) => `door,Roll-up door ${index},${tag}-${index},${description},${1 + (index % 4)}`);
    expect(Buffer.byteLength(rows.join('\n'))).toBeGreaterThan(4_500_000);
    // Another business waits for doors of this tag: the import makes it one alert with the count.
    expect((await buyer.client.post('/api/saved-searches', { q: tag })).status).toBe(201);

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
    await dialog.getByText('Imported 2,500 listings: 2,500 new, 0 updated').waitFor({ timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await see(page.getByRole('row', { name: new RegExp(`Roll-up door 2499`) }));

    // Export CSV downloads every listing with the import's columns.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = readFileSync((await download.path())!, 'utf8').trim().split('\r\n');
    expect(exported[0]).toBe('id,category,name,itemId,description,quantity,imageUrl,lastUpdated,doorType,widthIn,heightIn,material,insulated,rValue,color,windRated,partType,fitsWidthIn,fitsHeightIn,priceMode,unitPrice');
    expect(exported).toHaveLength(2501);

    // An imported SKU is found like any listing.
    await page.goto('/inventory');
    await page.getByPlaceholder('Search inventory...').fill(`${tag}-1234`);
    await see(page.getByRole('row', { name: 'Roll-up door 1234: open details' }));
    await see(page.getByRole('heading', { name: '1 item', exact: true }));
    await context.close();

    // The saved search heard of the 2,500 new matches once, and its notification runs the search.
    const alerted = await newPage(browser, { as: buyer.client });
    await alerted.page.goto('/notifications');
    const digest = alerted.page.getByRole('button', { name: new RegExp(`^2,500 new listings match your saved search "${tag}"`) });
    await see(digest);
    expect(await alerted.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').count()).toBe(1);
    await digest.click();
    await waitForUrl(alerted.page, new RegExp(`^/inventory\\?q=${tag}$`));
    await alerted.context.close();
  }, 360_000);

  test('follows an 8,000-row import to its summary, and a reload in the middle shows the same job going on', async () => {
    const { client } = await signedInBusiness();
    const tag = unique('BIG');
    const rows = Array.from({ length: 8_000 }, (_, index) => `door,Sectional door ${index},${tag}-${index},Surplus sectional door,${1 + (index % 5)}`);

    const { context, page } = await newPage(browser, { as: client, viewport: DESKTOP });
    await page.goto('/my-inventory');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    await dialog.getByLabel('CSV file').setInputFiles(csvFile('stock.csv', rows));
    await see(dialog.getByText('8,000 rows: the first 20'));
    await dialog.getByRole('button', { name: 'Import 8,000 rows' }).click();

    // Queued and checked first, then a bar of the rows written.
    await see(dialog.getByText(/^(Waiting to start…|Checking (every row|8,000 rows)…|Imported [\d,]+ of 8,000 rows)$/));
    const before = await waitForRowsImported(dialog, 1);
    expect(before).toBeLessThan(8_000);
    await see(dialog.getByRole('progressbar', { name: 'Import progress' }));

    // A reload finds the job running and opens its progress again; closed, the page's button says it goes on.
    await page.reload();
    await see(dialog.getByRole('status').getByText(/of 8,000 rows$/));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Import in progress' }).click();
    const after = await waitForRowsImported(dialog, before + 1);
    expect(after).toBeGreaterThan(before);
    const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    await shoot(page, 'import-running', DESKTOP);
    await shoot(page, 'import-running', PHONE);

    await dialog.getByText('Imported 8,000 listings: 8,000 new, 0 updated').waitFor({ timeout: 300_000 });
    await shoot(page, 'import-done', PHONE);
    await shoot(page, 'import-done', DESKTOP);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await see(page.getByRole('button', { name: 'Import CSV' }));
    await see(page.getByRole('row', { name: /Sectional door 7999/ }));
    await context.close();
  }, 480_000);
});
