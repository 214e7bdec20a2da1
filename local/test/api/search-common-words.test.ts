import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InventoryItem, ItemPage, SearchSuggestions } from '@surplus/shared';
import { listingWords, SEARCH_FIELDS, words } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { dataLayer } from '../support/data-layer';
import { createItem, newClient, signedInBusiness, uniqueWord } from '../support/fixtures';
import { allPages, idsOf, LIST_ORDERS } from '../support/list-pages';

// The test runtime counts a word as common once more than 20 listings have it (SEARCH_TEST_ENVIRONMENT).
const TAG = uniqueWord('tag');
const [ALPHA, BETA, RARE] = [uniqueWord('alpha'), uniqueWord('beta'), uniqueWord('rare')];
/** A prefix that starts two common words and a rare one. */
const PREFIX = uniqueWord('pre');
const [ONE, TWO, THREE] = [`${PREFIX}one`, `${PREFIX}two`, `${PREFIX}three`];
const CATALOGUE_SIZE = 240;

const matches = (q: string) => (item: InventoryItem) => {
  const listing = SEARCH_FIELDS.flatMap((field) => words(item[field] ?? ''));
  return words(q).every((word) => listing.some((candidate) => candidate.startsWith(word)));
};
const padded = (id: number) => String(id).padStart(12, '0');
const recencyKey = (item: InventoryItem) => `${item.lastUpdated}#${padded(item.id)}`;

let catalogue: InventoryItem[] = [];
let owners: number[] = [];
let sellers: ApiClient[] = [];
const visitor = newClient();
const TableName = () => process.env.TABLE_NAME;

/** The common words and the lined ones, as a search reads them. */
const wordSets = async () => (await dataLayer()).getSearchWordSets();
const commonWords = async () => (await wordSets()).common;
const linedWords = async () => [...(await wordSets()).lined];

/** The entries on a word's line: the recency key of each, and its listing's id. */
async function lineOf(word: string): Promise<{ id: number; recent: string }[]> {
  const { queryAll } = await dataLayer();
  const blocks = await queryAll<{ entries: string[] }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `LINE#${word}` } });
  return blocks.flatMap((block) => block.entries.map((entry) => entry.split('|')[0]!)).map((recent) => ({ id: Number(recent.split('#')[1]), recent }));
}

/** The entries of one listing on a word's line. */
const entriesOf = async (word: string, id: number) => (await lineOf(word)).filter((entry) => entry.id === id).map((entry) => entry.recent);

/** Every posting of a listing. */
async function postingsOf(id: number): Promise<Record<string, unknown>[]> {
  const { scanAll } = await dataLayer();
  return scanAll({ FilterExpression: 'begins_with(pk, :term) AND id = :id', ExpressionAttributeValues: { ':term': 'TERM#', ':id': id } });
}

/** Listings imported through the data layer, spread over time and not in id order. */
async function importListings(count: number, name: (index: number) => string, from: string) {
  const { importItems, findUserById } = await dataLayer();
  const records = await Promise.all(owners.map((id) => findUserById(id)));
  const started = Date.parse(from);
  return importItems(
    Array.from({ length: count }, (_, index) => ({
      owner: records[index % records.length]!,
      input: { category: index % 3 ? 'part' : 'door', name: name(index), itemId: `SKU-${index}`, description: 'Surplus, pickup only.', quantity: 1 },
      lastUpdated: new Date(started + ((index * 7919) % count) * 60_000).toISOString(),
    })),
  );
}

beforeAll(async () => {
  const businesses = await Promise.all([0, 1].map(() => signedInBusiness()));
  owners = businesses.map(({ user }) => user.id);
  sellers = businesses.map(({ client }) => client);
  catalogue = await importListings(
    CATALOGUE_SIZE,
    (index) =>
      [
        TAG,
        index % 2 ? ALPHA : '',
        index % 4 === 1 ? BETA : '',
        index % 24 === 5 ? RARE : '',
        index % 8 === 1 ? ONE : '',
        index % 8 === 5 || index % 16 === 1 ? TWO : '',
        index % 40 === 7 ? THREE : '',
      ].join(' '),
    '2026-03-01T00:00:00.000Z',
  );
}, 120_000);

