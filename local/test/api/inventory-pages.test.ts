import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Business, InventoryItem, ItemPage } from '@surplus/shared';
import { SEARCH_FIELDS, words as wordsOf } from '@surplus/shared';
import { createItem, newClient, signedInBusiness, unique } from '../support/fixtures';
import { allPages, byBusiness, byName, idsOf, LIST_ORDERS, newestFirst } from '../support/list-pages';

describe('list pages', () => {
  it('pages through my items newest first with limit and cursor, and keeps the plain array without limit', async () => {
    const { client } = await signedInBusiness();
    const created: InventoryItem[] = [];
    for (let index = 0; index < 12; index++) created.push(await createItem(client, { category: index % 3 ? 'door' : 'part' }));

    const pages = await allPages(client, '/api/inventory/user', { limit: '5' });
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(idsOf(pages)).toEqual(created.map((item) => item.id).reverse());

    const plain = await client.get<InventoryItem[]>('/api/inventory/user');
    expect(plain.json.map((item) => item.id)).toEqual(idsOf(pages));
    const first = await client.get<ItemPage>('/api/inventory/user?limit=5');
    expect(first.json.items).toEqual(plain.json.slice(0, 5));
  });

  it('searches name, item id, description, business name and location in any case', async () => {
    const token = unique('tok');
    const { client, user } = await signedInBusiness({ businessName: `Garage ${token.toUpperCase()} Supply`, location: 'Reno, NV' });
    const { client: other } = await signedInBusiness({ location: `${token} City, NV` });
    const inName = await createItem(client, { name: `Door ${token}` });
    const inItemId = await createItem(client, { category: 'part', itemId: `SKU-${token.toUpperCase()}` });
    const inDescription = await createItem(other, { description: `Spare springs, ${token} batch` });
    const elsewhere = await createItem(other, { name: 'Plain door', itemId: unique('SKU-') });
    const visitor = newClient();

    const found = idsOf(await allPages(visitor, '/api/inventory', { limit: '10', q: token.toUpperCase() }));
    // The business name matches every item of `client`, the location every item of `other`.
    expect(found.sort()).toEqual([inName.id, inItemId.id, inDescription.id, elsewhere.id].sort());
    // Words in any field, in any order: the location of `other` holds the token, its items' names "door".
    const doors = idsOf(await allPages(visitor, '/api/inventory/door', { limit: '10', q: `${token} door` }));
    expect(doors).toEqual([elsewhere.id, inDescription.id, inName.id]);
    const parts = idsOf(await allPages(visitor, '/api/inventory', { limit: '10', q: token, category: 'part' }));
    expect(parts).toEqual([inItemId.id]);
    const withoutMine = idsOf(await allPages(visitor, '/api/inventory', { limit: '10', q: token, excludeOwner: String(user.id) }));
    expect(withoutMine.sort()).toEqual([inDescription.id, elsewhere.id].sort());
    const plain = await visitor.get<InventoryItem[]>(`/api/inventory?q=${encodeURIComponent(`${token} batch`)}`);
    expect(plain.json.map((item) => item.id)).toEqual([inDescription.id]);
  });

  it('sorts by name and by business across both categories, and merges several owners newest first', async () => {
    const token = unique('srt');
    const a = await signedInBusiness({ businessName: `beta ${token}` });
    const b = await signedInBusiness({ businessName: `Alpha ${token}` });
    const items = [
      await createItem(a.client, { name: `zeta ${token}`, category: 'part' }),
      await createItem(b.client, { name: `Eta ${token}` }),
      await createItem(a.client, { name: `alpha ${token}` }),
      await createItem(b.client, { name: `theta ${token}`, category: 'part' }),
      await createItem(a.client, { name: `Alpha ${token}` }),
    ];
    const visitor = newClient();
    const expectOrder = async (params: Record<string, string>, compare: (x: InventoryItem, y: InventoryItem) => number) =>
      expect(idsOf(await allPages(visitor, '/api/inventory', { limit: '2', q: token, ...params }))).toEqual(
        [...items].sort(compare).map((item) => item.id),
      );
    await expectOrder({ sort: 'name' }, byName);
    await expectOrder({ sort: 'business' }, byBusiness);
    await expectOrder({}, newestFirst);
    await expectOrder({ owner: `${a.user.id},${b.user.id}` }, newestFirst);
    const ownByName = idsOf(await allPages(a.client, '/api/inventory/user', { limit: '2', sort: 'name' }));
    expect(ownByName).toEqual(items.filter((item) => item.userId === a.user.id).sort(byName).map((item) => item.id));
  });

  it('answers the same items, in order, as sorting and filtering the whole list would (property)', async () => {
    const { client, user } = await signedInBusiness();
    const words = ['Door', 'door', 'Spring', 'rail', 'Motor', 'panel'];
    const created: InventoryItem[] = [];
    for (let index = 0; index < 14; index++) {
      created.push(
        await createItem(client, {
          name: `${words[index % words.length]} ${String.fromCharCode(97 + ((index * 7) % 5))}`,
          description: `Surplus ${words[(index * 5) % words.length]} in good shape`,
          category: index % 2 ? 'door' : 'part',
        }),
      );
    }
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          limit: fc.integer({ min: 1, max: 6 }),
          sort: fc.constantFrom('recent', 'name', 'business'),
          q: fc.constantFrom('', 'door', 'SPRING', 'do', 'sha', 'surplus motor', 'in good', 'nothing-like-this'),
          category: fc.constantFrom(undefined, 'door', 'part'),
        }),
        async ({ limit, sort, q, category }) => {
          const params = { limit: String(limit), sort, owner: String(user.id), ...(q ? { q } : {}), ...(category ? { category } : {}) };
          const pages = await allPages(client, '/api/inventory', params);
          const expected = created
            .filter((item) => !category || item.category === category)
            .filter((item) => {
              const listing = SEARCH_FIELDS.flatMap((field) => wordsOf(item[field] ?? ''));
              return wordsOf(q).every((word) => listing.some((candidate) => candidate.startsWith(word)));
            })
            .sort(LIST_ORDERS[sort]);
          expect(idsOf(pages)).toEqual(expected.map((item) => item.id));
          expect(pages.every((page) => page.items.length <= limit)).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('answers a rare match behind many newer listings on the first page, and nothing more after it', async () => {
    const token = unique('rare');
    const { client } = await signedInBusiness();
    const first = await createItem(client, { description: `Old stock ${token}` });
    for (let index = 0; index < 70; index++) await createItem(client, { category: index % 2 ? 'door' : 'part' });
    const last = await createItem(client, { category: 'part', description: `New stock ${token}` });

    const pages = await allPages(newClient(), '/api/inventory', { limit: '10', q: token });
    expect(pages).toHaveLength(1);
    expect(idsOf(pages)).toEqual([last.id, first.id]);
    expect(pages[0]?.nextCursor).toBeNull();
  });

  it('lists businesses with listings by name with their counts', async () => {
    const token = unique('biz');
    const listed = await signedInBusiness({ businessName: `${token} Overhead`, location: 'Boise, ID' });
    await signedInBusiness({ businessName: `${token} Empty` });
    await createItem(listed.client);
    await createItem(listed.client, { category: 'part' });

    const businesses = (await newClient().get<Business[]>('/api/businesses')).json;
    expect(businesses.filter((business) => business.businessName.startsWith(token))).toEqual([
      { id: listed.user.id, businessName: `${token} Overhead`, businessLocation: 'Boise, ID', businessContact: listed.fields.email, itemCount: 2 },
    ]);
    const names = businesses.map((business) => business.businessName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });
});

describe('list parameters', () => {
  it.each([
    ['limit=0', 'limit: Number must be greater than or equal to 1'],
    ['limit=101', 'limit: Number must be less than or equal to 100'],
    ['limit=ten', 'limit: Expected number, received nan'],
    ['sort=cheapest', "sort: Invalid enum value. Expected 'recent' | 'name' | 'business' | 'fit' | 'distance' | 'price', received 'cheapest'"],
    ['category=window', "category: Invalid enum value. Expected 'door' | 'part', received 'window'"],
    ['owner=abc', 'owner.0: Expected number, received nan'],
    ['owner=1,2&sort=name', 'sort: Sorting by name or business needs a single owner'],
    ['cursor=not-a-cursor', 'cursor: Invalid cursor'],
    [`q=${'x'.repeat(101)}`, 'q: Search text must be at most 100 characters'],
    ['page=2', "Unrecognized key(s) in object: 'page'"],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const response = await newClient().get(`/api/inventory?${query}`);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message });
  });

  it('refuses a cursor of another order or route, and parameters a route fixes itself', async () => {
    const { client } = await signedInBusiness();
    for (let index = 0; index < 3; index++) await createItem(client);
    const { nextCursor } = (await client.get<ItemPage>('/api/inventory/user?limit=1')).json;
    expect(nextCursor).toEqual(expect.any(String));
    const visitor = newClient();
    expect((await visitor.get(`/api/inventory?limit=1&sort=name&cursor=${nextCursor}`)).json).toEqual({ message: 'cursor: Invalid cursor' });
    expect((await visitor.get(`/api/inventory?limit=1&cursor=${nextCursor}`)).json).toEqual({ message: 'cursor: Invalid cursor' });
    expect((await visitor.get('/api/inventory/door?category=part')).json).toEqual({ message: "Unrecognized key(s) in object: 'category'" });
    expect((await client.get('/api/inventory/user?owner=1')).json).toEqual({ message: "Unrecognized key(s) in object: 'owner'" });
  });
});
