import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  ACCOUNT_DELETED,
  CURRENT_PASSWORD_WRONG,
  DELETED_BUSINESS,
  imageVariantUrl,
  PASSWORD_CHANGED,
  PASSWORD_WRONG,
  type ImageUploadResponse,
  type InquiryPage,
  type InquiryThread,
  type InventoryItem,
  type InventoryStats,
  type ItemPage,
  type User,
} from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { dataLayer } from '../support/data-layer';
import {
  answer,
  confirmedTransfer,
  exportedLines,
  marketplaceImpact,
  ok,
  pricedListing,
  refused,
  reviewsOf,
  reviewTransfer,
  transfersOf,
  until,
} from '../support/deals';
import { CSV_HEADER, importCsv } from '../support/import-jobs';
import { businessFields, createItem, imageForm, newClient, pngBytes, signedInBusiness, unique, uniqueWord } from '../support/fixtures';

// The data layer reads its endpoint when it loads: point it at the test runtime first.
const { scanAll } = await dataLayer();
const { RENAME_PAGE_SIZE } = await import('@surplus/functions/data/users/business-renames');

const importRows = (client: ApiClient, rows: string[]) => importCsv(client, [CSV_HEADER, ...rows].join('\n'));

async function ownerPages(ownerId: number): Promise<InventoryItem[]> {
  const items: InventoryItem[] = [];
  let cursor: string | null = null;
  do {
    const page: ItemPage = (await newClient().get<ItemPage>(`/api/inventory?limit=100&owner=${ownerId}${cursor ? `&cursor=${cursor}` : ''}`)).json;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A viewer address of its own for requests that count as failed sign-ins: the per-address login limit is shared
 * by every test of the run, which all come from one address otherwise.
 */
let viewers = 0;
const ownViewer = () => ({ 'cloudfront-viewer-address': `198.51.100.${++viewers}:443` });

const stats = async () => (await newClient().get<InventoryStats>('/api/inventory/stats')).json;

describe('profile changes', () => {
  it('validates like registration, refuses a taken e-mail, and frees the old one', async () => {
    const { client, fields } = await signedInBusiness();
    const other = await signedInBusiness();
    const refused = [
      [{}, 'Change at least one field'],
      [{ businessName: '  ' }, 'businessName: Required'],
      [{ email: 'not-an-email' }, 'email: Invalid email'],
      [{ username: 'new-name' }, "Unrecognized key(s) in object: 'username'; Change at least one field"],
    ] as const;
    for (const [body, message] of refused) {
      const response = await client.put('/api/user', body);
      expect([response.status, response.json], JSON.stringify(body)).toEqual([400, { message }]);
    }
    const taken = await client.put('/api/user', { email: other.fields.email.toUpperCase() });
    expect([taken.status, taken.json]).toEqual([409, { message: 'Email is already registered' }]);
    expect((await client.get<User>('/api/user')).json.email).toBe(fields.email);

    const email = `${unique('moved')}@example.test`;
    const changed = await client.put<User>('/api/user', { email, phone: '', location: 'Boise, ID' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toEqual({ id: changed.json.id, username: fields.username, businessName: fields.businessName, email, location: 'Boise, ID', placeFound: true });
    expect((await client.get<User>('/api/user')).json).toEqual(changed.json);
    // The old address is free again.
    expect((await newClient().post('/api/register', businessFields({ email: fields.email }))).status).toBe(201);
  });

  it(`renames every listing, past one page of ${RENAME_PAGE_SIZE}, in lists and search within 10 s`, async () => {
    const { client, user } = await signedInBusiness({ location: 'Tulsa, OK' });
    const tag = uniqueWord('rn');
    const rows = Array.from({ length: RENAME_PAGE_SIZE + 30 }, (_, index) => `door,Sectional door ${index},${tag}-${index},White door,1`);
    expect((await importRows(client, rows)).status).toBe('done');
    await createItem(client, { name: `${tag} single door` });

    const newName = `${uniqueWord('Renamed')} Overhead`;
    const renamed = await client.put<User>('/api/user', { businessName: newName, location: 'Fargo, ND' });
    expect(renamed.status, renamed.text).toBe(200);
    await eventually(async () => (await ownerPages(user.id)).every((item) => item.businessName === newName && item.businessLocation === 'Fargo, ND'));
    expect(await ownerPages(user.id)).toHaveLength(RENAME_PAGE_SIZE + 31);
    // Search finds them by the new name, and not by the old one.
    const byName = (await newClient().get<ItemPage>(`/api/inventory?limit=10&q=${encodeURIComponent(newName.split(' ')[0]!)}`)).json;
    expect(byName.items.length).toBe(10);
    expect(byName.items.every((item) => item.userId === user.id)).toBe(true);
    const business = (await newClient().get<{ businessName: string }>(`/api/businesses/${user.id}`)).json;
    expect(business.businessName).toBe(newName);
    // The business list (by name) files it under the new name.
    const names = (await newClient().get<{ businessName: string }[]>('/api/businesses')).json.map((entry) => entry.businessName.toLowerCase());
    expect(names).toContain(newName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe('password change', () => {
  it('ends every other session, keeps this one, and counts a wrong current password as a failed sign-in', async () => {
    const { client, fields } = await signedInBusiness();
    const elsewhere = newClient();
    expect((await elsewhere.post('/api/login', { username: fields.username, password: fields.password })).status).toBe(200);

    const wrong = await client.request('POST', '/api/user/password', {
      json: { currentPassword: 'not-my-password', newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
      headers: ownViewer(),
    });
    expect([wrong.status, wrong.json]).toEqual([400, { message: CURRENT_PASSWORD_WRONG }]);
    const mismatch = await client.post('/api/user/password', { currentPassword: fields.password, newPassword: 'brand-new-pass', confirmPassword: 'other-pass' });
    expect(mismatch.json).toEqual({ message: 'confirmPassword: Passwords do not match' });
    expect((await elsewhere.get('/api/user')).status).toBe(200);

    const changed = await client.post('/api/user/password', { currentPassword: fields.password, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect([changed.status, changed.json]).toEqual([200, { message: PASSWORD_CHANGED }]);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await newClient().post('/api/login', { username: fields.username, password: fields.password })).status).toBe(401);
    expect((await newClient().post('/api/login', { username: fields.username, password: 'brand-new-pass' })).status).toBe(200);
  });

  it('throttles guessing the current password like sign-in', async () => {
    const { client } = await signedInBusiness();
    const headers = ownViewer();
    const guess = () =>
      client.request('POST', '/api/user/password', { json: { currentPassword: unique('guess'), newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, headers });
    let response = await guess();
    // The counter's 15-minute window can turn over mid-test: up to two windows' worth of guesses.
    for (let attempt = 0; attempt < 21 && response.status === 400; attempt++) response = await guess();
    expect(response.status).toBe(429);
  });
});

/** Every stored upload key that mentions `name` (s3rver's files). */
async function storedKeysOf(name: string, folder = 'uploads'): Promise<string[]> {
  // s3rver removes a folder with its last object.
  const files = await readdir(join(inject('dataDir'), 's3', 'surplus-images', folder), { recursive: true }).catch(() => []);
  return files.filter((file) => file.includes(name));
}

const DELETED_LISTINGS = 1_000;

describe('account deletion', () => {
  it('refuses a wrong password, then closes the account at once and deletes everything of the user in steps, keeps the stats exact and the other side of threads', async () => {
    // Its name stays in others' records of what it did (a notification of its message), its id and login do not.
    const { client, user, fields } = await signedInBusiness({ businessName: 'Departing Doors Co' });
    const other = await signedInBusiness();
    const word = uniqueWord('gone');

    // Listings (one with an image and its variants, 1,002 from CSV imports: ten steps of the deletion job), saved things, a notification, threads, a reset token.
    const upload = await client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: imageForm(pngBytes()) });
    const imageUrl = upload.json.url;
    const pictured = await createItem(client, { name: `${word} pictured door`, imageUrl });
    await eventually(async () => (await newClient().raw('GET', imageVariantUrl(imageUrl, 'thumb')!)).status === 200);
    expect((await importRows(client, [`part,${word} spring,${word}-1,Spring pair,2`, `door,${word} door,${word}-2,White door,1`])).status).toBe('done');
    const many = Array.from({ length: DELETED_LISTINGS }, (_, index) => `door,Sectional door ${index},${word}-many-${index},White door,1`);
    expect((await importCsv(client, [CSV_HEADER, ...many].join('\n'), 'create', 120_000)).status).toBe('done');
    const theirs = await createItem(other.client, { name: `${unique('Kept')} door` });
    expect((await client.put(`/api/saved/${theirs.id}`)).status).toBe(200);
    expect((await client.post('/api/saved-searches', { q: word })).status).toBe(201);
    await other.client.post('/api/saved/' + pictured.id);
    await createItem(other.client, { name: `${word} match from another business` });
    const asked = await client.post<{ id: string }>('/api/inquiries', { itemId: theirs.id, message: 'Is it still there?' });
    await other.client.post(`/api/inquiries/${asked.json.id}/messages`, { message: 'Yes.' });
    const askedMe = await other.client.post<{ id: string }>('/api/inquiries', { itemId: pictured.id, message: 'Price?' });
    await newClient().post('/api/forgot-password', { email: fields.email });
    await eventually(async () => (await client.get<{ unread: number }>('/api/notifications')).json.unread > 0);

    const before = await stats();
    const wrong = await client.request('DELETE', '/api/user', { json: { password: 'not-it' }, headers: ownViewer() });
    expect([wrong.status, wrong.json]).toEqual([400, { message: PASSWORD_WRONG }]);
    expect(await stats()).toEqual(before);

    const secondSession = newClient();
    expect((await secondSession.post('/api/login', { username: fields.username, password: fields.password })).status).toBe(200);
    const deleted = await client.request('DELETE', '/api/user', { json: { password: fields.password } });
    expect([deleted.status, deleted.json]).toEqual([202, { message: ACCOUNT_DELETED }]);
    // Closed at once: every session ends, and the password signs in no more.
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await secondSession.get('/api/user')).status).toBe(401);
    const login = await newClient().post('/api/login', { username: fields.username, password: fields.password });
    expect([login.status, login.json]).toEqual([401, { message: 'Invalid username or password' }]);

    // The job ends by deleting the user's record.
    await eventually(async () => (await stats()).totalBusinesses === before.totalBusinesses - 1, 120_000);
    const after = await stats();
    expect(after.totalDoors).toBe(before.totalDoors - 2 - DELETED_LISTINGS);
    expect(after.totalParts).toBe(before.totalParts - 1);
    expect(after.totalBusinesses).toBe(before.totalBusinesses - 1);

    // Nothing in the table mentions the user: its id in a key or an attribute, its username or e-mail.
    // Partitions keyed by a user id (an item's own id may equal it: ITEM#, SAVERS#, CAT# keys are not the user's).
    const id = String(user.id);
    const userKeyed = new RegExp(`^(USER|OWNER|SAVED|SEARCHES|NOTIF|ALERTED|UNREAD|INBOX|UNREADTHREADS|USERRECS|CONNUSER|RENAME)#0*${id}$|^INQUIRY#\\d+#${id}$|^RATE#[^#]+#${id}$`);
    const leftovers = (await scanAll<Record<string, unknown>>({})).filter((record) => {
      const text = JSON.stringify(record).toLowerCase();
      const keys = ['pk', 'sk', 'gsi1pk', 'gsi2pk', 'gsi3pk', 'gsi4pk', 'gsi5pk'].map((key) => String(record[key] ?? ''));
      return (
        keys.some((key) => userKeyed.test(key)) ||
        record.userId === user.id ||
        record.otherPartyId === user.id ||
        text.includes(fields.username.toLowerCase()) ||
        text.includes(fields.email.toLowerCase())
      );
    });
    expect(leftovers).toEqual([]);
    expect(await storedKeysOf(imageUrl.slice('/uploads/'.length))).toEqual([]);
    expect(await storedKeysOf('', `imports/${user.id}`)).toEqual([]);

    // The other business keeps both threads, with the deleted party named as such and no reply box.
    const inbox = (await other.client.get<InquiryPage>('/api/inquiries')).json;
    expect(inbox.items.map((thread) => thread.otherParty)).toEqual([
      { id: null, businessName: DELETED_BUSINESS },
      { id: null, businessName: DELETED_BUSINESS },
    ]);
    const kept = (await other.client.get<InquiryThread>(`/api/inquiries/${asked.json.id}`)).json;
    expect(kept.messages.map((message) => [message.from, message.body])).toEqual([
      ['them', 'Is it still there?'],
      ['me', 'Yes.'],
    ]);
    expect((await other.client.post(`/api/inquiries/${askedMe.json.id}/messages`, { message: 'Hello?' })).status).toBe(400);

    // The username and e-mail can register again.
    expect((await newClient().post('/api/register', businessFields({ username: fields.username, email: fields.email }))).status).toBe(201);
  }, 300_000);

  it('forgets a deleted buyer in transfers, the ledger and reviews, keeps its rating of the seller and every marketplace figure', async () => {
    const [seller, buyer] = await Promise.all([signedInBusiness(), signedInBusiness({ businessName: `${uniqueWord('Leaving')} Garage Co` })]);
    // All of it goes: the listing is "All transferred", still in its owner's export.
    const item = await pricedListing(seller.client, 2);
    const transfer = await confirmedTransfer(seller, buyer, item.id, 2);
    const exported = JSON.parse(await (await seller.client.raw('GET', '/api/user/export')).text()) as { listings: InventoryItem[] };
    expect(exported.listings.map((listing) => [listing.id, listing.quantity, listing.transferredQuantity])).toEqual([[item.id, 0, 2]]);
    ok(await reviewTransfer(buyer.client, transfer.id, { rating: 4, comment: 'As described' }), 201);
    ok(await reviewTransfer(seller.client, transfer.id, { rating: 5, comment: 'Paid on time' }), 201);
    expect(ok(await reviewsOf(newClient(), buyer.user.id)).count).toBe(1);
    const figures = await marketplaceImpact(newClient());

    ok(await buyer.client.request('DELETE', '/api/user', { json: { password: buyer.fields.password } }), 202);
    await until(() => newClient().get(`/api/businesses/${buyer.user.id}/impact`), (response) => response.status === 404, 60_000, 'account deleted');

    const gone = { id: null, businessName: DELETED_BUSINESS };
    const sold = ok(await transfersOf(seller.client, 'role=seller')).items;
    expect(sold.map((kept) => [kept.id, kept.status, kept.seller, kept.buyer])).toEqual([[transfer.id, 'confirmed', transfer.seller, gone]]);
    expect((await exportedLines(seller.client)).map((line) => [line.counterparty, line.role, line.kg])).toEqual([[DELETED_BUSINESS, 'seller', String(transfer.kg)]]);
    // The buyer's rating still counts for the seller, without who gave it.
    const reviews = ok(await reviewsOf(newClient(), seller.user.id));
    expect([reviews.average, reviews.count]).toEqual([4, 1]);
    expect(reviews.items.map((review) => [review.id, review.rating, review.comment, review.from])).toEqual([[`${transfer.id}-b`, 4, 'As described', gone]]);
    expect(answer(await newClient().get(`/api/businesses/${buyer.user.id}/reviews`))).toEqual(refused(404, 'Business not found'));
    expect(answer(await newClient().get(`/api/businesses/${buyer.user.id}/impact`))).toEqual(refused(404, 'Business not found'));
    // The ledger's totals and months stay (what is listed now is another figure, moved by other tests' listings).
    expect(await marketplaceImpact(newClient())).toEqual({ ...figures, listedKg: expect.any(Number) });

    // No transfer, ledger line, review or counter keeps the buyer's id or name.
    const id = buyer.user.id;
    const kept = (await scanAll<Record<string, unknown>>({})).filter((record) => /^(TRANSFER|LEDGER|REVIEW|REVIEWS|IMPACT)#/.test(String(record.pk)));
    const leftovers = kept.filter(
      (record) =>
        [record.sellerId, record.buyerId, record.reviewerId, record.revieweeId].includes(id) ||
        Object.entries(record).some(([key, value]) => /^(pk|gsi\d+pk)$/.test(key) && String(value).endsWith(`#${id}`)) ||
        JSON.stringify(record).includes(buyer.fields.businessName),
    );
    expect(leftovers).toEqual([]);
    expect(kept.filter((record) => record.pk === `REVIEW#${transfer.id}`).map((record) => record.sk)).toEqual(['BY#buyer']);
  }, 120_000);

  it('exports everything stored about the user, without the password hash', async () => {
    const { client, user, fields } = await signedInBusiness();
    const other = await signedInBusiness();
    const item = await createItem(client);
    const theirs = await createItem(other.client);
    await client.put(`/api/saved/${theirs.id}`);
    await client.post('/api/saved-searches', { q: 'insulated' });
    await client.post('/api/inquiries', { itemId: theirs.id, message: 'Still there?' });

    const response = await client.raw('GET', '/api/user/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="surplus-doors-account-${fields.username}.json"`);
    const text = await response.text();
    expect(text).not.toMatch(/passwordHash|scrypt/);
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: user.id, username: fields.username, email: fields.email });
    expect(data.listings.map((listing: InventoryItem) => listing.id)).toEqual([item.id]);
    expect(data.saved.map((saved: { id: number }) => saved.id)).toEqual([theirs.id]);
    expect(data.savedSearches).toHaveLength(1);
    expect(data.inquiries[0].messages[0]).toMatchObject({ from: 'me', body: 'Still there?' });
    expect((await newClient().raw('GET', '/api/user/export')).status).toBe(401);
  });
});
