import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { launchBrowser, mailTo, newPage, resetLinkIn, see, seeToast, waitForUrl } from './support/browser';
import { signedInBusiness, unique } from './support/data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });

async function signInThroughForm(page: Page, username: string, password: string) {
  const form = signInForm(page);
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('accounts', () => {
  test('a business registers on the Register tab, after fixing a mismatched confirmation', async () => {
    const username = unique('reg');
    const businessName = `${username} Overhead Doors`;
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await see(page.getByRole('heading', { name: 'Create your business account' }));
    const form = page.getByRole('form', { name: 'Register' });
    await form.locator('input[name="businessName"]').fill(businessName);
    await form.locator('input[name="username"]').fill(username);
    await form.locator('input[name="email"]').fill(`${username}@example.test`);
    await form.locator('input[name="location"]').fill('Austin, TX');
    await form.locator('input[name="password"]').fill('correct-horse-1');
    await form.locator('input[name="confirmPassword"]').fill('correct-horse-2');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await see(form.getByText('Passwords do not match'));

    await form.locator('input[name="confirmPassword"]').fill('correct-horse-1');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await seeToast(page, 'Registration successful', `Welcome, ${businessName}!`);
    await waitForUrl(page, '/');
    await see(page.getByRole('heading', { name: `Welcome back, ${businessName}` }));
    for (const label of ['Total Doors', 'Total Parts', 'My Inventory', 'Active Businesses']) {
      await see(page.getByRole('main').getByText(label, { exact: true }));
    }
    await see(page.getByRole('button', { name: 'List New Item' }));
    await see(page.getByRole('banner').getByText(businessName));
    await context.close();
  });

  test('a business signs in, then signs out from the header', async () => {
    const { fields } = await signedInBusiness();
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForUrl(page, '/auth');
    await signInThroughForm(page, fields.username, fields.password);
    await seeToast(page, 'Login successful', `Welcome back, ${fields.businessName}!`);
    await waitForUrl(page, '/');
    await see(page.getByRole('heading', { name: `Welcome back, ${fields.businessName}` }));

    // Sign out from another page: it comes back to /.
    await page.goto('/doors');
    await see(page.getByRole('heading', { name: 'Doors Inventory' }));
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await seeToast(page, 'Signed out', 'You have been successfully signed out');
    await waitForUrl(page, '/');
    await see(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }));
    await see(page.getByText('Sign in to list your inventory.'));
    await context.close();
  });

  test('a visitor choosing My Listings or the add button is sent to sign in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('tab', { name: 'My Listings' }).click();
    await seeToast(page, 'Authentication required', 'You must be signed in to view your inventory items.');
    await waitForUrl(page, '/auth');
    await see(signInForm(page));

    await page.getByRole('button', { name: 'Back to Home' }).click();
    await waitForUrl(page, '/');
    await page.getByRole('button', { name: 'Sign In to List Items' }).click();
    await waitForUrl(page, '/auth');
    await see(page.getByRole('tab', { name: 'Sign In' }));
    await context.close();
  });

  test('a business resets a forgotten password with the e-mailed link and signs in with the new one', async () => {
    const { fields } = await signedInBusiness();
    const { context, page } = await newPage(browser);
    await page.goto('/auth');
    await signInForm(page).getByRole('link', { name: 'Forgot password?' }).click();
    await waitForUrl(page, '/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(fields.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await see(page.getByRole('status').getByText('If your email is registered, you will receive a reset link shortly.'));

    const link = new URL(resetLinkIn(await mailTo(fields.email)));
    await page.goto(`${link.pathname}${link.search}`);
    await see(page.getByRole('heading', { name: 'Reset your password' }));
    await page.locator('input[name="password"]').fill('new-secret-42');
    await page.locator('input[name="confirmPassword"]').fill('new-secret-42');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await see(page.getByText('Password has been reset successfully.'));
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await waitForUrl(page, '/auth');

    await signInThroughForm(page, fields.username, fields.password);
    await seeToast(page, 'Login failed');
    await signInThroughForm(page, fields.username, 'new-secret-42');
    await seeToast(page, 'Login successful', `Welcome back, ${fields.businessName}!`);
    await waitForUrl(page, '/');
    await context.close();
  });
});
