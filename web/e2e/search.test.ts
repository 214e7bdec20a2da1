import { fuzzyNotice, SUGGEST_LIMIT } from '@surplus/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gone, launchBrowser, newPage, PHONE, see, waitForUrl } from './support/browser';
import { createItem, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search inventory' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

/** Ten random letters: a word no other listing has, long enough for typo tolerance. */
const rareWord = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** `word` with its fifth letter replaced by another: one edit away. */
const withTypo = (word: string) => `${word.slice(0, 4)}${word[4] === 'q' ? 'x' : 'q'}${word.slice(5)}`;

describe('search suggestions', () => {
  test('the header box suggests a listing by the start of its SKU, and Down then Enter opens it', async () => {
    const { client } = await signedInBusiness();
    const sku = unique('SUG-');
    const item = await createItem(client, { name: `${unique('Suggest')} sectional door`, itemId: sku });

    const { context, page } = await newPage(browser);
    await page.goto('/');
    await searchBox(page).fill(sku.slice(0, -2));
    const option = (selected?: boolean) => suggestions(page).getByRole('option', { name: new RegExp(sku, 'i'), selected });
    await see(option());
    // Ours is the only listing with this SKU prefix, so it should come first; Down until it is highlighted.
    for (let presses = 0; presses < SUGGEST_LIMIT && (await option(true).count()) === 0; presses++) {
      await searchBox(page).press('ArrowDown');
    }
    await see(option(true));
    await searchBox(page).press('Enter');
    await waitForUrl(page, `/item/${item.id}`);
    await see(page.getByRole('heading', { level: 1, name: item.name }));
    await gone(suggestions(page));
    await context.close();
  });

  test('at 375 px the list fits the screen, and a tap on a suggestion opens it', async () => {
    const { client } = await signedInBusiness();
    const sku = unique('SUGM-');
    const item = await createItem(client, { name: `${unique('Phone')} roll-up door`, itemId: sku });

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/');
    // On a phone the box opens across the header from its button.
    await page.getByRole('banner').getByRole('button', { name: 'Search inventory' }).tap();
    await searchBox(page).fill(sku.slice(0, -2));
    const option = suggestions(page).getByRole('option', { name: new RegExp(sku, 'i') });
    await see(option);
    const box = await suggestions(page).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await option.tap();
    await waitForUrl(page, `/item/${item.id}`);
    await see(page.getByRole('heading', { level: 1, name: item.name }));
    await context.close();
  });
});

describe('typo tolerance', () => {
  test('the home page search for a word with one wrong letter shows the close match and says so', async () => {
    const { client } = await signedInBusiness();
    const word = rareWord();
    const item = await createItem(client, { name: `${word[0]!.toUpperCase()}${word.slice(1)} insulated door` });

    const { context, page } = await newPage(browser);
    await page.goto('/');
    const typed = withTypo(word);
    await page.getByPlaceholder('Search by name, ID, business...').fill(typed);
    await see(page.getByText(fuzzyNotice(typed), { exact: true }));
    await see(page.getByRole('heading', { level: 3, name: item.name, exact: true }));

    // The word as listed matches exactly: no notice.
    await page.getByPlaceholder('Search by name, ID, business...').fill(word);
    await gone(page.getByText(/^No exact matches for/));
    await see(page.getByRole('heading', { level: 3, name: item.name, exact: true }));
    await context.close();
  });
});
