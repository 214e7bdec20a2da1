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

/** The list requests the page makes, as URLs. */
function listRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/inventory(\/(door|part|user))?$/.test(url.pathname)) urls.push(url);
  });
  return urls;
}

describe('server-side pages', () => {
  test('My Inventory and the home search show 10 listings a page, and page 2 the rest', async () => {
    const token = unique('Paging');
    const { client } = await signedInBusiness();
    const names: string[] = [];
    for (let index = 1; index <= 12; index++) {
      const name = `${token} door ${String(index).padStart(2, '0')}`;
      await createItem(client, { name });
      names.push(name);
    }
    const [oldest, secondOldest] = names;
    const newest = names.slice(2);

    const { context, page } = await newPage(browser, { as: client });
    const requests = listRequests(page);
    await page.goto('/my-inventory');
    const row = (name: string) => page.getByRole('row', { name: `${name}: open details` });
    await see(page.getByRole('heading', { name: 'Page 1 · 10 items' }));
    for (const name of newest) await see(row(name));
    expect(await row(oldest!).count()).toBe(0);
    expect(requests.at(-1)?.searchParams.get('limit')).toBe('10');
    expect(requests.at(-1)?.searchParams.has('cursor')).toBe(false);

    await page.getByRole('button', { name: 'Next page' }).click();
    await see(page.getByRole('heading', { name: 'Page 2 · 2 items' }));
    await see(row(oldest!));
    await see(row(secondOldest!));
    await gone(row(newest[0]!));
    expect(requests.at(-1)?.searchParams.get('cursor')).toBeTruthy();
    await page.getByRole('button', { name: 'Page 1' }).click();
    await see(row(newest.at(-1)!));

    // The home page's search, answered by the server one page at a time.
    await page.goto('/');
    const card = (name: string) => page.getByRole('heading', { level: 3, name, exact: true });
    await see(card(newest.at(-1)!));
    // The newest listings are these very ones: wait for the search's own answer, not the first list.
    const searched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === token);
    await page.getByPlaceholder('Search by name, ID, business...').fill(token);
    await searched;
    await see(card(newest.at(-1)!));
    expect(await page.getByRole('heading', { level: 3, name: token }).count()).toBe(10);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await see(card(oldest!));
    await see(card(secondOldest!));
    expect(await page.getByRole('heading', { level: 3, name: token }).count()).toBe(2);
    expect(requests.at(-1)?.searchParams.get('q')).toBe(token);
    await context.close();
  });
});
