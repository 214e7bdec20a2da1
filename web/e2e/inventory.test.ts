import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillItem, gone, launchBrowser, newPage, pngFile, see, seeToast, waitForUrl } from './support/browser';
import { createItem, signedInBusiness, unique } from './support/data';

let browser: Browser;
let photo: string;
beforeAll(async () => {
  browser = await launchBrowser();
  photo = pngFile([40, 110, 170], 0.5);
});
afterAll(async () => {
  await browser?.close();
  if (photo) rmSync(dirname(photo), { recursive: true, force: true });
});

const SPECS = `12' x 14' · sectional · insulated`;

const row = (page: Page, name: string) => page.getByRole('row', { name: `${name}: open details` });

/** Sets the photo on the (hidden) file input and waits for the upload and its preview. */
async function choosePhoto(page: Page) {
  await page.locator('input[type="file"]').setInputFiles(photo);
  await seeToast(page, 'Image uploaded', 'The image has been successfully uploaded');
  await see(page.getByRole('img', { name: 'Selected image preview' }));
  await see(page.getByRole('button', { name: 'Replace Image' }));
}

async function expectUploadedImage(page: Page, image: ReturnType<Page['locator']>) {
  await see(image);
  // The WebP thumbnail, or the PNG itself while the thumbnail is still being made (both 480 px wide).
  expect(await image.getAttribute('src')).toMatch(/^data:image\/(webp|png);base64,/);
  // Decoded and drawn, not a broken image.
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(480);
}

