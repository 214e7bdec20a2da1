import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FilterGroup, GeoPoint, InventoryItem, ListFacets, ListFilters, ListQuery } from '@surplus/shared';
import { distanceMi, fitGap, listQuerySchema, matchesFilters, queryWords, searchSize, textHasWord, wordText, listingWords } from '@surplus/shared';
import { geocode } from '../../../functions/src/geo/geocode';
import { ApiClient } from '../../src/api-client';
import { allPages, idsOf, LIST_ORDERS, newestFirst } from '../support/list-pages';
import { startLocalRuntime } from '../support/local-runtime';
import { SEARCH_TEST_ENVIRONMENT } from '../support/search-environment';
import { businessFields, itemFields, newClient, uniqueWord } from '../support/fixtures';
import { importCsv, rowsCsv } from '../support/import-jobs';
import { dataLayer } from '../support/data-layer';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME } from '../../src/runtime';

/**
 * The spec, fit and distance filters against a plain in-memory filter over the same listings (shared
 * matchesFilters, and the orders written out here). Run twice: on the shared runtime, where the narrowing
 * filters read their candidates whole, and on a runtime that reads at most 3 candidates, where the fit and
 * distance orders read their indexes in order and the other orders read the lists densely.
 */
const CITIES = ['Dallas, TX', 'Fort Worth, TX', 'Denton, TX', 'Austin, TX', 'Chicago, IL'] as const;

interface World {
  client: (owner: number) => ApiClient;
  owners: number[];
  items: InventoryItem[];
  token: string;
}

async function register(baseUrl: string, location: string, zip?: string) {
  const client = new ApiClient(baseUrl);
  const response = await client.post<{ id: number }>('/api/register', businessFields({ location, ...(zip ? { zip } : {}) }));
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  return { client, id: response.json.id };
}

/** Listings with specs, in five cities; the token keeps this world's listings apart from other tests'. */
async function buildWorld(baseUrl: string): Promise<World> {
  const token = uniqueWord('spec');
  const businesses: Awaited<ReturnType<typeof register>>[] = [];
  for (const city of CITIES) businesses.push(await register(baseUrl, city));
  const doors: Record<string, unknown>[] = [
    { widthIn: 144, heightIn: 168, doorType: 'sectional', material: 'steel', insulated: true, rValue: 12 },
    { widthIn: 145, heightIn: 167, doorType: 'rolling-steel', material: 'steel' },
    { widthIn: 144, heightIn: 168, doorType: 'sectional', material: 'aluminum', insulated: false, windRated: true },
    { widthIn: 120, heightIn: 120, doorType: 'sheet', material: 'steel' },
    { widthIn: 96, heightIn: 84, doorType: 'sectional', material: 'wood', insulated: true },
    { name: `Sectional door 12' x 14' ${token}`, doorType: 'sectional' },
    { name: `Door 146 x 170 in ${token}`, insulated: true, material: 'fiberglass' },
    {},
  ];
  const parts: Record<string, unknown>[] = [
    { partType: 'spring', fitsWidthIn: 144, fitsHeightIn: 168 },
    { partType: 'opener' },
    { name: `Track kit for 12x14 doors ${token}`, partType: 'track' },
    { partType: 'spring', fitsWidthIn: 120, fitsHeightIn: 120 },
  ];
  const items: InventoryItem[] = [];
  let index = 0;
  for (const business of businesses) {
    for (const specs of [...doors.map((spec) => ({ category: 'door', ...spec })), ...parts.map((spec) => ({ category: 'part', ...spec }))]) {
      // Not every business lists everything: the counts differ per city.
      if ((index++ + business.id) % 3 === 0) continue;
      const response = await business.client.post<InventoryItem>('/api/inventory', itemFields({ name: `Listing ${token}`, description: `Surplus stock ${token}`, ...specs }));
      expect(response.status, response.text).toBe(201);
      items.push(response.json);
    }
  }
  const byId = new Map(businesses.map((business) => [business.id, business.client]));
  return { client: (owner) => byId.get(owner)!, owners: businesses.map((business) => business.id), items, token };
}

