import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { ApiClient } from '../../../local/src/api-client';
import { readOutbox, linksIn, type OutboxMessage } from '../../../local/src/outbox';
import { rollUpDoorPng, type Rgb } from '../../../local/src/seed/png';

export { launchBrowser } from './chromium';
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;
/** How long one expectation waits for the page (generous: the CI machine has two cores). */
const WAIT_MS = 20_000;

/** A fresh browser profile (own cookies and storage) on the shared runtime; signed in as `client`'s business when given. */
export async function newContext(browser: Browser, options: { viewport?: { width: number; height: number }; as?: ApiClient } = {}) {
  const baseURL = inject('baseUrl');
  const viewport = options.viewport ?? DESKTOP;
  const context = await browser.newContext({ baseURL, viewport, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  context.on('page', waitForReadyOnLoad);
  if (options.as) {
    // The API client's session cookie is the browser's session: no sign-in form where the journey isn't about signing in.
    await context.addCookies([...options.as.cookies].map(([name, value]) => ({ name, value, url: baseURL })));
  }
  return context;
}

/**
 * A server-rendered page shows its controls before its scripts have run: a click or a keystroke then does nothing.
 * A journey acts as a person would once the page answers: after each load of an app page, wait for the app's
 * ready mark (set once the page is hydrated, or rendered in the browser).
 */
function waitForReadyOnLoad(page: Page): void {
  const ready = async <T>(loading: Promise<T>): Promise<T> => {
    const result = await loading;
    const response = result as { headers(): Record<string, string> } | null;
    if (response && /text\/html/.test(response.headers()['content-type'] ?? '')) {
      await page.waitForFunction(() => 'ready' in document.documentElement.dataset);
    }
    return result;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  page.goto = (url, options) => ready(goto(url, options));
  page.reload = (options) => ready(reload(options));
  // A step through history answers a response only when it loads a document (one from before a reload).
  page.goBack = (options) => ready(goBack(options));
  page.goForward = (options) => ready(goForward(options));
}

export async function newPage(browser: Browser, options: Parameters<typeof newContext>[1] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  return { context, page: await context.newPage() };
}

/** Waits until the locator is visible (the first match when several are). */
export async function see(locator: Locator): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible' });
  return locator;
}

/**
 * Waits until the page's lists and figures have loaded: no skeleton is left on screen. Pictures further down stay
 * skeletons until they come near the screen, as for a reader.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiSkeleton-root')].every((skeleton) => {
      const box = skeleton.getBoundingClientRect();
      return skeleton.getAttribute('aria-label') === 'Loading image' && (box.height === 0 || box.top > window.innerHeight || box.bottom < 0);
    }),
  );
}

/**
 * Scrolls through the page as a reader would (pictures are asked for once near the screen), back to the top, and
 * waits until no skeleton is left anywhere on it.
 */
export async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // A picture is asked for once its frame is near the screen: on a busy machine the scroll above can pass a frame
  // before its observer fires, so each one still loading is brought into view until none is left.
  await page.waitForFunction(() => {
    const loading = document.querySelector('.MuiSkeleton-root[aria-label="Loading image"]');
    loading?.scrollIntoView({ block: 'center' });
    return !loading && document.querySelectorAll('.MuiSkeleton-root').length === 0;
  }, undefined, { polling: 250 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until nothing matches the locator any more (or nothing matching is visible). */
export async function gone(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden' });
}

/** The toasts in the notification region (F8), which stays in the accessibility tree while a dialog is open. */
export const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]').locator('[role="alert"], [role="status"]');

export async function seeToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = toasts(page).filter({ hasText: title });
  await see(toast);
  if (description) await see(toast.getByText(description));
}

export async function waitForUrl(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search)));
}

/** Types a listing into the open add form (the add page or the List New Item dialog). */
export async function fillItem(page: Page, item: { name: string; itemId: string; description: string; quantity: string }) {
  await page.getByRole('textbox', { name: 'Item Name' }).fill(item.name);
  await page.getByRole('textbox', { name: 'Item ID/SKU' }).fill(item.itemId);
  await page.getByRole('textbox', { name: 'Description' }).fill(item.description);
  await page.getByRole('spinbutton', { name: 'Quantity Available' }).fill(item.quantity);
}

/** A roll-up door PNG written to a temp file, for file inputs. */
export function pngFile(color: Rgb = [180, 90, 40], open = 0.4): string {
  const dir = mkdtempSync(join(tmpdir(), 'surplus-e2e-'));
  const path = join(dir, `door-${color.join('-')}.png`);
  writeFileSync(path, rollUpDoorPng(color, open));
  return path;
}

/** The newest message to `email` in the local outbox, waiting for it to arrive. */
export async function mailTo(email: string, timeoutMs = WAIT_MS): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = (await readOutbox(inject('dataDir'))).find((candidate) => candidate.to.includes(email));
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`No mail to ${email} in the outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const resetLinkIn = (message: OutboxMessage) => {
  const link = linksIn(`${message.text ?? ''}\n${message.html ?? ''}`).find((candidate) => candidate.includes('/reset-password?token='));
  if (!link) throw new Error(`No reset link in "${message.subject}"`);
  return link;
};
