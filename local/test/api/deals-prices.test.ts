import { beforeAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, type InventoryItem, type NotificationPage } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { counters, listing, messageOf, ok, releaseHold, reserve, until, type Business } from '../support/deals';
import { createItem, expectRefused, itemFields, newClient, signedInBusiness, uniqueWord } from '../support/fixtures';
import { allPages, byPrice, idsOf, priceOrderKey } from '../support/list-pages';

/**
 * What a listing asks (priceMode, unitPriceCents) on create and update, the deal fields of its payload, and the
 * list parameters priceMode, maxUnitPriceCents, available and sort=price on every list route.
 */


const create = (client: ApiClient, fields: Record<string, unknown>) => client.post<InventoryItem>('/api/inventory', itemFields(fields));
const update = (client: ApiClient, id: number, fields: Record<string, unknown>) => client.put<InventoryItem>(`/api/inventory/${id}`, fields);
/** The ids a list route answers, in order: the plain array without `limit`, every page with it. */
async function listIds(client: ApiClient, path: string, params: Record<string, string>): Promise<number[]> {
  if (params.limit) return idsOf(await allPages(client, path, params));
  const response = await client.get<InventoryItem[]>(`${path}?${new URLSearchParams(params)}`);
  expect(response.status, response.text).toBe(200);
  return response.json.map((item) => item.id);
}
const expectedIds = (items: InventoryItem[], keep: (item: InventoryItem) => boolean = () => true) => items.filter(keep).sort(byPrice).map((item) => item.id);
const sameSet = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('listing prices', () => {
  it('creates each price mode, with the deal fields in every payload', async () => {
    const { client } = await signedInBusiness();
    const cases: [Record<string, unknown>, Partial<InventoryItem>][] = [
      [{ priceMode: 'fixed', unitPriceCents: 12_000 }, { priceMode: 'fixed', unitPriceCents: 12_000 }],
      [{ priceMode: 'negotiable', unitPriceCents: 9_950 }, { priceMode: 'negotiable', unitPriceCents: 9_950 }],
      [{ priceMode: 'on-request' }, { priceMode: 'on-request' }],
      [{ priceMode: 'free' }, { priceMode: 'free' }],
      // A listing sent without a price asks for offers.
      [{}, { priceMode: 'on-request' }],
      // The bounds, and a number sent as text (as the CSV and forms send it).
      [{ priceMode: 'fixed', unitPriceCents: 1 }, { priceMode: 'fixed', unitPriceCents: 1 }],
      [{ priceMode: 'fixed', unitPriceCents: 100_000_000 }, { priceMode: 'fixed', unitPriceCents: 100_000_000 }],
    ];
    for (const [fields, expected] of cases) {
      const created = ok(await create(client, { quantity: 4, ...fields }), 201);
      const want = { ...expected, currency: 'USD', quantity: 4, heldQuantity: 0, availableQuantity: 4 };
      expect(created, JSON.stringify(fields)).toMatchObject(want);
      if (!('unitPriceCents' in expected)) expect(created).not.toHaveProperty('unitPriceCents');
      const read = await listing(newClient(), created.id);
      expect(read).toMatchObject(want);
      if (!('unitPriceCents' in expected)) expect(read).not.toHaveProperty('unitPriceCents');
    }
  });

  it('updates the price mode and price, dropping the price of a mode without one', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client, { quantity: 3, priceMode: 'fixed', unitPriceCents: 5_000 });
    const steps: [Record<string, unknown>, Record<string, unknown>, boolean][] = [
      [{ unitPriceCents: 4_500 }, { priceMode: 'fixed', unitPriceCents: 4_500 }, true],
      [{ priceMode: 'negotiable' }, { priceMode: 'negotiable', unitPriceCents: 4_500 }, true],
      [{ priceMode: 'free' }, { priceMode: 'free' }, false],
      [{ priceMode: 'fixed', unitPriceCents: 700 }, { priceMode: 'fixed', unitPriceCents: 700 }, true],
      [{ priceMode: 'on-request' }, { priceMode: 'on-request' }, false],
    ];
    for (const [change, expected, priced] of steps) {
      const updated = ok(await update(client, item.id, change));
      expect(updated, JSON.stringify(change)).toMatchObject({ ...expected, currency: 'USD' });
      const read = await listing(client, item.id);
      expect(read).toMatchObject(expected);
      if (!priced) {
        expect(updated).not.toHaveProperty('unitPriceCents');
        expect(read).not.toHaveProperty('unitPriceCents');
      }
    }
  });

  it('answers 400 for a missing, forbidden, out-of-range or fractional price, and stores nothing', async () => {
    const { client } = await signedInBusiness();
    const bodies: [string, Record<string, unknown>, string | RegExp][] = [
      ['fixed without a price', { priceMode: 'fixed' }, DEAL_MESSAGES.priceRequired],
      ['negotiable without a price', { priceMode: 'negotiable' }, DEAL_MESSAGES.priceRequired],
      ['on-request with a price', { priceMode: 'on-request', unitPriceCents: 100 }, DEAL_MESSAGES.priceOnlyPriced],
      ['free with a price', { priceMode: 'free', unitPriceCents: 100 }, DEAL_MESSAGES.priceOnlyPriced],
      ['a price without a mode (on request)', { unitPriceCents: 100 }, DEAL_MESSAGES.priceOnlyPriced],
      ['a price of 0', { priceMode: 'fixed', unitPriceCents: 0 }, /unitPriceCents/],
      ['a negative price', { priceMode: 'fixed', unitPriceCents: -1 }, /unitPriceCents/],
      ['a price over 100,000,000', { priceMode: 'fixed', unitPriceCents: 100_000_001 }, /unitPriceCents/],
      ['a fractional price', { priceMode: 'negotiable', unitPriceCents: 15.5 }, /unitPriceCents/],
      ['a price as words', { priceMode: 'fixed', unitPriceCents: 'ten dollars' }, /unitPriceCents/],
      ['an unknown mode', { priceMode: 'cheap', unitPriceCents: 100 }, /priceMode/],
    ];
    const before = (await client.get<InventoryItem[]>('/api/inventory/user')).json.length;
    for (const [label, fields, message] of bodies) {
      const response = await create(client, fields);
      expectRefused(response);
      expect(messageOf(response), label).toMatch(message);
    }
    expect((await client.get<InventoryItem[]>('/api/inventory/user')).json).toHaveLength(before);

    const fixed = await createItem(client, { priceMode: 'fixed', unitPriceCents: 900 });
    const free = await createItem(client, { priceMode: 'free' });
    const changes: [string, number, Record<string, unknown>, string | RegExp][] = [
      ['to fixed without a price, from free', free.id, { priceMode: 'fixed' }, DEAL_MESSAGES.priceRequired],
      ['a price on a free listing', free.id, { unitPriceCents: 100 }, DEAL_MESSAGES.priceOnlyPriced],
      ['to on request with a price', fixed.id, { priceMode: 'on-request', unitPriceCents: 100 }, DEAL_MESSAGES.priceOnlyPriced],
      ['a price of 0', fixed.id, { unitPriceCents: 0 }, /unitPriceCents/],
      ['a fractional price', fixed.id, { unitPriceCents: 1.5 }, /unitPriceCents/],
      ['a price over the maximum', fixed.id, { unitPriceCents: 100_000_001 }, /unitPriceCents/],
    ];
    for (const [label, id, change, message] of changes) {
      const response = await update(client, id, change);
      expectRefused(response);
      expect(messageOf(response), label).toMatch(message);
    }
    expect(await listing(client, fixed.id)).toMatchObject({ priceMode: 'fixed', unitPriceCents: 900 });
    expect(await listing(client, free.id)).toMatchObject({ priceMode: 'free' });
    expect(await listing(client, free.id)).not.toHaveProperty('unitPriceCents');
  });

  it('answers the new quantity and what is available after a quantity change', async () => {
    const { client: seller } = await signedInBusiness();
    const { client: buyer } = await signedInBusiness();
    const item = await createItem(seller, { quantity: 5, priceMode: 'fixed', unitPriceCents: 1_000 });
    ok(await reserve(buyer, item.id, 2), 201);
    const updated = ok(await update(seller, item.id, { quantity: 8 }));
    // What is stored, and what the PUT answers, on their own so a failure names which is wrong.
    expect.soft(await counters(seller, item.id), 'stored').toEqual({ quantity: 8, heldQuantity: 2, availableQuantity: 6 });
    const { quantity, heldQuantity, availableQuantity } = updated;
    expect.soft({ quantity, heldQuantity, availableQuantity }, 'PUT answer').toEqual({ quantity: 8, heldQuantity: 2, availableQuantity: 6 });
  });
});

