import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pricedListing, reserve } from '../../local/test/support/deals';
import { DESKTOP, gone, launchBrowser, loadWholePage, newPage, PHONE, see, seeToast, waitForUrl } from './support/browser';
import { signedInBusiness, unique } from './support/data';
import { accessible, fitsTheScreen, SCREENSHOTS, shoot } from './support/journey';
import { writeFileSync } from 'node:fs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Two browsers, a dozen round trips, two widths and two PDFs. */
const JOURNEY_TIMEOUT_MS = 180_000;

/** The pages of a PDF (each page object of its page tree). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** Leaves a review from the transfer card: `stars` of 5 and a comment; the dialog closes on success. */
async function review(page: Page, card: ReturnType<Page['getByRole']>, other: string, stars: number, comment: string) {
  await card.getByRole('button', { name: 'Leave a review' }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${other}` });
  // MUI's Rating hides its radios and shows a star in each one's label: a person clicks the star.
  const star = stars === 1 ? '1 Star' : `${stars} Stars`;
  await dialog.locator('label').filter({ hasText: star }).click();
  expect(await dialog.getByRole('radio', { name: star }).isChecked()).toBe(true);
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await gone(dialog);
}

describe('handover and impact', () => {
  test('the seller hands over part of a hold, the rest is freed, the buyer confirms, both review; the reviews, figures and chart show on both business pages, My impact prints', async () => {
    const seller = await signedInBusiness({ businessName: `${unique('Handover')} Doors` });
    const buyer = await signedInBusiness({ businessName: `${unique('Reuse')} Builders` });
    const item = await pricedListing(seller.client, 5, 20_000, { name: `${unique('Handover')} rolling steel door` });
    // The reservation itself is the deals journey's: here it is where the handover starts.
    expect((await reserve(buyer.client, item.id, 3)).status).toBe(201);

    // The seller hands over 2 of the 3 held: the third goes back on the listing.
    const sellerPage = await newPage(browser, { as: seller.client, viewport: DESKTOP });
    const sellerTab = sellerPage.page;
    await sellerTab.goto('/deals?tab=selling');
    const held = sellerTab.getByRole('list', { name: 'Holds on your listings' }).getByRole('article', { name: item.name });
    await held.getByRole('button', { name: 'Hand over' }).click();
    const handOver = sellerTab.getByRole('dialog', { name: `Hand over ${item.name}` });
    await expect.poll(() => handOver.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');
    await handOver.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await handOver.getByRole('textbox', { name: 'Note (optional)' }).fill('Loaded on your flatbed, bay 4.');
    await shoot(sellerTab, 'handover-dialog');
    await handOver.getByRole('button', { name: 'Hand over' }).click();
    await seeToast(sellerTab, 'Handed over');
    await see(held.getByText('Handed over'));
    const after = await seller.client.get<{ quantity: number; heldQuantity: number; availableQuantity: number }>(`/api/inventory/item/${item.id}`);
    expect(after.json).toMatchObject({ quantity: 3, heldQuantity: 0, availableQuantity: 3, transferredQuantity: 2 });
    const handedOut = sellerTab.getByRole('list', { name: 'Transfers from you' }).getByRole('article').filter({ hasText: item.name });
    await see(handedOut.getByText('Awaiting confirmation'));

    // The buyer confirms receipt on Deals.
    const buyerPage = await newPage(browser, { as: buyer.client, viewport: DESKTOP });
    const buyerTab = buyerPage.page;
    await buyerTab.goto('/deals');
    const received = buyerTab.getByRole('list', { name: 'Transfers to you' }).getByRole('article').filter({ hasText: item.name });
    await see(received.getByText('Loaded on your flatbed, bay 4.'));
    await shoot(buyerTab, 'handover-to-confirm');
    await accessible(buyerTab);
    await received.getByRole('button', { name: 'Confirm received' }).click();
    await seeToast(buyerTab, 'Receipt confirmed');
    await see(received.getByText('Confirmed'));

    // Both review: each stays hidden until the other has reviewed too.
    await review(buyerTab, received, seller.fields.businessName, 4, 'Doors exactly as listed, easy pickup.');
    await seeToast(buyerTab, 'Review sent');
    await see(received.getByText(/^Review sent: it appears when both of you have reviewed/));
    const sellerReviews = (await seller.client.get<{ count: number }>(`/api/businesses/${seller.user.id}/reviews`)).json;
    expect(sellerReviews.count).toBe(0);
    await sellerTab.reload();
    await see(handedOut.getByText('Confirmed'));
    await review(sellerTab, handedOut, buyer.fields.businessName, 5, 'Paid on the spot, on time.');
    // The toast of this review and the live notice of the buyer's review, now public, replace each other: the card is what stays.
    await see(handedOut.getByText('Review published.'));
    // Both reviewed: both are published at once.
    expect((await seller.client.get<{ count: number }>(`/api/businesses/${seller.user.id}/reviews`)).json.count).toBe(1);
    await shoot(sellerTab, 'handover-deals');
    await accessible(sellerTab);

    // The seller's page: its reviews, its impact (2 doors x 25 kg, confirmed) and the chart.
    await buyerTab.goto(`/business/${seller.user.id}`);
    await see(buyerTab.getByRole('heading', { level: 2, name: 'Kept out of landfill' }));
    const asSeller = buyerTab.getByRole('region', { name: 'As seller' });
    await see(asSeller.getByText('50 kg'));
    // The reviews load as their section nears the screen.
    await buyerTab.getByRole('heading', { level: 2, name: 'Reviews' }).scrollIntoViewIfNeeded();
    await see(buyerTab.getByText('Doors exactly as listed, easy pickup.'));
    await see(buyerTab.getByText('4.0 out of 5'));
    const chart = buyerTab.getByRole('figure', { name: /Kilograms kept out of landfill by month/ });
    await chart.scrollIntoViewIfNeeded();
    await see(chart.locator('svg').first());
    await loadWholePage(buyerTab);
    await shoot(buyerTab, 'business-impact');
    await accessible(buyerTab);

    // The buyer's page: what it received, and the seller's review of it; the buyer replies to nothing of its own.
    await sellerTab.goto(`/business/${buyer.user.id}`);
    await see(sellerTab.getByRole('region', { name: 'As buyer' }).getByText('50 kg'));
    await sellerTab.getByRole('heading', { level: 2, name: 'Reviews' }).scrollIntoViewIfNeeded();
    await see(sellerTab.getByText('Paid on the spot, on time.'));

    // The seller replies to the buyer's review on its own page.
    await sellerTab.goto(`/business/${seller.user.id}`);
    await sellerTab.getByRole('heading', { level: 2, name: 'Reviews' }).scrollIntoViewIfNeeded();
    await sellerTab.getByRole('button', { name: 'Reply' }).click();
    await sellerTab.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, come again.');
    await sellerTab.getByRole('button', { name: 'Post reply' }).click();
    await seeToast(sellerTab, 'Reply posted');
    await see(sellerTab.getByText('Thank you, come again.'));

    // The home page: the confirmed total beside the listed estimate.
    await buyerTab.goto('/');
    const market = buyerTab.getByRole('group', { name: 'Marketplace impact' });
    await see(market.getByText('kept out of landfill, confirmed by buyers'));
    await see(market.getByText('listed now, estimated'));

    // My impact: the figures, the CSV and the print layout, one page of A4 or Letter.
    await sellerTab.getByRole('link', { name: 'My impact' }).first().click();
    await waitForUrl(sellerTab, '/impact');
    await see(sellerTab.getByRole('heading', { level: 1, name: 'My impact' }));
    await see(sellerTab.getByRole('region', { name: 'As seller' }).getByText('50 kg'));
    const csv = await seller.client.get<string>('/api/transfers/export');
    expect(csv.text.split('\r\n')[0]).toBe('date,listing,counterparty,role,category,quantity,kgPerUnit,kg,status');
    expect(csv.text).toContain(`${item.name},${buyer.fields.businessName},seller,door,2,25,50,confirmed`);
    // My impact loads its chart at once, unscrolled, so Print always has it.
    await see(sellerTab.getByRole('figure', { name: /Kilograms kept out of landfill by month/ }).locator('svg').first());
    await sellerTab.emulateMedia({ media: 'print' });
    expect(await sellerTab.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await sellerTab.getByRole('link', { name: 'Deals' }).first().isVisible()).toBe(false);
    await see(sellerTab.getByRole('table'));
    await shoot(sellerTab, 'my-impact-print');
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await sellerTab.pdf({ format, printBackground: true });
      writeFileSync(`${SCREENSHOTS}my-impact-${format}.pdf`, pdf);
      expect(pageCount(pdf), format).toBeLessThanOrEqual(2);
    }
    await sellerTab.emulateMedia({ media: 'screen' });
    await shoot(sellerTab, 'my-impact');
    await accessible(sellerTab);

    // On a phone: the transfer on Deals, My impact and the business page fit the screen.
    const phone = await newPage(browser, { as: seller.client, viewport: PHONE });
    for (const path of ['/deals?tab=selling', '/impact', `/business/${seller.user.id}`]) {
      await phone.page.goto(path);
      await see(phone.page.getByRole('heading', { level: 1 }));
      await fitsTheScreen(phone.page);
    }
    // A full-page picture: the chart and the reviews load as they near the screen.
    await loadWholePage(phone.page);
    await shoot(phone.page, 'business-impact');
    await phone.page.goto('/impact');
    await see(phone.page.getByRole('region', { name: 'As seller' }).getByText('50 kg'));
    await fitsTheScreen(phone.page);
    await shoot(phone.page, 'my-impact');
    await accessible(phone.page);

    for (const { context } of [sellerPage, buyerPage, phone]) await context.close();
  }, JOURNEY_TIMEOUT_MS);
});