/** The orders of the list routes, written out: fit by |dW| + |dH|, distance by miles then owner, each then newest first. */
function oracle(items: InventoryItem[], query: ListQuery): InventoryItem[] {
  const origin = query.near ? geocode(query.near) : null;
  const words = query.q ? queryWords(query.q) : [];
  const matches = items.filter(
    (item) =>
      (!query.category || item.category === query.category) &&
      (!query.owner || query.owner.includes(item.userId)) &&
      item.userId !== query.excludeOwner &&
      words.every((word) => textHasWord(wordText(listingWords(item)), [word])) &&
      matchesFilters(item, query, origin),
  );
  const distance = (item: InventoryItem) => distanceMi(origin!, { lat: item.lat!, lon: item.lon! });
  const compare =
    query.sort === 'fit'
      ? (a: InventoryItem, b: InventoryItem) => fitGap(searchSize(a)!, query) - fitGap(searchSize(b)!, query) || newestFirst(a, b)
      : query.sort === 'distance'
        ? (a: InventoryItem, b: InventoryItem) => Math.round(distance(a) * 1000) - Math.round(distance(b) * 1000) || a.userId - b.userId || newestFirst(a, b)
        : LIST_ORDERS[query.sort];
  return matches.sort(compare);
}

const QUERIES: Record<string, string>[] = [
  { fitW: '144', fitH: '168' },
  { fitW: '144', fitH: '168', sort: 'fit' },
  { fitW: '144', fitH: '168', fitTol: '0' },
  { fitW: '143', fitH: '167', fitTol: '3', sort: 'fit', category: 'door' },
  { fitW: '144', fitH: '168', category: 'part' },
  { doorType: 'sectional' },
  { doorType: 'sectional,rolling-steel', insulated: '1' },
  { material: 'steel,fiberglass', sort: 'name' },
  { partType: 'spring,track' },
  { minW: '100', maxW: '150', minH: '100' },
  { maxH: '100' },
  { near: 'Dallas, TX' },
  { near: 'Dallas, TX', radiusMi: '40', sort: 'distance' },
  { near: '76102', radiusMi: '250', sort: 'distance' },
  { near: 'Dallas, TX', radiusMi: '1000', sort: 'distance', doorType: 'sectional' },
  { near: 'Dallas, TX', radiusMi: '100', fitW: '144', fitH: '168', sort: 'fit' },
  { near: 'Dallas, TX', radiusMi: '200', fitW: '144', fitH: '168', sort: 'distance', insulated: '1' },
  { near: 'Chicago, IL', radiusMi: '5', sort: 'business' },
  { fitW: '144', fitH: '168', sort: 'name', material: 'steel' },
];

async function checkWorld(world: World, visitor: ApiClient) {
  for (const extra of QUERIES) {
    // Several owners list only newest first (or by fit or distance); by name or business, one owner.
    const owners = extra.sort === 'name' || extra.sort === 'business' ? world.owners.slice(0, 1) : world.owners.slice(0, 4);
    const scopes: Record<string, string>[] = [{ q: world.token }, { owner: owners.join(',') }];
    for (const scope of scopes) {
      const params: Record<string, string> = { ...scope, ...extra };
      const query = listQuerySchema.parse(params);
      const expected = oracle(world.items, query).map((item) => item.id);
      // Every query of the table matches some of this world's listings, and none matches all of them.
      if (scope.q) expect(expected.length, JSON.stringify(params)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(params)).toBeLessThan(world.items.length);
      const path = query.category ? `/api/inventory/${query.category}` : '/api/inventory';
      const { category: _category, ...routeParams } = params;
      const pages = await allPages(visitor, path, { ...routeParams, limit: '3' });
      expect(idsOf(pages), JSON.stringify(params)).toEqual(expected);
      const plain = await visitor.get<InventoryItem[]>(`${path}?${new URLSearchParams(routeParams)}`);
      expect(plain.json.map((item) => item.id), JSON.stringify(params)).toEqual(expected);
      if (query.near) {
        const origin = geocode(query.near) as GeoPoint;
        for (const item of plain.json) {
          expect(Math.abs((item.distanceMi as number) - distanceMi(origin, { lat: item.lat!, lon: item.lon! }))).toBeLessThanOrEqual(0.5);
        }
      }
    }
  }
}