/** One world of listings with a word of their own: two sellers, doors and parts, every mode, one sold out by holds. */
interface World {
  word: string;
  sellers: [Business, Business];
  items: InventoryItem[];
  soldOut: InventoryItem;
}

async function buildWorld(): Promise<World> {
  const word = uniqueWord('price');
  const sellers = [await signedInBusiness(), await signedInBusiness()] as [Business, Business];
  const { client: buyer } = await signedInBusiness();
  const specs: Record<string, unknown>[] = [
    { priceMode: 'free' },
    { priceMode: 'fixed', unitPriceCents: 500 },
    { priceMode: 'fixed', unitPriceCents: 1_500, category: 'part' },
    { priceMode: 'negotiable', unitPriceCents: 1_000 },
    { priceMode: 'negotiable', unitPriceCents: 3_000 },
    { priceMode: 'on-request' },
    {},
    { priceMode: 'free', category: 'part' },
    { priceMode: 'fixed', unitPriceCents: 1_000 },
    { priceMode: 'negotiable', unitPriceCents: 999 },
    { priceMode: 'on-request', category: 'part' },
  ];
  const items: InventoryItem[] = [];
  for (const [index, spec] of specs.entries()) {
    items.push(await createItem(sellers[index % 2]!.client, { name: `Door ${word} ${index}`, description: `Stock ${word}`, quantity: 3, ...spec }));
  }
  // Every unit of this one is on hold: available=1 leaves it out.
  const soldOut = await createItem(sellers[0].client, { name: `Door ${word} held`, description: `Stock ${word}`, quantity: 2, priceMode: 'fixed', unitPriceCents: 800 });
  ok(await reserve(buyer, soldOut.id, 2), 201);
  items.push(await listing(buyer, soldOut.id));
  // And one partly held: still available.
  ok(await reserve(buyer, items[1]!.id, 2), 201);
  items[1] = await listing(buyer, items[1]!.id);
  return { word, sellers, items, soldOut };
}

