import { describe, expect, it } from 'vitest';
import type { InventoryItem, ItemPage, NotificationPage, SavedPage, SavedSearch, UserNotification } from '@surplus/shared';
import { SAVED_SEARCH_EMPTY, SAVED_SEARCHES_FULL, SAVED_SEARCHES_MAX } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { createItem, newClient, signedInBusiness, uniqueWord } from '../support/fixtures';
import { importCsv } from '../support/import-jobs';
import { connect } from '../support/live-socket';

const saveSearch = (client: ApiClient, search: { q?: string; category?: string }) => client.post<SavedSearch>('/api/saved-searches', search);
const notifications = async (client: ApiClient, query = '') => (await client.get<NotificationPage>(`/api/notifications${query}`)).json;

/** Notifications come from the table stream: wait until `match` finds one (or time out). */
async function waitForNotification(client: ApiClient, match: (notification: UserNotification) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await notifications(client, '?limit=50')).items.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching notification');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** What arrives after the stream has caught up with a marker write that comes later than `write`. */
async function settled(client: ApiClient, marker: { owner: ApiClient; search: string }) {
  const item = await createItem(marker.owner, { name: `Marker ${marker.search}` });
  await waitForNotification(client, (notification) => notification.itemId === item.id);
  return (await notifications(client, '?limit=50')).items;
}

