import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gone, launchBrowser, newPage, see } from './support/browser';
import { createItem, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** 12 doors and 2 parts named after one token: its doors fill page 1 and two of page 2. */
async function listingsOf(token: string) {
  const { client } = await signedInBusiness();
  const doors: string[] = [];
  for (let index = 1; index <= 12; index++) {
    const name = `${token} door ${String(index).padStart(2, '0')}`;
    await createItem(client, { name });
    doors.push(name);
  }
  for (const name of [`${token} part 1`, `${token} part 2`]) await createItem(client, { name, category: 'part' });
  // Newest first: page 2 holds the two oldest doors.
  return { newest: doors.at(-1)!, page2: doors.slice(0, 2) };
}

const card = (page: Page, name: string) => page.getByRole('heading', { level: 3, name, exact: true });
const cards = (page: Page, token: string) => page.getByRole('heading', { level: 3, name: token });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const homeSearch = (page: Page) => page.getByPlaceholder('Search by name, ID, business...');

describe('the URL is the list state', () => {
  test('a search, a category and page 2 survive a reload and come back with Back', async () => {
    const token = unique('Url');
    const { newest, page2 } = await listingsOf(token);
    const { context, page } = await newPage(browser);
    await page.goto('/');

    await homeSearch(page).fill(token);
    await page.waitForURL((url) => url.searchParams.get('q') === token);
    // The page has rendered the search (the URL changes first; the newest cards show without it too).
    await see(page.getByRole('button', { name: 'Save this search' }));
    await see(card(page, `${token} part 2`));
    await page.getByRole('tab', { name: 'Doors' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'door');
    await gone(card(page, `${token} part 2`));
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    for (const name of page2) await see(card(page, name));
    expect(query(page)).toEqual({ q: token, category: 'door', page: '2', cursor: expect.any(String) });

    await page.reload();
    for (const name of page2) await see(card(page, name));
    expect(await cards(page, token).count()).toBe(2);
    expect(await homeSearch(page).inputValue()).toBe(token);
    await see(page.getByRole('tab', { name: 'Doors', selected: true }));
    await see(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]', { hasText: /^2$/ }));

    await page.goBack();
    await see(card(page, newest));
    expect(await cards(page, token).count()).toBe(10);
    expect(query(page)).toEqual({ q: token, category: 'door' });
    await page.goBack();
    await see(card(page, `${token} part 2`));
    await see(page.getByRole('tab', { name: 'All', selected: true }));
    expect(query(page)).toEqual({ q: token });
    await page.goBack();
    expect(query(page)).toEqual({});
    await see(page.getByRole('heading', { level: 3 }).first());
    expect(await homeSearch(page).inputValue()).toBe('');
    await context.close();
  });

  test('a shared link shows the same items to a new visitor, with or without its cursor', async () => {
    const token = unique('Share');
    const { page2 } = await listingsOf(token);
    const { client } = await signedInBusiness();
    const sender = await newPage(browser, { as: client });
    await sender.page.goto(`/doors?q=${token}`);
    const row = (page: Page, name: string) => page.getByRole('row', { name: `${name}: open details` });
    await sender.page.getByRole('button', { name: 'Next page' }).click();
    for (const name of page2) await see(row(sender.page, name));
    const link = sender.page.url();
    expect(new URL(link).searchParams.get('cursor')).toBeTruthy();
    await sender.context.close();

    const visitor = await newPage(browser);
    await visitor.page.goto(link);
    for (const name of page2) await see(row(visitor.page, name));
    await see(visitor.page.getByRole('heading', { name: 'Page 2 · 2 items' }));
    // The page number alone: its cursor is found from page 1 and written into the URL.
    await visitor.page.goto(`/doors?q=${token}&page=2`);
    for (const name of page2) await see(row(visitor.page, name));
    await visitor.page.waitForURL((url) => url.searchParams.get('cursor') === new URL(link).searchParams.get('cursor'));
    await visitor.context.close();
  });

  test('the header search replaces its history entry while typing', async () => {
    const token = unique('Typing');
    const { context, page } = await newPage(browser);
    await page.goto('/inventory');
    await see(page.getByRole('heading', { name: 'Surplus Inventory' }));
    const box = page.getByPlaceholder('Search inventory...');
    await box.fill(token);
    await page.waitForURL((url) => url.searchParams.get('q') === token);
    await box.fill(`${token} door`);
    await page.waitForURL((url) => url.searchParams.get('q') === `${token} door`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/inventory' && url.search === '');
    await see(page.getByRole('heading', { name: 'Surplus Inventory' }));
    expect(await box.inputValue()).toBe('');
    await context.close();
  });
});
