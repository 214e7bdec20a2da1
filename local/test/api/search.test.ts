import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InventoryItem, ItemPage, SearchSuggestions } from '@surplus/shared';
import { SEARCH_FIELDS, words } from '@surplus/shared';
import { dataLayer } from '../support/data-layer';
import { createItem, newClient, signedInBusiness, uniqueWord } from '../support/fixtures';
import { allPages, idsOf, LIST_ORDERS } from '../support/list-pages';


const CATALOGUE_SIZE = 3000;
const TAG = uniqueWord('cat');
const RARE = uniqueWord('rare');
const SIZES = ['8x8', '10x10', '12x14', '14x14'];

/** What a search must answer, worked out from the listings alone. */
const matches = (q: string) => (item: InventoryItem) => {
  const listing = SEARCH_FIELDS.flatMap((field) => words(item[field] ?? ''));
  return words(q).every((word) => listing.some((candidate) => candidate.startsWith(word)));
};

/** Every posting of a listing, wherever it is in the table. */
async function postingsOf(id: number): Promise<Record<string, unknown>[]> {
  const { scanAll } = await dataLayer();
  return scanAll({ FilterExpression: 'begins_with(pk, :term) AND id = :id', ExpressionAttributeValues: { ':term': 'TERM#', ':id': id } });
}

