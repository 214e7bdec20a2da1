import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { InventoryItem } from '@surplus/shared';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newPage, see, waitForUrl } from './support/browser';
import { createItem, createItemWithImage, signedInBusiness, unique } from './support/data';

// The public pages come server-rendered with their data: the browser hydrates them without asking the API again,
// shows them before any script runs, and stays a client-side app after hydrating.
let browser: Browser;
let seller: Awaited<ReturnType<typeof signedInBusiness>>;
let door: InventoryItem;
let part: InventoryItem;

/**
 * API calls whose answers come with a server-rendered page (images do not: they are fetched as the page shows them,
 * nor do the filter counts: the filter panel is not in the server's markup, and counts a list only once shown).
 */
const PAGE_DATA_CALLS = [/^\/api\/user$/, /^\/api\/inventory(?!\/facets$)(\/.*)?$/, /^\/api\/businesses(\/.*)?$/];
/** What React reports when the browser's first render differs from the server's markup. */
const HYDRATION_MESSAGE = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;
const SETTLE_MS = 1_000;

interface Watch {
  /** Paths (with query) of the API calls made since the watch started. */
  apiCalls: string[];
  /** Console errors and warnings, and uncaught page errors. */
  problems: string[];
}

function watch(context: BrowserContext, page: Page): Watch {
  const seen: Watch = { apiCalls: [], problems: [] };
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.apiCalls.push(url.pathname + url.search);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.problems.push(`pageerror: ${error.message}`));
  return seen;
}

const pageDataCalls = (seen: Watch) => seen.apiCalls.filter((call) => PAGE_DATA_CALLS.some((pattern) => pattern.test(call.split('?')[0]!)));

/** Whether React has hydrated the element (it keeps its props on the DOM node it claimed). */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps$')));
    },
    selector,
  );
}

/** Loads a server-rendered page, waits for the network to go quiet and a little more, and for hydration. */
async function load(page: Page, path: string, hydratedSelector: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  await hydrated(page, hydratedSelector);
  await page.waitForTimeout(SETTLE_MS);
}

