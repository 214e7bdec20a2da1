import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, mailTo, newPage, PHONE, see, seeToast, waitForUrl } from './support/browser';
import { createItem, signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('inquiries', () => {
  test('a buyer asks about a listing, the seller reads and replies in a second browser, and the buyer sees the reply live', async () => {
    const seller = await signedInBusiness({ businessName: `${unique('Seller')} Doors` });
    const buyer = await signedInBusiness({ businessName: `${unique('Buyer')} Builders` });
    const item = await createItem(seller.client, { name: `${unique('Ask')} insulated door` });

    const buyerPage = await newPage(browser, { as: buyer.client });
    await buyerPage.page.goto(`/item/${item.id}`);
    await buyerPage.page.getByRole('button', { name: 'Ask the seller' }).click();
    const dialog = buyerPage.page.getByRole('dialog', { name: `Ask ${seller.fields.businessName}` });
    const message = dialog.getByRole('textbox', { name: 'Message' });
    // Prefilled like the Contact Business e-mail.
    await expect.poll(() => message.inputValue()).toContain(`I saw your listing "${item.name}"`);
    await message.fill('Is it still available? <script>alert(1)</script>');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await seeToast(buyerPage.page, 'Message sent');

    // The seller's e-mail links to the conversation.
    const mail = await mailTo(seller.fields.email);
    const link = new URL(/https?:\/\/\S+\/inbox\/\S+/.exec(mail.text ?? '')![0]);

    const sellerPage = await newPage(browser, { as: seller.client, viewport: PHONE });
    await sellerPage.page.goto('/inbox');
    await see(sellerPage.page.getByRole('link', { name: new RegExp(buyer.fields.businessName) }));
    await see(sellerPage.page.getByText('New', { exact: true }));
    await sellerPage.page.goto(link.pathname);
    // Shown as text, never as markup.
    await see(sellerPage.page.getByText('Is it still available? <script>alert(1)</script>'));

    // The buyer waits in the conversation while the seller replies.
    await buyerPage.page.goto('/inbox');
    await buyerPage.page.getByRole('link', { name: new RegExp(seller.fields.businessName) }).click();
    await waitForUrl(buyerPage.page, link.pathname);
    await see(buyerPage.page.getByRole('heading', { level: 1, name: item.name }));

    await sellerPage.page.getByRole('textbox', { name: 'Reply' }).fill('Yes, it is. Pick-up on weekdays.');
    await sellerPage.page.getByRole('button', { name: 'Send' }).click();
    await see(sellerPage.page.getByRole('list', { name: 'Messages' }).getByText('Yes, it is. Pick-up on weekdays.'));
    await expect.poll(() => sellerPage.page.getByRole('textbox', { name: 'Reply' }).inputValue()).toBe('');

    await see(buyerPage.page.getByRole('list', { name: 'Messages' }).getByText('Yes, it is. Pick-up on weekdays.'));
    await seeToast(buyerPage.page, `New message from ${seller.fields.businessName}`);
    // Read in the open conversation: the bell has nothing unread.
    await see(buyerPage.page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }));

    for (const { context } of [buyerPage, sellerPage]) await context.close();
  });

  test('a visitor who asks the seller is sent to sign in', async () => {
    const seller = await signedInBusiness();
    const item = await createItem(seller.client);
    const { context, page } = await newPage(browser);
    await page.goto(`/item/${item.id}`);
    await page.getByRole('button', { name: 'Ask the seller' }).click();
    await seeToast(page, 'Authentication required');
    await waitForUrl(page, '/auth');
    await context.close();
  });
});