let catalogue: InventoryItem[] = [];
const visitor = newClient();
const page = async (params: Record<string, string>, path = '/api/inventory') => {
  const response = await visitor.get<ItemPage>(`${path}?${new URLSearchParams(params)}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
};

// Far more listings than one postings read of the test runtime (20): every path of the search is taken.
beforeAll(async () => {
  const { importItems, findUserById } = await dataLayer();
  const owners = await Promise.all([0, 1, 2].map((n) => signedInBusiness({ businessName: `${TAG} Owner ${n}`, location: `Reno ${n}, NV` })));
  const records = await Promise.all(owners.map(({ user }) => findUserById(user.id)));
  const started = Date.parse('2026-06-01T00:00:00.000Z');
  catalogue = await importItems(
    Array.from({ length: CATALOGUE_SIZE }, (_, index) => {
      const door = index % 5 < 2;
      const steel = index % 5 === 0 ? 'Steel ' : '';
      return {
        owner: records[index % 3]!,
        input: {
          category: door ? 'door' : 'part',
          name: door
            ? `${index % 50 === 5 ? 'Hurricane-Rated ' : ''}${SIZES[index % 4]} ${steel}Roll-Up Door`
            : `${steel}Guide Rail ${index % 2 ? 'HD' : 'LT'}`,
          itemId: `${TAG}-${String(index).padStart(6, '0')}`,
          description: `Surplus lot ${index % 1000 === 500 ? RARE : 'as listed'}, pickup only.`,
          quantity: 1 + (index % 7),
        },
        // Spread over time, not in id order.
        lastUpdated: new Date(started + ((index * 7919) % CATALOGUE_SIZE) * 60_000).toISOString(),
      };
    }),
  );
}, 120_000);

describe('search', () => {
  it('finds a SKU in its own listing among thousands, in one request', async () => {
    const oldest = [...catalogue].sort(LIST_ORDERS.recent).at(-1)!;
    for (const q of [oldest.itemId, oldest.itemId.toLowerCase(), `${oldest.itemId.split('-')[1]} ${TAG}`]) {
      const answer = await page({ limit: '10', q });
      expect(answer.items.map((item) => item.id), q).toEqual([oldest.id]);
      expect(answer.nextCursor).toBeNull();
    }
  });

  it('finds a part number that splits into many words', async () => {
    const { client } = await signedInBusiness();
    const tag = uniqueWord('part');
    const itemId = `${tag}-A1B2C3D4E5F6G7`;
    const item = await createItem(client, { itemId });
    for (const q of [itemId, `${tag} a1b2c3 d4e5f6g7`]) {
      expect((await page({ limit: '10', q })).items.map((found) => found.id), q).toEqual([item.id]);
    }
  });

  it('answers the first matches of a rare, a common and a two-word search on the first page', async () => {
    for (const q of [RARE, `${TAG} steel`, `steel ${TAG}`, `${TAG} hurricane`, `hurricane rated ${TAG} 14`, `${TAG} hd`, `${TAG} x`, `${TAG} 8`]) {
      const expected = catalogue.filter(matches(q)).sort(LIST_ORDERS.recent);
      expect(expected.length, q).toBeGreaterThan(0);
      const answer = await page({ limit: '10', q });
      expect(answer.items.map((item) => item.id), q).toEqual(expected.slice(0, 10).map((item) => item.id));
      expect(answer.nextCursor === null, q).toBe(expected.length <= 10);
    }
  });

  it('pages through every match and no more, in every order and scope (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          q: fc.constantFrom(RARE, 'steel', 'hurricane', 'hurr', 'roll up', 'guide lt', '14', 'x', 'reno 1', 'owner 2', 'nothing'),
          limit: fc.constantFrom(7, 50, 100),
          sort: fc.constantFrom('recent', 'name', 'business'),
          category: fc.constantFrom(undefined, 'door', 'part'),
        }),
        async ({ q, limit, sort, category }) => {
          const query = `${TAG} ${q}`;
          const params = { limit: String(limit), q: query, sort, ...(category ? { category } : {}) };
          const pages = await allPages(visitor, '/api/inventory', params);
          const expected = catalogue
            .filter((item) => !category || item.category === category)
            .filter(matches(query))
            .sort(LIST_ORDERS[sort]);
          expect(idsOf(pages)).toEqual(expected.map((item) => item.id));
          expect(pages.slice(0, -1).every((one) => one.items.length === limit)).toBe(true);
          expect(pages.at(-1)?.nextCursor).toBeNull();
        },
      ),
      { numRuns: 20 },
    );
    // Twenty full walks of up to 3,000 matches, seven per page at worst: minutes on a busy two-core runner.
  }, 180_000);

  it('searches one owner, and everyone but one owner, the same way', async () => {
    const owner = catalogue[0]!.userId;
    const q = `${TAG} steel`;
    const mine = idsOf(await allPages(visitor, '/api/inventory', { limit: '100', q, owner: String(owner), sort: 'name' }));
    expect(mine).toEqual(catalogue.filter((item) => item.userId === owner && matches(q)(item)).sort(LIST_ORDERS.name).map((item) => item.id));
    const others = idsOf(await allPages(visitor, '/api/inventory/part', { limit: '100', q, excludeOwner: String(owner) }));
    expect(others).toEqual(
      catalogue.filter((item) => item.userId !== owner && item.category === 'part' && matches(q)(item)).sort(LIST_ORDERS.recent).map((item) => item.id),
    );
  });

  it('falls back to close matches when nothing matches exactly, and says so', async () => {
    const expected = catalogue.filter(matches(`${TAG} hurricane`)).sort(LIST_ORDERS.recent);
    const fuzzy = await page({ limit: '10', q: `${TAG} hurricne` });
    expect(fuzzy.fuzzy).toBe(true);
    expect(fuzzy.items.map((item) => item.id)).toEqual(expected.slice(0, 10).map((item) => item.id));
    const rest = idsOf(await allPages(visitor, '/api/inventory', { limit: '10', q: `${TAG} hurricne`, cursor: fuzzy.nextCursor! }));
    expect([...fuzzy.items.map((item) => item.id), ...rest]).toEqual(expected.map((item) => item.id));

    const rare = await page({ limit: '10', q: RARE.slice(0, 4) + RARE[5] + RARE[4] + RARE.slice(6) });
    expect(rare.fuzzy).toBe(true);
    expect(rare.items).toHaveLength(3);

    // The most a query can ask: 100 characters, eight long words with typos and many short ones, in one filter.
    const most = 'hurricne insulatd steell rollup guidde surplsu pickupp listedd a1 b2 c3 d4 e5 f6 g7 h8 i9 j0 k1 l2 m';
    expect(most).toHaveLength(100);
    const typos = await page({ limit: '10', q: most });
    expect(typos.items.length).toBeLessThanOrEqual(10);

    const exact = await page({ limit: '10', q: `${TAG} hurricane` });
    expect(exact.fuzzy).toBeUndefined();
    const none = await page({ limit: '10', q: `${TAG} qwxzvbnm` });
    expect(none).toEqual({ items: [], nextCursor: null });
  });

  it('finds a listing at once after create and update, and not after update or delete', async () => {
    const { client } = await signedInBusiness();
    const [before, after] = [uniqueWord('before'), uniqueWord('after')];
    const item = await createItem(client, { name: `Sectional door ${before}` });
    expect((await page({ limit: '10', q: before })).items.map((found) => found.id)).toEqual([item.id]);

    expect((await client.put(`/api/inventory/${item.id}`, { name: `Sectional door ${after}` })).status).toBe(200);
    expect(await page({ limit: '10', q: before })).toEqual({ items: [], nextCursor: null });
    expect((await page({ limit: '10', q: after })).items.map((found) => found.id)).toEqual([item.id]);

    expect((await client.delete(`/api/inventory/${item.id}`)).status).toBe(200);
    expect(await page({ limit: '10', q: after })).toEqual({ items: [], nextCursor: null });
    expect(await postingsOf(item.id)).toEqual([]);
  });

  it('leaves the postings of the last of several concurrent updates', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client, { name: `Counter shutter ${uniqueWord('first')}` });
    const names = Array.from({ length: 6 }, () => uniqueWord('race'));
    const answers = await Promise.all(names.map((name) => client.put<InventoryItem>(`/api/inventory/${item.id}`, { name: `Counter shutter ${name}` })));
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    const final = (await visitor.get<InventoryItem>(`/api/inventory/item/${item.id}`)).json;
    for (const name of names) {
      const found = (await page({ limit: '10', q: name })).items.map((listing) => listing.id);
      expect(found, name).toEqual(final.name.endsWith(name) ? [item.id] : []);
    }
    const postings = await postingsOf(item.id);
    expect(postings.every((posting) => String(posting.recent).startsWith(final.lastUpdated))).toBe(true);
    const raceWords = postings.map((posting) => String(posting.sk).split('\u0001')[0] ?? '').filter((word) => word.startsWith('race'));
    expect(raceWords).toEqual([final.name.split(' ').at(-1)]);
  });

  it('rebuilds lost postings and old search text on reindex, and a second run changes nothing', async () => {
    const { db, reindexSearch } = await dataLayer();
    const word = uniqueWord('lost');
    const item = await createItem((await signedInBusiness()).client, { name: `Rolling grille ${word}` });
    const TableName = process.env.TABLE_NAME;
    await db.send(new DeleteCommand({ TableName, Key: { pk: `TERM#${word.slice(0, 2)}`, sk: `${word}\u0001${String(item.id).padStart(12, '0')}` } }));
    await db.send(new UpdateCommand({ TableName, Key: { pk: `ITEM#${item.id}`, sk: 'ITEM' }, UpdateExpression: 'SET #s = :old', ExpressionAttributeNames: { '#s': 'search' }, ExpressionAttributeValues: { ':old': `rolling grille ${word}` } }));
    expect((await page({ limit: '10', q: word })).items).toEqual([]);

    const first = await reindexSearch(() => {});
    expect(first.rewritten).toBe(1);
    expect((await page({ limit: '10', q: word })).items.map((found) => found.id)).toEqual([item.id]);
    expect((await page({ limit: '10', q: `${word} grille` })).items.map((found) => found.id)).toEqual([item.id]);
    // Other files write listings on this runtime meanwhile, so the postings written and the common words can move
    // between the runs: what the first run repaired stays repaired, and nothing is rewritten or removed.
    const again = await reindexSearch(() => {});
    expect(again).toMatchObject({ rewritten: 0, postingsRemoved: 0 });
    // Two Scans of the whole shared table, which every earlier file of the runtime has grown.
  }, 90_000);

  it('answers the plain array with every match', async () => {
    const response = await visitor.get<InventoryItem[]>(`/api/inventory/door?q=${encodeURIComponent(`${TAG} hurricane`)}`);
    expect(response.json.map((item) => item.id)).toEqual(catalogue.filter(matches(`${TAG} hurricane door`)).sort(LIST_ORDERS.recent).map((item) => item.id));
  });
});