function expectedFacets(items: InventoryItem[], query: ListQuery): ListFacets {
  const origin = query.near ? (geocode(query.near) as GeoPoint) : null;
  const scoped = items.filter((item) => !query.owner || query.owner.includes(item.userId));
  const matching = (group: FilterGroup | null) => scoped.filter((item) => matchesFilters(item, query as ListFilters, origin, new Set(group ? [group] : [])));
  const count = (list: InventoryItem[], value: (item: InventoryItem) => string | undefined) =>
    list.reduce<Record<string, number>>((counts, item) => {
      const key = value(item);
      if (key) counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {});
  const buckets = (sizes: (number | undefined)[]) => {
    const counts = count(
      sizes.map((size) => ({ size })) as unknown as InventoryItem[],
      (entry) => ((entry as unknown as { size?: number }).size === undefined ? undefined : String(Math.floor((entry as unknown as { size: number }).size / 12) * 12)),
    );
    return Object.entries(counts)
      .map(([min, n]) => ({ min: Number(min), max: Number(min) + 11, count: n }))
      .sort((a, b) => a.min - b.min);
  };
  return {
    total: matching(null).length,
    doorType: count(matching('doorType'), (item) => (item.category === 'door' ? item.doorType : undefined)),
    partType: count(matching('partType'), (item) => (item.category === 'part' ? item.partType : undefined)),
    material: count(matching('material'), (item) => (item.category === 'door' ? item.material : undefined)),
    insulated: matching('insulated').filter((item) => item.category === 'door' && item.insulated).length,
    widthIn: buckets(matching('width').map((item) => searchSize(item)?.widthIn)),
    heightIn: buckets(matching('height').map((item) => searchSize(item)?.heightIn)),
  };
}

async function checkFacets(world: World, visitor: ApiClient) {
  const owner = world.owners.join(',');
  const filters: Record<string, string>[] = [{}, { doorType: 'sectional' }, { doorType: 'sectional', material: 'steel', insulated: '1' }, { fitW: '144', fitH: '168' }, { near: 'Dallas, TX', radiusMi: '50', minW: '100' }, { partType: 'spring', maxH: '130' }];
  for (const extra of filters) {
    const params: Record<string, string> = { owner, ...extra };
    const response = await visitor.get<ListFacets>(`/api/inventory/facets?${new URLSearchParams(params)}`);
    expect(response.status, response.text).toBe(200);
    expect(response.json, JSON.stringify(params)).toEqual(expectedFacets(world.items, listQuerySchema.parse(params)));
  }
}

describe('spec, fit and distance filters', () => {
  let world: World;
  const visitor = newClient();

  beforeAll(async () => {
    world = await buildWorld(inject('baseUrl'));
  }, 120_000);

  it('answers every filter and combination as a plain in-memory filter does, in the same order, page by page', async () => {
    await checkWorld(world, visitor);
  }, 300_000);

  it('counts each facet over the matches of every other filter', async () => {
    await checkFacets(world, visitor);
  });

  it('places listings at their business: distances within 0.5 mi of the gazetteer points', async () => {
    const dallas = geocode('Dallas, TX')!;
    const answer = await visitor.get<InventoryItem[]>(`/api/inventory?${new URLSearchParams({ q: world.token, near: 'Dallas, TX', radiusMi: '1000' })}`);
    const cities = new Map(CITIES.map((city) => [city, geocode(city)!]));
    expect(answer.json.length).toBeGreaterThan(0);
    for (const item of answer.json) {
      const city = cities.get(item.businessLocation as (typeof CITIES)[number])!;
      expect(Math.abs(item.distanceMi! - distanceMi(dallas, city))).toBeLessThanOrEqual(0.5);
    }
  });

  it('answers 400 with a message for an unknown place and bad numbers, naming the parameter', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ near: 'Atlantis, ZZ' }, 'Unknown location'],
      [{ near: '00000' }, 'Unknown location'],
      [{ fitW: 'wide', fitH: '168' }, 'fitW must be a whole number of inches from 24 to 600'],
      [{ fitW: '144' }, 'fitW and fitH go together'],
      [{ fitW: '144', fitH: '168', fitTol: '25' }, 'fitTol must be a whole number of inches from 0 to 24'],
      [{ near: 'Dallas, TX', radiusMi: '0' }, 'radiusMi must be a whole number of miles from 1 to 1000'],
      [{ near: 'Dallas, TX', radiusMi: '5000' }, 'radiusMi must be a whole number of miles from 1 to 1000'],
      [{ minW: '-1' }, 'minW must be a whole number of inches from 0 to 600'],
      [{ doorType: 'garage' }, 'doorType must be one or more of'],
      [{ insulated: 'yes' }, 'insulated must be 1'],
      [{ sort: 'distance' }, 'Sorting by distance needs near'],
      [{ sort: 'fit' }, 'Sorting by fit needs fitW and fitH'],
    ];
    for (const [params, message] of cases) {
      for (const path of ['/api/inventory', '/api/inventory/door', '/api/inventory/facets']) {
        const response = await visitor.get<{ error: string }>(`${path}?${new URLSearchParams(params)}`);
        expect(response.status, `${path} ${JSON.stringify(params)}`).toBe(400);
        expect(response.text).toContain(message);
      }
    }
  });
});

