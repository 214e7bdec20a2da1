import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, see, seeToast, toasts, waitForUrl } from './support/browser';
import { accessible, fitsTheScreen, shoot } from './support/journey';
import { createItem, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The days of a countdown ('6d 23h left'). */
async function daysLeft(card: Locator): Promise<number> {
  const text = (await card.getByRole('timer').textContent()) ?? '';
  const match = /^(\d+)d /.exec(text);
  if (!match) throw new Error(`not a countdown in days: "${text}"`);
  return Number(match[1]);
}

/** Three browsers, two widths and a dozen round trips: more than one page's journey takes. */
const JOURNEY_TIMEOUT_MS = 180_000;

describe('deals', () => {
  test('a buyer offers on a negotiable door, the seller counters, the buyer accepts; the hold is extended, then released', async () => {
    const seller = await signedInBusiness({ businessName: `${unique('Seller')} Doors` });
    const buyer = await signedInBusiness({ businessName: `${unique('Buyer')} Builders` });
    const item = await createItem(seller.client, { name: `${unique('Deal')} sectional door`, quantity: 5, priceMode: 'negotiable', unitPriceCents: 15_000 });
    // The listing page is this runtime's first rendered page: its renderer's cold start stays out of the browser's page-load wait.
    expect((await buyer.client.get(`/item/${item.id}`)).status).toBe(200);

    // The buyer offers from the listing page.
    const buyerPage = await newPage(browser, { as: buyer.client, viewport: DESKTOP });
    const buyerTab = buyerPage.page;
    await buyerTab.goto(`/item/${item.id}`);
    await see(buyerTab.getByText('$150 each or offer'));
    await buyerTab.getByRole('button', { name: 'Make an offer' }).click();
    const offerDialog = buyerTab.getByRole('dialog', { name: 'Make an offer' });
    await offerDialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    const price = offerDialog.getByRole('textbox', { name: 'Unit price' });
    await expect.poll(() => price.inputValue()).toBe('150');
    await price.fill('120');
    await offerDialog.getByRole('textbox', { name: 'Message (optional)' }).fill('We can collect on Friday.');
    await see(offerDialog.getByText('Total: $240'));
    await shoot(buyerTab, 'deals-offer-dialog');
    await accessible(buyerTab);
    await offerDialog.getByRole('button', { name: 'Send offer' }).click();
    await seeToast(buyerTab, 'Offer sent');
    await toasts(buyerTab).getByRole('button', { name: 'Open conversation' }).click();
    await waitForUrl(buyerTab, /^\/inbox\/[^/]+$/);
    const threadPath = new URL(buyerTab.url()).pathname;
    const buyerOffers = buyerTab.getByRole('list', { name: 'Offers' });
    await see(buyerOffers.getByRole('article', { name: 'Your offer' }).getByRole('button', { name: 'Withdraw' }));

    // The seller counters in the same conversation.
    const sellerPage = await newPage(browser, { as: seller.client, viewport: DESKTOP });
    const sellerTab = sellerPage.page;
    await sellerTab.goto('/inbox');
    await sellerTab.getByRole('link', { name: new RegExp(buyer.fields.businessName) }).click();
    await waitForUrl(sellerTab, threadPath);
    const received = sellerTab.getByRole('list', { name: 'Offers' }).getByRole('article', { name: `Offer from ${buyer.fields.businessName}` });
    await see(received.getByText('We can collect on Friday.'));
    await see(received.getByText('$240'));
    // The offer's own line among the messages.
    await see(sellerTab.getByRole('list', { name: 'Messages' }).locator('[data-event]').first());
    await received.getByRole('button', { name: 'Counter' }).click();
    const counterDialog = sellerTab.getByRole('dialog', { name: 'Counter-offer' });
    await expect.poll(() => counterDialog.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2');
    await counterDialog.getByRole('textbox', { name: 'Unit price' }).fill('135');
    await see(counterDialog.getByText('Total: $270'));
    await counterDialog.getByRole('button', { name: 'Send counter-offer' }).click();
    await seeToast(sellerTab, 'Counter-offer sent');
    await see(received.getByText('Countered'));
    await see(sellerTab.getByRole('list', { name: 'Offers' }).getByRole('article', { name: 'Your offer' }).getByRole('button', { name: 'Withdraw' }));
    await shoot(sellerTab, 'deals-conversation');
    await accessible(sellerTab);

    // The buyer, still in the conversation, sees the counter-offer arrive and accepts it.
    const counter = buyerOffers.getByRole('article', { name: `Offer from ${seller.fields.businessName}` });
    await see(counter.getByText('$270'));
    await see(buyerOffers.getByRole('article', { name: 'Your offer' }).getByText('Countered'));
    await counter.getByRole('button', { name: 'Accept' }).click();
    await seeToast(buyerTab, 'Offer accepted');
    await see(counter.getByText('Accepted'));
    const threadHold = buyerTab.getByRole('list', { name: 'Holds' }).getByRole('article');
    await see(threadHold.getByText('2 units × $135 = $270'));
    await see(threadHold.getByRole('timer'));

    // Both see the hold on Deals: the buyer under Buying, the seller under Selling.
    await buyerTab.goto('/deals');
    const bought = buyerTab.getByRole('list', { name: 'Holds for you' }).getByRole('article', { name: item.name });
    await see(bought.getByText(`Seller: ${seller.fields.businessName}`));
    await see(bought.getByText('On hold'));
    await expect.poll(() => daysLeft(bought)).toBe(6);
    expect(await bought.getByRole('button', { name: 'Extend' }).count()).toBe(0);

    await sellerTab.goto('/deals');
    await sellerTab.getByRole('tab', { name: 'Selling' }).click();
    await waitForUrl(sellerTab, /^\/deals\?tab=selling$/);
    const sold = sellerTab.getByRole('list', { name: 'Holds on your listings' }).getByRole('article', { name: item.name });
    await see(sold.getByText(`Buyer: ${buyer.fields.businessName}`));
    await see(sold.getByRole('link', { name: item.name }));

    // The seller gives three more days.
    await sold.getByRole('button', { name: 'Extend' }).click();
    const extendDialog = sellerTab.getByRole('dialog', { name: 'Extend the hold' });
    await extendDialog.getByRole('spinbutton', { name: 'Extra days' }).fill('3');
    await extendDialog.getByRole('button', { name: 'Extend' }).click();
    await seeToast(sellerTab, 'Hold extended');
    await expect.poll(() => daysLeft(sold)).toBe(9);
    await shoot(sellerTab, 'deals');
    await accessible(sellerTab);
    // The buyer's Deals page hears of it.
    await expect.poll(() => daysLeft(bought)).toBe(9);

    // The buyer's Deals page and the conversation on a phone, while the hold is on.
    const phone = await newPage(browser, { as: buyer.client, viewport: PHONE });
    await phone.page.goto(`/item/${item.id}`);
    await see(phone.page.getByRole('button', { name: 'Reserve' }));
    await fitsTheScreen(phone.page);
    await shoot(phone.page, 'deals-listing');
    await phone.page.goto('/deals');
    await see(phone.page.getByRole('list', { name: 'Holds for you' }).getByRole('article', { name: item.name }).getByRole('button', { name: 'Release' }));
    await fitsTheScreen(phone.page);
    await shoot(phone.page, 'deals');
    await accessible(phone.page);
    await phone.page.goto(threadPath);
    await see(phone.page.getByRole('list', { name: 'Holds' }).getByRole('timer'));
    await see(phone.page.getByRole('list', { name: 'Offers' }).getByRole('article').first());
    await fitsTheScreen(phone.page);
    await shoot(phone.page, 'deals-conversation');
    await accessible(phone.page);

    // The buyer releases it after confirming; the units are back on the listing.
    await bought.getByRole('button', { name: 'Release' }).click();
    const releaseDialog = buyerTab.getByRole('dialog', { name: 'Release this hold?' });
    await releaseDialog.getByRole('button', { name: 'Release' }).click();
    await seeToast(buyerTab, 'Hold released');
    await see(bought.getByText('Released'));
    expect(await bought.getByRole('button', { name: 'Release' }).count()).toBe(0);
    await see(sold.getByText('Released'));
    const after = await seller.client.get<{ availableQuantity: number; heldQuantity: number }>(`/api/inventory/item/${item.id}`);
    expect(after.json).toMatchObject({ availableQuantity: 5, heldQuantity: 0 });

    for (const { context } of [buyerPage, sellerPage, phone]) await context.close();
  }, JOURNEY_TIMEOUT_MS);
});