describe('search suggestions', () => {
  it('completes names, item ids and business names, most recently updated first', async () => {
    const newest = [...catalogue].sort(LIST_ORDERS.recent);
    const bySku = (await visitor.get<SearchSuggestions>(`/api/search/suggest?q=${encodeURIComponent(newest[0]!.itemId.slice(0, -2))}`)).json;
    expect(bySku.suggestions[0]).toEqual({ text: newest[0]!.itemId, kind: 'itemId', id: newest[0]!.id });
    expect(bySku.suggestions.length).toBeLessThanOrEqual(8);

    const byBusiness = (await visitor.get<SearchSuggestions>(`/api/search/suggest?q=${TAG}%20own`)).json;
    expect(byBusiness.suggestions.map((suggestion) => suggestion.kind)).toEqual(['business', 'business', 'business']);
    expect(byBusiness.suggestions.map((suggestion) => suggestion.text).sort()).toEqual([0, 1, 2].map((n) => `${TAG} Owner ${n}`));

    const byName = (await visitor.get<SearchSuggestions>(`/api/search/suggest?q=${TAG}%20hurricane%20ra`)).json;
    expect(byName.suggestions).toEqual([]);
    const named = await createItem((await signedInBusiness()).client, { name: `Hurricane ${RARE} door` });
    const fresh = (await visitor.get<SearchSuggestions>(`/api/search/suggest?q=${RARE.slice(0, 6)}`)).json;
    expect(fresh.suggestions[0]).toEqual({ text: named.name, kind: 'name', id: named.id });
  });

  it('refuses a query of fewer than two characters', async () => {
    const response = await visitor.get('/api/search/suggest?q=a');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'q: Search text must be at least 2 characters' });
  });
});