describe('a business managing its inventory', () => {
  test('adds an item with a photo on the add page and finds it with its image in My Inventory', async () => {
    const { client } = await signedInBusiness();
    const { context, page } = await newPage(browser, { as: client });
    const item = { name: `${unique('Page')} Sectional door`, itemId: unique('SEC-'), description: 'White sectional door, 2.5 m wide, with tracks', quantity: '3' };

    await page.goto('/add-inventory');
    await see(page.getByRole('heading', { name: 'Add New Inventory Item' }));
    await page.getByRole('radio', { name: 'Door' }).check();
    await fillItem(page, item);
    // The specs: sizes typed in feet and inches, shown back as 12' 0" once the field is left.
    await page.getByRole('combobox', { name: 'Door type' }).selectOption('sectional');
    await page.getByRole('textbox', { name: 'Width' }).fill(`12'`);
    await page.getByRole('textbox', { name: 'Height' }).fill('14ft 0in');
    await page.getByRole('textbox', { name: 'Height' }).blur();
    expect(await page.getByRole('textbox', { name: 'Height' }).inputValue()).toBe(`14' 0"`);
    await page.getByRole('checkbox', { name: 'Insulated' }).check();
    await page.getByRole('spinbutton', { name: 'R-value' }).fill('12');
    await page.getByRole('tab', { name: 'Upload' }).click();
    await choosePhoto(page);
    await page.getByRole('button', { name: 'Add Inventory Item' }).click();
    await seeToast(page, 'Item added', 'The new inventory item has been successfully added');
    // The form resets for the next item.
    await see(page.getByRole('textbox', { name: 'Item Name' }));
    expect(await page.getByRole('textbox', { name: 'Item Name' }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'View Inventory' }).click();
    await waitForUrl(page, '/my-inventory');
    await see(row(page, item.name));
    await see(row(page, item.name).getByText('Has image'));
    await see(row(page, item.name).getByText('3 units'));
    await expectUploadedImage(page, row(page, item.name).locator('img'));
    await see(row(page, item.name).getByText(SPECS));

    // The spec line on its card, and each spec on the item page's Specifications tab.
    await page.goto('/');
    await page.getByRole('tab', { name: 'My Listings' }).click();
    const card = page.getByRole('link').filter({ has: page.getByRole('heading', { level: 3, name: item.name }) });
    await see(card.getByText(SPECS));
    await card.click();
    await see(page.getByRole('heading', { level: 1, name: item.name }));
    await page.getByRole('tab', { name: 'Specifications' }).click();
    const specs = page.getByRole('table', { name: 'Specifications' });
    await see(specs.getByRole('row', { name: 'Door Type Sectional' }));
    await see(specs.getByRole('row', { name: `Width 12' 0" (144 in)` }));
    await see(specs.getByRole('row', { name: `Height 14' 0" (168 in)` }));
    await see(specs.getByRole('row', { name: 'Insulated Yes' }));
    await see(specs.getByRole('row', { name: 'R-Value 12' }));
    await context.close();
  });

  test('adds an item with a photo through the List New Item dialog', async () => {
    const { client } = await signedInBusiness();
    const { context, page } = await newPage(browser, { as: client });
    const item = { name: `${unique('Dialog')} Spring set`, itemId: unique('SPR-'), description: 'Pair of torsion springs, never installed', quantity: '2' };

    await page.goto('/');
    await page.getByRole('button', { name: 'List New Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Inventory Item' });
    await see(dialog);
    await dialog.getByRole('radio', { name: 'Part' }).check();
    await fillItem(page, item);
    await dialog.getByRole('tab', { name: 'Upload Image' }).click();
    await see(dialog.getByText('PNG, JPG, GIF up to 5MB'));
    await choosePhoto(page);
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await seeToast(page, 'Item added', 'The new inventory item has been successfully added');
    await gone(dialog);

    // The new card, with its photo, on the home page; and the part in My Inventory.
    await page.getByRole('tab', { name: 'My Listings' }).click();
    await see(page.getByRole('heading', { level: 3, name: item.name }));
    await expectUploadedImage(page, page.getByRole('img', { name: item.name }));
    await page.getByRole('link', { name: 'My Inventory', exact: true }).click();
    await waitForUrl(page, '/my-inventory');
    await see(row(page, item.name).getByText('Part', { exact: true }));
    await see(row(page, item.name).getByText('Has image'));
    await context.close();
  });

  test('edits one field from My Inventory, then deletes the item after confirming', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client, { name: `${unique('Edit')} Roll-up door`, quantity: 2 });
    const { context, page } = await newPage(browser, { as: client });
    await page.goto('/my-inventory');
    await see(row(page, item.name).getByText('2 units'));

    // Quick view, then the quantity's pencil: a dialog with that one field.
    await page.getByRole('button', { name: `View ${item.name}` }).click();
    const quickView = page.getByRole('dialog', { name: item.name });
    await quickView.getByRole('button', { name: 'Edit Quantity' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${item.name}` });
    await see(edit);
    expect(await edit.getByRole('textbox').count()).toBe(0);
    await edit.getByRole('spinbutton', { name: 'Quantity Available' }).fill('7');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await seeToast(page, 'Item updated', 'The inventory item has been successfully updated');
    await gone(edit);
    await see(row(page, item.name).getByText('7 units'));

    await page.getByRole('button', { name: `Delete ${item.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete item' });
    await see(confirm.getByText('Are you sure you want to delete this item? This action cannot be undone.'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await seeToast(page, 'Item deleted', `${item.name} has been removed from your inventory.`);
    await gone(row(page, item.name));
    await see(page.getByText('No inventory items found'));
    await context.close();
  });

  test('edits the name from the detail page menu, then deletes the item there', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client, { name: `${unique('Detail')} Door opener`, category: 'part', quantity: 1 });
    const { context, page } = await newPage(browser, { as: client });
    await page.goto(`/item/${item.id}`);
    await see(page.getByRole('heading', { level: 1, name: item.name }));
    await see(page.getByText('1 unit available'));

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Name' }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${item.name}` });
    const renamed = `${item.name} (renamed)`;
    await edit.getByRole('textbox', { name: 'Item Name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await seeToast(page, 'Item updated');
    await see(page.getByRole('heading', { level: 1, name: renamed }));

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await see(confirm.getByText(`This action cannot be undone. This will permanently delete "${renamed}" from your inventory.`));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await seeToast(page, 'Item deleted');
    await waitForUrl(page, '/my-inventory');
    await see(page.getByText('No inventory items found'));
    const response = await client.get(`/api/inventory/item/${item.id}`);
    expect(response.status).toBe(404);
    await context.close();
  });
});