describe('saved listings', () => {
  it('answers 401 to visitors on every saved, saved-search and notification call', async () => {
    const visitor = newClient();
    const calls: [string, string][] = [
      ['GET', '/api/saved'], ['PUT', '/api/saved/1'], ['DELETE', '/api/saved/1'], ['GET', '/api/saved-searches'],
      ['POST', '/api/saved-searches'], ['DELETE', '/api/saved-searches/abc'], ['GET', '/api/notifications'], ['POST', '/api/notifications/read'],
    ];
    for (const [method, path] of calls) {
      expect((await visitor.request(method, path, method === 'GET' ? {} : { json: {} })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('saves idempotently, flags saved listings in every list and the item call, and lists them newest saved first', async () => {
    const { client: seller } = await signedInBusiness();
    const { client: buyer } = await signedInBusiness();
    const word = uniqueWord('sv');
    const first = await createItem(seller, { name: `${word} first` });
    const second = await createItem(seller, { name: `${word} second`, category: 'part' });

    expect((await buyer.put(`/api/saved/${first.id}`)).json).toEqual({ saved: true });
    expect((await buyer.put(`/api/saved/${second.id}`)).json).toEqual({ saved: true });
    expect((await buyer.put(`/api/saved/${first.id}`)).json).toEqual({ saved: true });
    expect((await buyer.put('/api/saved/999999999')).status).toBe(404);

    const saved = (await buyer.get<SavedPage>('/api/saved')).json;
    expect(saved.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(saved.items[0]).toMatchObject({ name: `${word} second`, saved: true });

    const page = (await buyer.get<ItemPage>(`/api/inventory?q=${word}&limit=10`)).json;
    expect(page.items.map((item) => [item.id, item.saved])).toEqual(expect.arrayContaining([[first.id, true], [second.id, true]]));
    const doors = (await buyer.get<InventoryItem[]>(`/api/inventory/door?q=${word}`)).json;
    expect(doors.map((item) => item.saved)).toEqual([true]);
    expect((await buyer.get<InventoryItem>(`/api/inventory/item/${first.id}`)).json.saved).toBe(true);

    // Nobody else sees them as saved; a visitor gets no flag at all.
    expect((await seller.get<InventoryItem>(`/api/inventory/item/${first.id}`)).json.saved).toBe(false);
    expect((await seller.get<SavedPage>('/api/saved')).json.items).toEqual([]);
    expect((await newClient().get<InventoryItem>(`/api/inventory/item/${first.id}`)).json).not.toHaveProperty('saved');

    expect((await buyer.delete(`/api/saved/${first.id}`)).json).toEqual({ saved: false });
    expect((await buyer.get<InventoryItem>(`/api/inventory/item/${first.id}`)).json.saved).toBe(false);
    expect((await buyer.get<SavedPage>('/api/saved')).json.items.map((item) => item.id)).toEqual([second.id]);
  });

  it('pages with a cursor and shows a deleted listing as removed until it is unsaved', async () => {
    const { client: seller } = await signedInBusiness();
    const { client: buyer } = await signedInBusiness();
    const items = [];
    for (let index = 0; index < 5; index++) items.push(await createItem(seller));
    for (const item of items) await buyer.put(`/api/saved/${item.id}`);

    const pages: SavedPage[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: SavedPage = (await buyer.get<SavedPage>(`/api/saved?limit=2${cursor ? `&cursor=${cursor}` : ''}`)).json;
      pages.push(page);
      cursor = page.nextCursor;
    }
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(items.map((item) => item.id).reverse());

    await seller.delete(`/api/inventory/${items[0]!.id}`);
    const afterDelete = (await buyer.get<SavedPage>('/api/saved')).json.items;
    expect(afterDelete.at(-1)).toEqual({ id: items[0]!.id, removed: true });
    await buyer.delete(`/api/saved/${items[0]!.id}`);
    expect((await buyer.get<SavedPage>('/api/saved')).json.items.map((item) => item.id)).not.toContain(items[0]!.id);

    for (const bad of ['?limit=0', '?limit=51', '?cursor=bm90LWEta2V5', '?other=1']) expect((await buyer.get(`/api/saved${bad}`)).status, bad).toBe(400);
  });
});

describe('saved searches', () => {
  it('saves q, category or both, refuses an empty one, lists them and deletes only your own', async () => {
    const { client: owner } = await signedInBusiness();
    const { client: other } = await signedInBusiness();
    const byQuery = await saveSearch(owner, { q: '  12x14 insulated ' });
    expect(byQuery.status).toBe(201);
    expect(byQuery.json).toEqual({ id: expect.any(String), q: '12x14 insulated', createdAt: expect.any(String) });
    expect((await saveSearch(owner, { category: 'part' })).json).toMatchObject({ category: 'part' });
    expect((await saveSearch(owner, { q: 'spring', category: 'part' })).json).toMatchObject({ q: 'spring', category: 'part' });

    for (const empty of [{}, { q: '   ' }, { q: '--' }]) {
      const refused = await saveSearch(owner, empty);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain(SAVED_SEARCH_EMPTY);
    }
    expect((await saveSearch(owner, { category: 'window' })).status).toBe(400);
    expect((await saveSearch(owner, { q: 'x'.repeat(101) })).status).toBe(400);

    // The same words and category again: the search already saved, not a second one.
    const again = await saveSearch(owner, { q: '12X14  Insulated!' });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(byQuery.json.id);

    const listed = (await owner.get<SavedSearch[]>('/api/saved-searches')).json;
    expect(listed).toHaveLength(3);
    expect((await other.get<SavedSearch[]>('/api/saved-searches')).json).toEqual([]);

    expect((await other.delete(`/api/saved-searches/${byQuery.json.id}`)).status).toBe(404);
    expect((await owner.delete('/api/saved-searches/not-an-id')).status).toBe(404);
    expect((await owner.delete(`/api/saved-searches/${byQuery.json.id}`)).status).toBe(200);
    expect((await owner.delete(`/api/saved-searches/${byQuery.json.id}`)).status).toBe(404);
    expect((await owner.get<SavedSearch[]>('/api/saved-searches')).json.map((search) => search.id)).not.toContain(byQuery.json.id);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per user, also under concurrent saves`, async () => {
    const { client } = await signedInBusiness();
    const answers = await Promise.all(Array.from({ length: SAVED_SEARCHES_MAX + 4 }, (_, index) => saveSearch(client, { q: `door ${index}` })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.json).toEqual({ message: SAVED_SEARCHES_FULL });
    expect((await client.get<SavedSearch[]>('/api/saved-searches')).json).toHaveLength(SAVED_SEARCHES_MAX);

    // Deleting one makes room for exactly one more.
    const [first] = (await client.get<SavedSearch[]>('/api/saved-searches')).json;
    await client.delete(`/api/saved-searches/${first!.id}`);
    expect((await saveSearch(client, { q: 'again' })).status).toBe(201);
    expect((await saveSearch(client, { q: 'once more' })).status).toBe(400);
  });
});

describe('alerts', () => {
  it('notifies a matching listing of another business once, on create, import and update, never for your own', async () => {
    const { client: buyer } = await signedInBusiness();
    const { client: seller } = await signedInBusiness();
    const word = uniqueWord('insul');
    const search = (await saveSearch(buyer, { q: `12x14 ${word}`, category: 'door' })).json;
    // A second search of the same buyer that matches the same listings: still one notification per listing.
    const wordOnly = (await saveSearch(buyer, { q: word })).json;

    const created = await createItem(seller, { name: `12x14 ${word}ated door`, imageUrl: undefined });
    const match = await waitForNotification(buyer, (notification) => notification.itemId === created.id);
    expect(match).toMatchObject({
      type: 'search_match',
      itemId: created.id,
      name: `12x14 ${word}ated door`,
      read: false,
      businessName: expect.stringContaining('Doors Ltd'),
    });

    // Own listing, the wrong category for the first search, a listing without the word: no alert from those. An update that keeps matching: none again.
    const own = await createItem(buyer, { name: `12x14 ${word} door` });
    const part = await createItem(seller, { name: `12x14 ${word} part`, category: 'part' });
    const partial = await createItem(seller, { name: `12x14 plain door` });
    await seller.put(`/api/inventory/${created.id}`, { quantity: 7 });
    // An update that makes a listing match for the first time alerts.
    await seller.put(`/api/inventory/${partial.id}`, { name: `12x14 ${word} door` });
    const updated = await waitForNotification(buyer, (notification) => notification.itemId === partial.id);
    expect(updated.type).toBe('search_match');
    // An import's new listing alerts too (one listing: as a create does, without a count).
    const csv = `category,name,itemId,description,quantity\ndoor,12x14 ${word} imported,${word}-csv,Imported door,1\n`;
    expect((await importCsv(seller, csv)).status).toBe('done');
    const importedId = (await seller.get<InventoryItem[]>('/api/inventory/user')).json.find((item) => item.itemId === `${word}-csv`)!.id;
    expect(await waitForNotification(buyer, (notification) => notification.itemId === importedId)).not.toHaveProperty('count');

    const all = (await notifications(buyer, '?limit=50')).items;
    const aboutItem = (id: number) => all.filter((notification) => notification.itemId === id);
    expect(aboutItem(created.id)).toHaveLength(1);
    expect(aboutItem(own.id)).toHaveLength(0);
    expect(aboutItem(partial.id)).toHaveLength(1);
    // The part matches only the category-free search.
    expect(aboutItem(part.id)).toMatchObject([{ q: word }]);
    // Each names the search it came from: either of the two, whichever the fan-out met first.
    for (const notification of all) expect([search.id, wordOnly.id]).toContain(notification.type === 'search_match' && notification.searchId);
  });

  it('alerts a category-only search, and tells savers when a listing changes or is deleted', async () => {
    const { client: buyer } = await signedInBusiness();
    const { client: seller } = await signedInBusiness();
    await saveSearch(buyer, { category: 'part' });
    const part = await createItem(seller, { category: 'part', name: 'Bottom bar' });
    await waitForNotification(buyer, (notification) => notification.itemId === part.id && notification.type === 'search_match');

    const door = await createItem(seller, { name: 'Saved door' });
    await buyer.put(`/api/saved/${door.id}`);
    await seller.put(`/api/inventory/${door.id}`, { quantity: 1 });
    const changed = await waitForNotification(buyer, (notification) => notification.itemId === door.id && notification.type === 'saved_item_changed');
    expect(changed).toMatchObject({ quantity: 1, name: 'Saved door' });
    await seller.delete(`/api/inventory/${door.id}`);
    await waitForNotification(buyer, (notification) => notification.itemId === door.id && notification.type === 'saved_item_removed');
  });
});

describe('notification calls', () => {
  it('pages newest first, counts unread, marks some or all read, and keeps each user to their own', async () => {
    const { client: buyer } = await signedInBusiness();
    const { client: seller } = await signedInBusiness();
    const { client: stranger } = await signedInBusiness();
    const word = uniqueWord('nt');
    await saveSearch(buyer, { q: word });
    for (let index = 0; index < 3; index++) await createItem(seller, { name: `${word} ${index}` });
    const items = await settled(buyer, { owner: seller, search: word });
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.id)).toEqual([...items.map((item) => item.id)].sort().reverse());

    const first = (await notifications(buyer, '?limit=3'));
    expect(first.unread).toBe(4);
    expect(first.items).toHaveLength(3);
    const rest = await notifications(buyer, `?limit=3&cursor=${first.nextCursor}`);
    expect(rest.items.map((item) => item.id)).toEqual([items[3]!.id]);
    expect(rest.nextCursor).toBeNull();

    // Another user's ids change nothing; unknown ones are ignored.
    expect((await stranger.post('/api/notifications/read', { ids: [items[0]!.id] })).json).toEqual({ unread: 0 });
    expect((await buyer.post('/api/notifications/read', { ids: [items[0]!.id, 'unknown'] })).json).toEqual({ unread: 3 });
    expect((await notifications(buyer)).items[0]!.read).toBe(true);
    expect((await buyer.post('/api/notifications/read', { all: true })).json).toEqual({ unread: 0 });
    expect((await notifications(buyer)).items.every((item) => item.read)).toBe(true);

    for (const bad of [{}, { ids: [] }, { all: false }, { ids: 'x' }, { ids: ['a'], all: true }]) {
      expect((await buyer.post('/api/notifications/read', bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('live notifications', () => {
  it("go to the user's own signed-in sockets only, while anonymous sockets keep the spec's broadcasts", async () => {
    const { client: buyer } = await signedInBusiness();
    const { client: seller } = await signedInBusiness();
    const { client: bystander } = await signedInBusiness();
    const word = uniqueWord('live');
    await saveSearch(buyer, { q: word });
    const [buyerSocket, bystanderSocket, anonymous] = await Promise.all([connect(buyer), connect(bystander), connect()]);
    try {
      const item = await createItem(seller, { name: `${word} door` });
      const pushed = await buyerSocket.next((message) => message.type === 'notification');
      expect(pushed).toMatchObject({ type: 'notification', unread: 1, notification: { type: 'search_match', itemId: item.id, read: false } });
      await anonymous.next((message) => message.type === 'new_item' && message.item.id === item.id);
      await bystanderSocket.next((message) => message.type === 'new_item' && message.item.id === item.id);

      // After the buyer signs out, the socket opened with that session hears no more notifications.
      await buyer.post('/api/logout');
      const later = await createItem(seller, { name: `${word} later` });
      await buyerSocket.next((message) => message.type === 'new_item' && message.item.id === later.id);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const socket of [buyerSocket, bystanderSocket, anonymous]) {
        expect(socket.messages.filter((message) => message.type === 'notification')).toHaveLength(socket === buyerSocket ? 1 : 0);
      }
    } finally {
      for (const socket of [buyerSocket, bystanderSocket, anonymous]) socket.socket.close();
    }
  });
});