describe('list parameters of price and availability', () => {
  let world: World;
  const visitor = newClient();
  beforeAll(async () => {
    world = await buildWorld();
  }, 120_000);

  /** The routes and scopes a list of the world's listings can be read from, with what each holds. */
  const scopes = (): { label: string; client: ApiClient; path: string; params: Record<string, string>; items: InventoryItem[] }[] => {
    const [first, second] = world.sellers;
    const all = world.items;
    return [
      { label: 'search', client: visitor, path: '/api/inventory', params: { q: world.word }, items: all },
      { label: 'owners', client: visitor, path: '/api/inventory', params: { owner: `${first.user.id},${second.user.id}` }, items: all },
      { label: 'one owner', client: visitor, path: '/api/inventory', params: { owner: String(first.user.id) }, items: all.filter((item) => item.userId === first.user.id) },
      { label: 'doors, search', client: visitor, path: '/api/inventory/door', params: { q: world.word }, items: all.filter((item) => item.category === 'door') },
      { label: 'doors, owner', client: visitor, path: '/api/inventory/door', params: { owner: String(second.user.id) }, items: all.filter((item) => item.category === 'door' && item.userId === second.user.id) },
      { label: 'parts, search', client: visitor, path: '/api/inventory/part', params: { q: world.word }, items: all.filter((item) => item.category === 'part') },
      { label: 'my listings', client: first.client, path: '/api/inventory/user', params: {}, items: all.filter((item) => item.userId === first.user.id) },
      { label: 'my listings, search', client: second.client, path: '/api/inventory/user', params: { q: world.word }, items: all.filter((item) => item.userId === second.user.id) },
    ];
  };

  const filters: [string, Record<string, string>, (item: InventoryItem) => boolean][] = [
    ['priceMode=fixed,free', { priceMode: 'fixed,free' }, (item) => item.priceMode === 'fixed' || item.priceMode === 'free'],
    ['priceMode=negotiable', { priceMode: 'negotiable' }, (item) => item.priceMode === 'negotiable'],
    ['priceMode=on-request', { priceMode: 'on-request' }, (item) => item.priceMode === 'on-request'],
    ['maxUnitPriceCents=1000', { maxUnitPriceCents: '1000' }, (item) => item.priceMode === 'free' || (['fixed', 'negotiable'].includes(item.priceMode) && item.unitPriceCents! <= 1_000)],
    ['maxUnitPriceCents=0', { maxUnitPriceCents: '0' }, (item) => item.priceMode === 'free'],
    ['available=1', { available: '1' }, (item) => item.availableQuantity > 0],
    [
      'negotiable under 1000, available',
      { priceMode: 'negotiable,fixed', maxUnitPriceCents: '1000', available: '1' },
      (item) => ['fixed', 'negotiable'].includes(item.priceMode) && item.unitPriceCents! <= 1_000 && item.availableQuantity > 0,
    ],
  ];

  it('holds what the world was built with', () => {
    expect(world.items.find((item) => item.id === world.soldOut.id)).toMatchObject({ heldQuantity: 2, availableQuantity: 0 });
    expect(world.items[1]).toMatchObject({ heldQuantity: 2, availableQuantity: 1 });
  });

  it.each(filters)('filters by %s on every list route, paged and not', async (_label, params, keep) => {
    for (const scope of scopes()) {
      for (const paging of [{}, { limit: '2' }] as Record<string, string>[]) {
        const ids = await listIds(scope.client, scope.path, { ...scope.params, ...params, ...paging });
        expect(sameSet(ids), `${scope.label} ${JSON.stringify(paging)}`).toEqual(sameSet(scope.items.filter(keep).map((item) => item.id)));
      }
    }
  });

  it('sorts by price: free first, then by unit price, on request last, on every list route, paged and not', async () => {
    for (const scope of scopes()) {
      for (const paging of [{}, { limit: '1' }, { limit: '3' }, { limit: '100' }] as Record<string, string>[]) {
        const ids = await listIds(scope.client, scope.path, { ...scope.params, sort: 'price', ...paging });
        expect(ids, `${scope.label} ${JSON.stringify(paging)}`).toEqual(expectedIds(scope.items));
      }
      // With a filter too.
      const cheap = await listIds(scope.client, scope.path, { ...scope.params, sort: 'price', maxUnitPriceCents: '1000', limit: '2' });
      expect(cheap, `${scope.label} cheap`).toEqual(expectedIds(scope.items, (item) => item.priceMode === 'free' || (item.priceMode !== 'on-request' && item.unitPriceCents! <= 1_000)));
    }
  });

  it('sorts the whole site by price, across categories and owners, page after page', async () => {
    for (const path of ['/api/inventory', '/api/inventory/door']) {
      const pages = await allPages(visitor, path, { sort: 'price', limit: '100' });
      const items = pages.flatMap((page) => page.items);
      // No listing twice, and each in order after the one before it.
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      for (let index = 1; index < items.length; index++) {
        const [before, after] = [items[index - 1]!, items[index]!];
        const [a, b] = [priceOrderKey(before), priceOrderKey(after)];
        expect(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && before.id < after.id))), `${path}: ${before.id} before ${after.id}`).toBe(true);
      }
      const mine = new Set(world.items.filter((item) => path === '/api/inventory' || item.category === 'door').map((item) => item.id));
      expect(items.map((item) => item.id).filter((id) => mine.has(id))).toEqual(expectedIds(world.items.filter((item) => mine.has(item.id))));
    }
  });

  it('answers 400 naming the parameter for a bad value, on every list route', async () => {
    const { client } = world.sellers[0];
    const bad: [Record<string, string>, string][] = [
      [{ priceMode: 'cheap' }, 'priceMode'],
      [{ priceMode: 'fixed,cheap' }, 'priceMode'],
      [{ maxUnitPriceCents: '-1' }, 'maxUnitPriceCents'],
      [{ maxUnitPriceCents: '1.5' }, 'maxUnitPriceCents'],
      [{ maxUnitPriceCents: 'ten' }, 'maxUnitPriceCents'],
      [{ maxUnitPriceCents: '100000001' }, 'maxUnitPriceCents'],
      [{ available: '2' }, 'available'],
      [{ available: 'yes' }, 'available'],
      [{ sort: 'cost' }, 'sort'],
    ];
    for (const path of ['/api/inventory', '/api/inventory/door', '/api/inventory/part', '/api/inventory/user']) {
      for (const [params, name] of bad) {
        const response = await client.get(`${path}?${new URLSearchParams(params)}`);
        expectRefused(response);
        expect(messageOf(response), `${path} ${JSON.stringify(params)}`).toContain(name);
      }
    }
  });
});

