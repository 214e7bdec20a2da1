import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiClient } from '../../local/src/api-client';
import { DESKTOP, launchBrowser, loadWholePage, newContext, PHONE, see } from './support/browser';

/** The spec's 768 px breakpoint itself, and the narrowest phone. */
const WIDTHS = [DESKTOP, { width: 768, height: 1024 }, PHONE, { width: 320, height: 640 }];
import { createItem, createItemWithImage, signedInBusiness, unique } from './support/data';

/** Every main page in one test, each loaded, hydrated and settled: more than one journey's time. */
const PAGES_TIMEOUT_MS = 180_000;

/** git-ignored; one PNG per page and width, e.g. screenshots/inventory-1280.png. */
const SCREENSHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for the page's own content and for every skeleton (lists, stats, images) to be gone, then shoots the whole page. */
async function shoot(page: Page, path: string, name: string, ready: (page: Page) => Locator, width: number) {
  await page.goto(path);
  await see(ready(page));
  await loadWholePage(page);
  // Lazy images below the fold would never load for a full-page shot: load them now, giving each at most 3 s.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
      }),
    ),
  );
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true, animations: 'disabled' });
}

type Shot = { path: string; name: string; ready: (page: Page) => Locator; signedIn?: boolean };

describe('screenshots of every main page', () => {
  let client: ApiClient;
  let pages: Shot[];
  beforeAll(async () => {
    const lakeside = await signedInBusiness({ businessName: 'Lakeside Door Supply', location: 'Tulsa, OK' });
    client = lakeside.client;
    const other = await signedInBusiness({ businessName: 'Northgate Overhead Doors', location: 'Omaha, NE' });
    const door = await createItemWithImage(client, { name: 'Insulated roll-up door 3x3 m', itemId: unique('LDS-D-'), quantity: 4 }, [190, 70, 40]);
    await createItemWithImage(client, { name: 'Torsion spring pair', category: 'part', itemId: unique('LDS-P-'), quantity: 12, description: 'Pair of 32 inch torsion springs, unused' }, [70, 120, 60]);
    await createItemWithImage(other.client, { name: 'Fire-rated steel door', itemId: unique('NG-D-'), quantity: 1 }, [90, 90, 160]);
    const fire = await createItem(other.client, { name: 'Fire-rated door, 90 min', itemId: unique('NG-F-'), quantity: 3 });
    const thread = await client.post<{ id: string }>('/api/inquiries', { itemId: fire.id, message: 'Hello,\n\nIs the fire-rated door still available? We could pick it up on Friday.\n\nThank you.' });
    await other.client.post(`/api/inquiries/${thread.json.id}/messages`, { message: 'Yes, all three are here. Friday after 9 works.' });
    await createItem(other.client, { name: 'Door opener motor', category: 'part', itemId: unique('NG-P-'), quantity: 2, description: 'Chain drive opener, 3/4 HP, in its box' });

    const heading = (name: string) => (page: Page) => page.getByRole('heading', { name }).first();
    pages = [
      { path: '/', name: 'home', ready: heading(door.name) },
      { path: '/', name: 'home-signed-in', ready: heading(`Welcome back, ${lakeside.fields.businessName}`), signedIn: true },
      { path: '/inventory', name: 'inventory', ready: heading('Surplus Inventory') },
      { path: '/doors', name: 'doors', ready: heading('Doors Inventory') },
      { path: '/parts', name: 'parts', ready: heading('Parts Inventory') },
      { path: '/my-inventory', name: 'my-inventory', ready: heading('My Inventory'), signedIn: true },
      { path: '/saved', name: 'saved', ready: heading('Saved'), signedIn: true },
      { path: '/notifications', name: 'notifications', ready: heading('Notifications'), signedIn: true },
      { path: '/inbox', name: 'inbox', ready: heading('Inbox'), signedIn: true },
      { path: '/account', name: 'account', ready: heading('Account'), signedIn: true },
      { path: `/inbox/${thread.json.id}`, name: 'conversation', ready: heading(fire.name), signedIn: true },
      { path: `/item/${door.id}`, name: 'item', ready: heading(door.name) },
      { path: `/business/${lakeside.user.id}`, name: 'business', ready: heading(lakeside.fields.businessName) },
      { path: '/add-inventory', name: 'add-inventory', ready: heading('Add New Inventory Item'), signedIn: true },
      { path: '/auth', name: 'auth', ready: heading('Welcome back') },
      { path: '/forgot-password', name: 'forgot-password', ready: heading('Forgot your password?') },
      { path: '/reset-password', name: 'reset-password', ready: (page) => page.getByText('Missing Reset Token') },
      { path: '/unsubscribe?token=1.not-a-signature', name: 'unsubscribe', ready: (page) => page.getByText('Could not unsubscribe') },
      { path: '/no-such-page', name: 'not-found', ready: heading('404 Page Not Found') },
    ];
  });

  test.each(WIDTHS)('at $width px', async (viewport) => {
    const visitor = await newContext(browser, { viewport });
    const owner = await newContext(browser, { viewport, as: client });
    const [visitorPage, ownerPage] = await Promise.all([visitor.newPage(), owner.newPage()]);
    for (const { path, name, ready, signedIn } of pages) {
      await shoot(signedIn ? ownerPage : visitorPage, path, name, ready, viewport.width);
    }
    await Promise.all([visitor.close(), owner.close()]);
    expect(pages).toHaveLength(19);
  }, PAGES_TIMEOUT_MS);
});