describe('spec, fit and distance filters read in index order (3 candidates at most)', () => {
  let runtime: Awaited<ReturnType<typeof startLocalRuntime>>;
  let world: World;

  beforeAll(async () => {
    runtime = await startLocalRuntime({ ...SEARCH_TEST_ENVIRONMENT, LIST_CANDIDATES_MAX: '3' });
    world = await buildWorld(runtime.baseUrl);
  }, 180_000);
  afterAll(async () => {
    await runtime?.stop();
  });

  it('answers the same sets and orders as the in-memory filter', async () => {
    await checkWorld(world, new ApiClient(runtime.baseUrl));
  }, 300_000);

  it('counts facets exactly over an owner scope', async () => {
    await checkFacets(world, new ApiClient(runtime.baseUrl));
  });

  it("counts an opening's facets from its size figures, through edits, a delete and an import job", async () => {
    const visitor = new ApiClient(runtime.baseUrl);
    const openings: Record<string, string>[] = [
      { fitW: '144', fitH: '168' },
      { fitW: '144', fitH: '168', doorType: 'sectional' },
      { fitW: '145', fitH: '168', fitTol: '5', insulated: '1', material: 'steel' },
      { fitW: '120', fitH: '120', partType: 'spring', maxW: '130' },
      { fitW: '160', fitH: '168', fitTol: '24' },
    ];
    // This runtime holds this world's listings only, so an opening's facets without a scope count them all.
    const check = async () => {
      const items = (await visitor.get<InventoryItem[]>(`/api/inventory?${new URLSearchParams({ q: world.token })}`)).json;
      for (const params of openings) {
        const response = await visitor.get<ListFacets>(`/api/inventory/facets?${new URLSearchParams(params)}`);
        expect(response.json, JSON.stringify(params)).toEqual(expectedFacets(items, listQuerySchema.parse(params)));
      }
      // Newest first reads the window's sizes while they are few, else the size cells holding them (after the import).
      const windows: Record<string, string>[] = [{ fitW: '144', fitH: '168', sort: 'fit' }, { fitW: '144', fitH: '168' }, { fitW: '160', fitH: '168', fitTol: '24' }];
      for (const params of windows) {
        const pages = await allPages(visitor, '/api/inventory', { ...params, limit: '3' });
        expect(idsOf(pages), JSON.stringify(params)).toEqual(oracle(items, listQuerySchema.parse(params)).map((item) => item.id));
      }
    };
    await check();

    const edit = async (item: InventoryItem | undefined, changes: Record<string, unknown>) => {
      const response = await world.client(item!.userId).put(`/api/inventory/${item!.id}`, changes);
      expect(response.status, response.text).toBe(200);
    };
    // The size read from the text moves with the name; specs, and a category, change the combination counted.
    await edit(world.items.find((item) => item.name.startsWith("Sectional door 12' x 14'")), { name: `Sectional door 12' x 13' ${world.token}` });
    await edit(world.items.find((item) => item.widthIn === 144 && item.insulated === true), { insulated: false, doorType: 'rolling-steel' });
    await edit(world.items.find((item) => item.partType === 'spring' && item.fitsWidthIn === 144), { category: 'door' });
    const removed = world.items.find((item) => item.widthIn === 145)!;
    expect((await world.client(removed.userId).delete(`/api/inventory/${removed.id}`)).status).toBe(200);
    await check();

    // More sizes than one transaction holds, by an import job.
    const header = 'category,name,itemId,description,quantity,doorType,widthIn,heightIn,material,insulated';
    const rows = Array.from({ length: 120 }, (_, index) => [
      'door', `Imported door ${index} ${world.token}`, `FIG-${index}`, 'Surplus door', 1,
      index % 2 === 0 ? 'sectional' : 'sheet', 100 + index, 160 + (index % 17), index % 3 === 0 ? 'steel' : '', index % 4 === 0 ? 'yes' : '',
    ]);
    const job = await importCsv(world.client(world.owners[0]!), rowsCsv(rows, header));
    expect(job.status, JSON.stringify(job)).toBe('done');
    await check();

    // Reindex sets the figures to a count of the listings: a figure gone wrong, and one no listing has, are mended.
    const { db, reindexSearch } = await dataLayer(runtime.dynamodbEndpoint);
    const right = await visitor.get<ListFacets>('/api/inventory/facets?fitW=144&fitH=168');
    await db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: { pk: 'SIZES#door', sk: '144x168' }, UpdateExpression: 'ADD #c :n', ExpressionAttributeNames: { '#c': 'c:sheet|-|-' }, ExpressionAttributeValues: { ':n': 5 } }));
    await db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: { pk: 'SIZES#door', sk: '143x169' }, UpdateExpression: 'ADD #c :n', ExpressionAttributeNames: { '#c': 'c:-|-|-' }, ExpressionAttributeValues: { ':n': 2 } }));
    const wrong = await visitor.get<ListFacets>('/api/inventory/facets?fitW=144&fitH=168');
    expect(wrong.json.doorType.sheet).toBe((right.json.doorType.sheet ?? 0) + 5);
    await reindexSearch(() => undefined);
    await check();
  }, 120_000);
});