describe('searches of common words only', () => {
  it('the words are common, and their lines hold every listing that has them', async () => {
    const common = await commonWords();
    for (const word of [TAG, ALPHA, BETA, ONE, TWO]) {
      expect(common.has(word), word).toBe(true);
      expect((await lineOf(word)).map((entry) => entry.id).sort(), word).toEqual(
        catalogue.filter(matches(word)).map((item) => item.id).sort(),
      );
    }
    expect(common.has(THREE)).toBe(false);
  });

  it('answers exactly the matches of a plain filter, newest first, page by page', async () => {
    for (const q of [TAG, ALPHA, `${ALPHA} ${BETA}`, `${BETA} ${TAG}`, `${BETA} ${RARE}`, PREFIX, `${PREFIX} ${BETA}`, `${TAG} ${PREFIX}t`]) {
      for (const category of [undefined, 'door']) {
        const params = { limit: '7', q, ...(category ? { category } : {}) };
        const pages = await allPages(visitor, '/api/inventory', params);
        const expected = catalogue.filter((item) => (!category || item.category === category) && matches(q)(item)).sort(LIST_ORDERS.recent);
        if (!category) expect(expected.length, q).toBeGreaterThan(0);
        expect(idsOf(pages), `${q} ${category}`).toEqual(expected.map((item) => item.id));
        expect(pages.slice(0, -1).every((page) => page.items.length === 7), q).toBe(true);
        expect(pages.at(-1)?.nextCursor, q).toBeNull();
      }
    }
  });

  it('searches one owner, and everyone but one owner', async () => {
    const q = `${ALPHA} ${BETA}`;
    const [owner] = owners;
    const mine = idsOf(await allPages(visitor, '/api/inventory', { limit: '5', q, owner: String(owner) }));
    expect(mine).toEqual(catalogue.filter((item) => item.userId === owner && matches(q)(item)).sort(LIST_ORDERS.recent).map((item) => item.id));
    const others = idsOf(await allPages(visitor, '/api/inventory', { limit: '5', q, excludeOwner: String(owner) }));
    expect(others).toEqual(catalogue.filter((item) => item.userId !== owner && matches(q)(item)).sort(LIST_ORDERS.recent).map((item) => item.id));
  });

  it('corrects a typo of a common word and pages through its close matches', async () => {
    const typo = `${ALPHA.slice(0, 7)}${ALPHA[7] === 'z' ? 'y' : 'z'}${ALPHA.slice(8)}`;
    const pages = await allPages(visitor, '/api/inventory', { limit: '9', q: `${TAG} ${typo}` });
    expect(pages.every((page) => page.fuzzy)).toBe(true);
    expect(idsOf(pages)).toEqual(catalogue.filter(matches(ALPHA)).sort(LIST_ORDERS.recent).map((item) => item.id));
  });

  it('suggests from the newest listings with a common word', async () => {
    const answer = (await visitor.get<SearchSuggestions>(`/api/search/suggest?q=${encodeURIComponent(`${BETA} ${PREFIX}`)}`)).json;
    const newest = catalogue.filter(matches(`${BETA} ${PREFIX}`)).sort(LIST_ORDERS.recent);
    expect(answer.suggestions[0]).toEqual({ text: newest[0]!.name, kind: 'name', id: newest[0]!.id });
  });

  it('moves a listing along its lines when it is edited, and off them when it is deleted', async () => {
    const { client } = await signedInBusiness();
    const created = await createItem(client, { name: `Sectional ${ALPHA} ${BETA}`, description: 'Like new.' });
    expect(await entriesOf(ALPHA, created.id)).toEqual([recencyKey(created)]);
    expect((await page({ limit: '3', q: `${ALPHA} ${BETA}` })).items[0]?.id).toBe(created.id);

    const updated = (await client.put<InventoryItem>(`/api/inventory/${created.id}`, { quantity: 4 })).json;
    expect(updated.lastUpdated > created.lastUpdated).toBe(true);
    for (const word of [ALPHA, BETA]) expect(await entriesOf(word, created.id), word).toEqual([recencyKey(updated)]);
    const both = idsOf(await allPages(visitor, '/api/inventory', { limit: '50', q: `${ALPHA} ${BETA}` }));
    expect(both.filter((id) => id === created.id)).toHaveLength(1);

    const renamed = (await client.put<InventoryItem>(`/api/inventory/${created.id}`, { name: `Sectional ${BETA}` })).json;
    expect(await entriesOf(ALPHA, created.id)).toEqual([]);
    expect(await entriesOf(BETA, created.id)).toEqual([recencyKey(renamed)]);
    expect((await page({ limit: '3', q: ALPHA })).items.map((item) => item.id)).not.toContain(created.id);

    expect((await client.delete(`/api/inventory/${created.id}`)).status).toBe(200);
    expect(await entriesOf(BETA, created.id)).toEqual([]);
    expect(await postingsOf(created.id)).toEqual([]);
    expect((await page({ limit: '3', q: BETA })).items.map((item) => item.id)).not.toContain(created.id);
  });

  it('answers a listing edited out of an import block once, at its new place', async () => {
    const q = `${ALPHA} ${BETA}`;
    const oldest = catalogue.filter(matches(q)).sort(LIST_ORDERS.recent).at(-1)!;
    const seller = sellers[owners.indexOf(oldest.userId)]!;
    const edited = (await seller.put<InventoryItem>(`/api/inventory/${oldest.id}`, { quantity: 7 })).json;
    // Its import block still names it at the old recency key; a one-entry block names it at the new one.
    expect((await entriesOf(ALPHA, oldest.id)).sort()).toEqual([recencyKey(oldest), recencyKey(edited)].sort());
    catalogue = catalogue.map((item) => (item.id === edited.id ? edited : item));
    const pages = await allPages(visitor, '/api/inventory', { limit: '6', q });
    expect(idsOf(pages)).toEqual(catalogue.filter(matches(q)).sort(LIST_ORDERS.recent).map((item) => item.id));
    expect(idsOf(pages)[0]).toBe(edited.id);
    // One page holding both of its entries: the listing once, read once.
    const whole = await page({ limit: '100', q });
    expect(whole.items.map((item) => item.id)).toEqual(idsOf(pages));
  });

  it('an import that makes a word common moves the earlier postings onto its line, so a search finds the earlier listings', async () => {
    const word = uniqueWord('newly');
    const earlier = await importListings(15, (index) => `${word} lot ${index}`, '2026-04-01T00:00:00.000Z');
    expect((await commonWords()).has(word)).toBe(false);
    const later = await importListings(15, (index) => `${word} batch ${index}`, '2026-05-01T00:00:00.000Z');
    expect((await commonWords()).has(word)).toBe(true);

    const all = [...earlier, ...later].sort(LIST_ORDERS.recent);
    expect((await lineOf(word)).map((entry) => entry.recent).sort()).toEqual(all.map(recencyKey).sort());
    const { scanAll } = await dataLayer();
    const byWord = await scanAll({ FilterExpression: 'pk = :pk AND begins_with(sk, :word)', ExpressionAttributeValues: { ':pk': `TERM#${word.slice(0, 2)}`, ':word': `${word}\u0001` } });
    expect(byWord).toEqual([]);
    expect(idsOf(await allPages(visitor, '/api/inventory', { limit: '4', q: word }))).toEqual(all.map((item) => item.id));
  });

  it('a word that grew common one listing at a time becomes common once searched: the jobs function moves it onto its line', async () => {
    const word = uniqueWord('grown');
    // Created one by one: no write counts the word's listings, so it keeps postings past a read's worth.
    const created: InventoryItem[] = [];
    for (let index = 0; index < 24; index++) created.push(await createItem(sellers[index % 2]!, { name: `${word} panel ${index}` }));
    expect((await commonWords()).has(word)).toBe(false);
    const expected = created.sort(LIST_ORDERS.recent).map((item) => item.id);
    expect(idsOf(await allPages(visitor, '/api/inventory', { limit: '10', q: word }))).toEqual(expected);

    await expect.poll(async () => (await commonWords()).has(word), { timeout: 15_000, interval: 250 }).toBe(true);
    await expect.poll(async () => (await lineOf(word)).length, { timeout: 15_000, interval: 250 }).toBe(created.length);
    expect((await lineOf(word)).map((entry) => entry.recent).sort()).toEqual(created.map(recencyKey).sort());
    const { scanAll } = await dataLayer();
    const byWord = await scanAll({ FilterExpression: 'pk = :pk AND begins_with(sk, :word)', ExpressionAttributeValues: { ':pk': `TERM#${word.slice(0, 2)}`, ':word': `${word}\u0001` } });
    expect(byWord).toEqual([]);
    expect(idsOf(await allPages(visitor, '/api/inventory', { limit: '10', q: word }))).toEqual(expected);
    // A prefix of the word is no word of its own: checking it changes nothing.
    expect(idsOf(await allPages(visitor, '/api/inventory', { limit: '10', q: word.slice(0, -1) }))).toEqual(expected);
    expect((await commonWords()).has(word.slice(0, -1))).toBe(false);
  });

  it('the check completes a word left half moved onto its line, and leaves a common word without a line to reindex', async () => {
    const { db, makeCommonIfCounted } = await dataLayer();
    const word = uniqueWord('half');
    // Two listings per import: no import counts the word.
    const listings: InventoryItem[] = [];
    for (let index = 0; index < 12; index++) listings.push(...(await importListings(2, (n) => `${word} roller ${index}-${n}`, '2026-06-01T00:00:00.000Z')));
    expect((await commonWords()).has(word)).toBe(false);
    // A try that stopped after the word was recorded common and one block written.
    const [first] = listings;
    await db.send(
      new UpdateCommand({ TableName: TableName(), Key: { pk: 'SEARCH', sk: 'COMMON_WORDS' }, UpdateExpression: 'ADD words :word', ExpressionAttributeValues: { ':word': new Set([word]) } }),
    );
    await db.send(
      new PutCommand({
        TableName: TableName(),
        Item: { pk: `LINE#${word}`, sk: `${recencyKey(first!)} ${recencyKey(first!)}`, entries: [`${recencyKey(first!)}|${first!.category}|${first!.userId}`] },
      }),
    );
    await makeCommonIfCounted(word);
    expect(await linedWords()).toContain(word);
    expect([...new Set((await lineOf(word)).map((entry) => entry.recent))].sort()).toEqual(listings.map(recencyKey).sort());

    // A common word from before word lines has neither postings nor a line: nothing to move, so it stays unlined.
    const older = uniqueWord('older');
    await db.send(
      new UpdateCommand({ TableName: TableName(), Key: { pk: 'SEARCH', sk: 'COMMON_WORDS' }, UpdateExpression: 'ADD words :word', ExpressionAttributeValues: { ':word': new Set([older]) } }),
    );
    await makeCommonIfCounted(older);
    expect(await linedWords()).not.toContain(older);
  });

  it('a table from before word lines reads the list\'s index until reindex packs them', async () => {
    const { db, queryAll } = await dataLayer();
    await db.send(
      new UpdateCommand({ TableName: TableName(), Key: { pk: 'SEARCH', sk: 'COMMON_WORDS' }, UpdateExpression: 'DELETE lined :word', ExpressionAttributeValues: { ':word': new Set([ALPHA]) } }),
    );
    const blocks = await queryAll<{ pk: string; sk: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `LINE#${ALPHA}` } });
    for (const { pk, sk } of blocks) await db.send(new DeleteCommand({ TableName: TableName(), Key: { pk, sk } }));
    const q = `${ALPHA} ${BETA}`;
    expect(idsOf(await allPages(visitor, '/api/inventory', { limit: '8', q }))).toEqual(catalogue.filter(matches(q)).sort(LIST_ORDERS.recent).map((item) => item.id));
  });

  it('reindex packs the lines of common words that have none, and leaves the others as they are', async () => {
    const { queryAll, scanAll, reindexSearch } = await dataLayer();
    // ALPHA's line was taken away by the case above, and the set no longer names it lined.
    const before = await queryAll<{ sk: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `LINE#${BETA}` } });
    await reindexSearch(() => {});
    const { common, lined } = await wordSets();
    expect(lined).toEqual(common);

    const listings = await scanAll<InventoryItem>({ FilterExpression: 'begins_with(pk, :item) AND sk = :sk', ExpressionAttributeValues: { ':item': 'ITEM#', ':sk': 'ITEM' } });
    const withAlpha = listings.filter((item) => new Set(listingWords(item)).has(ALPHA));
    expect((await lineOf(ALPHA)).map((entry) => entry.recent).sort()).toEqual(withAlpha.map(recencyKey).sort());
    // BETA was lined: its blocks are the same ones, so a search reading its line meanwhile missed nothing.
    const after = await queryAll<{ sk: string }>({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `LINE#${BETA}` } });
    expect(after.map((block) => block.sk)).toEqual(before.map((block) => block.sk));
    const byWord = await scanAll<{ sk: string }>({ FilterExpression: 'begins_with(pk, :term)', ExpressionAttributeValues: { ':term': 'TERM#' }, ProjectionExpression: 'sk' });
    expect(byWord.filter(({ sk }) => common.has(sk.split('\u0001')[0]!))).toEqual([]);

    for (const q of [`${ALPHA} ${BETA}`, `${BETA} ${TAG}`]) {
      expect(idsOf(await allPages(visitor, '/api/inventory', { limit: '10', q })), q).toEqual(catalogue.filter(matches(q)).sort(LIST_ORDERS.recent).map((item) => item.id));
    }
  }, 120_000);
});

async function page(params: Record<string, string>): Promise<ItemPage> {
  const response = await visitor.get<ItemPage>(`/api/inventory?${new URLSearchParams(params)}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
}