const cardLink = (item: InventoryItem) => `main a[href="/item/${item.id}"]`;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signedInBusiness({ location: 'Boise, ID' });
  const token = unique('Ssr');
  door = await createItemWithImage(seller.client, { name: `${token} Insulated door`, itemId: unique('DOOR-'), quantity: 3 });
  part = await createItem(seller.client, { name: `${token} Torsion spring`, category: 'part', itemId: unique('SPR-'), quantity: 1 });
  // Past the stream's delivery (within 2 s): no live update of these writes reaches the pages the tests open.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('a visitor on %s', (_label, viewport) => {
  test('gets /, /doors and a listing page hydrated from the page data: no API call for it, no console error or warning', async () => {
    const { context, page } = await newPage(browser, { viewport });
    const seen = watch(context, page);

    await load(page, '/', cardLink(part));
    await see(page.getByRole('heading', { level: 3, name: part.name, exact: true }));
    await see(page.getByRole('heading', { level: 3, name: door.name, exact: true }));
    await see(page.getByText('Sign in to list your inventory.'));
    expect(pageDataCalls(seen), `API calls on /: ${seen.apiCalls.join(', ')}`).toEqual([]);

    // A list with its actions' tooltips, which the server renders closed.
    await load(page, '/doors', cardLink(door));
    await see(page.getByRole('heading', { level: 1, name: 'Doors Inventory' }));
    await see(page.getByRole('button', { name: `View ${door.name}` }).first());
    // The server's markup holds the cards and the table; the layout that does not fit the screen goes once hydrated.
    await expect.poll(() => page.getByRole('table', { name: 'Inventory items' }).count()).toBe(viewport.width < 768 ? 0 : 1);
    expect(pageDataCalls(seen), `API calls on /doors: ${seen.apiCalls.join(', ')}`).toEqual([]);
    // Hydrated, the page's one tooltip shows an action's title on hover and keyboard focus, and describes the button.
    const view = page.getByRole('button', { name: `View ${door.name}` }).first();
    const tooltip = page.getByRole('tooltip');
    await view.hover();
    await see(tooltip);
    expect(await tooltip.textContent()).toBe('View');
    expect(await view.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.mouse.move(0, 0);
    await expect.poll(() => tooltip.count()).toBe(0);
    await page.keyboard.press('Shift');
    await view.focus();
    await see(tooltip);
    expect(await tooltip.textContent()).toBe('View');
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip.count()).toBe(0);
    expect(await view.getAttribute('title'), 'the title, back on the closed button').toBe('View');

    await load(page, `/item/${door.id}`, 'main h1');
    await see(page.getByRole('heading', { level: 1, name: door.name }));
    await see(page.getByText('3 units available'));
    await see(page.getByText('Boise, ID'));
    expect(pageDataCalls(seen), `API calls on /item/${door.id}: ${seen.apiCalls.join(', ')}`).toEqual([]);

    expect(seen.problems.filter((problem) => HYDRATION_MESSAGE.test(problem)), 'hydration errors').toEqual([]);
    expect(seen.problems).toEqual([]);
    await context.close();
  });

  test("gets a missing listing's 404 page hydrated as not found, without asking the API for it again", async () => {
    const { context, page } = await newPage(browser, { viewport });
    const seen = watch(context, page);
    const response = await page.goto('/item/99999999', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await hydrated(page, 'main h1');
    await page.waitForTimeout(SETTLE_MS);
    await see(page.getByRole('heading', { level: 1, name: 'Item not found' }));
    expect(pageDataCalls(seen), `API calls on /item/99999999: ${seen.apiCalls.join(', ')}`).toEqual([]);
    expect(seen.problems.filter((problem) => problem.startsWith('pageerror') || HYDRATION_MESSAGE.test(problem)), 'page and hydration errors').toEqual([]);
    await context.close();
  });

  test('sees the content before any script runs', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/item/${door.id}`);
    await see(page.getByRole('heading', { level: 1, name: door.name }));
    await see(page.getByText('3 units available'));
    await see(page.getByText(seller.fields.businessName, { exact: true }).first());
    await page.goto('/');
    await see(page.getByRole('heading', { level: 3, name: part.name, exact: true }));
    await see(page.getByRole('heading', { level: 3, name: door.name, exact: true }));
    await page.goto('/doors');
    const view = page.getByRole('button', { name: `View ${door.name}` }).first();
    await see(view);
    expect(await view.getAttribute('title'), "the View button's tooltip text").toBe('View');
    await context.close();
  });

  test('is a client-side app once hydrated: a card opens its listing without reloading the page', async () => {
    const { context, page } = await newPage(browser, { viewport });
    const seen = watch(context, page);
    await load(page, '/', cardLink(door));
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    await page.locator(cardLink(door)).first().click();
    await waitForUrl(page, `/item/${door.id}`);
    await see(page.getByRole('heading', { level: 1, name: door.name }));
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

    // And on: the listing's business, then Back.
    await page.locator(`main a[href="/business/${seller.user.id}"]`).first().click();
    await waitForUrl(page, `/business/${seller.user.id}`);
    await see(page.getByRole('heading', { name: seller.fields.businessName }).first());
    await page.goBack();
    await waitForUrl(page, `/item/${door.id}`);
    await see(page.getByRole('heading', { level: 1, name: door.name }));
    expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
    expect(seen.problems).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('a signed-in business on %s', (_label, viewport) => {
  test('gets its own view after hydration: its name in the header and a working My Listings tab', async () => {
    const business = await signedInBusiness();
    const own = await createItem(business.client, { name: `${unique('Mine')} Fire-rated door` });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const { context, page } = await newPage(browser, { viewport, as: business.client });
    const seen = watch(context, page);

    await load(page, '/', cardLink(own));
    // The page is the visitor's until hydrated; then one GET /api/user swaps in the signed-in view.
    if (viewport.width >= 768) await see(page.getByRole('banner').getByText(business.fields.businessName, { exact: true }));
    else await see(page.getByRole('link', { name: `Account settings of ${business.fields.businessName}` }));
    await see(page.getByRole('heading', { name: `Welcome back, ${business.fields.businessName}` }));
    await see(page.getByRole('tab', { name: 'My Listings' }));
    expect(seen.apiCalls.filter((call) => call === '/api/user')).toHaveLength(1);

    await page.getByRole('tab', { name: 'My Listings' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('mine') === '1');
    await see(page.getByRole('heading', { level: 3, name: own.name, exact: true }));
    await page.getByRole('heading', { level: 3, name: door.name, exact: true }).waitFor({ state: 'detached' });
    // The signed-in view comes after hydration, not during it: set while the page's own boundary was still being
    // hydrated, it would not match the visitor's markup and React would render the page again (error #418).
    expect(seen.problems.filter((problem) => problem.startsWith('pageerror') || HYDRATION_MESSAGE.test(problem)), 'page and hydration errors').toEqual([]);
    expect(seen.problems.filter((problem) => problem.startsWith('console.error')), 'console errors').toEqual([]);
    await context.close();
  });
});