describe('buyers who saved a listing', () => {
  /** Waits for the saver's notification of `type` about the listing. */
  const savedNotice = (client: ApiClient, type: string, itemId: number) =>
    until(
      async () => ok(await client.get<NotificationPage>('/api/notifications?limit=50')).items,
      (items) => items.some((each) => each.type === type && each.itemId === itemId),
      15_000,
      `${type} about ${itemId}`,
    ).then((items) => items.find((each) => each.type === type && each.itemId === itemId)!);

  it('hear of a lower price, and of units available again after holds end', async () => {
    const { client: seller } = await signedInBusiness();
    const { client: saver } = await signedInBusiness();
    const { client: buyer } = await signedInBusiness();
    const cheaper = await createItem(seller, { name: 'Price drop door', quantity: 2, priceMode: 'negotiable', unitPriceCents: 50_000 });
    const heldUp = await createItem(seller, { name: 'Held up door', quantity: 2, priceMode: 'fixed', unitPriceCents: 1_000 });
    const hold = ok(await reserve(buyer, heldUp.id, 2), 201);
    for (const item of [cheaper, heldUp]) ok(await saver.put(`/api/saved/${item.id}`));

    ok(await update(seller, cheaper.id, { unitPriceCents: 42_500 }));
    expect(await savedNotice(saver, 'saved_item_price_drop', cheaper.id)).toMatchObject({ previousCents: 50_000, unitPriceCents: 42_500, name: 'Price drop door', read: false });

    ok(await releaseHold(buyer, hold.id));
    expect(await savedNotice(saver, 'saved_item_available', heldUp.id)).toMatchObject({ availableQuantity: 2, name: 'Held up door' });
  });
});
