import type { ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { listQuerySchema } from '@surplus/shared';
import type { SearchQuery } from './search-queries';

/** DynamoDB on-demand prices in us-east-1 (since November 2024), USD per million request units. */
export const PRICES = { writeUnit: 0.625, readUnit: 0.125 } as const;
/** The indexes that project a listing whole (the fit and size-cell indexes only hold listings with a size), and the sitemap's, which holds its id. */
const WHOLE_LISTING_INDEXES = ['gsi1pk', 'gsi2pk', 'gsi3pk', 'gsi4pk', 'gsi5pk', 'gsi8pk', 'gsi9pk'];
const SMALL_LISTING_INDEXES = ['gsi6pk'];

export interface IndexCost {
  size: number;
  listings: number;
  postings: number;
  /** Write units of the postings and word-line blocks, by DynamoDB's sizing (1 per KB or part of it, per item). */
  postingWriteUnits: number;
  /** Word-line blocks (functions/src/data/search/word-lines.ts). */
  lineBlocks: number;
  /** Write units of the listing records: the item and its index entries, 1 per KB each. */
  listingWriteUnits: number;
  commonWords: number;
}

export interface SearchCost {
  key: string;
  size: number;
  /** Read units of one search (eventually consistent: half a unit per 4 KB read, counted per item for BatchGet). */
  readUnits: number;
  calls: number;
}

/**
 * The size of a stored item as DynamoDB bills it: attribute names and values in bytes. DynamoDB Local
 * does not report read capacity faithfully, so the benchmark counts the bytes itself.
 */
export function itemBytes(item: Record<string, unknown>): number {
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);
}
function valueBytes(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace(/^0\.|\./, '').length / 2) + 1;
  if (typeof value === 'boolean' || value === null) return 1;
  if (value instanceof Set) return [...value].reduce((sum: number, entry) => sum + valueBytes(entry), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, entry) => sum + 1 + valueBytes(entry), 0);
  if (typeof value === 'object') return 3 + itemBytes(value as Record<string, unknown>) + Object.keys(value as object).length;
  return 0;
}

const units = (bytes: number, per: number) => Math.max(1, Math.ceil(bytes / per));

/** Counts the listings, postings and word-line blocks in the table (a Scan: benchmark only), with their write units. */
export async function measureIndexCost(size: number): Promise<IndexCost> {
  const { db, table } = await import('../functions/src/data/table/client');
  const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { getCommonWords } = await import('../functions/src/data/search/common-words');
  const cost: IndexCost = { size, listings: 0, postings: 0, lineBlocks: 0, postingWriteUnits: 0, listingWriteUnits: 0, commonWords: (await getCommonWords()).size };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db.send(new ScanCommand({ TableName: table(), ExclusiveStartKey: startKey, Limit: 2000 }));
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      if (pk.startsWith('TERM#')) {
        cost.postings++;
        cost.postingWriteUnits += units(itemBytes(item), 1024);
      } else if (pk.startsWith('LINE#')) {
        cost.lineBlocks++;
        cost.postingWriteUnits += units(itemBytes(item), 1024);
      } else if (pk.startsWith('ITEM#')) {
        cost.listings++;
        const whole = WHOLE_LISTING_INDEXES.filter((key) => item[key] !== undefined).length;
        const small = SMALL_LISTING_INDEXES.filter((key) => item[key] !== undefined).length;
        // A listing with a size also moves its size's figures (listings/lists/size-figures.ts): one small item.
        const figures = item.gsi8pk !== undefined ? 1 : 0;
        cost.listingWriteUnits += units(itemBytes(item), 1024) * (1 + whole) + small + figures;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return cost;
}

/** Runs each search once through the data layer (the list route's and the facets' own functions), counting the read units of every DynamoDB call it makes. */
export async function measureSearchCost(size: number, queries: readonly SearchQuery[]): Promise<SearchCost[]> {
  const { db } = await import('../functions/src/data/table/client');
  const { searchItemsPage } = await import('../functions/src/data/search/item-search');
  const { suggestionsFor } = await import('../functions/src/data/search/suggestions');
  const { filteredItemsPage } = await import('../functions/src/data/listings/lists/filtered-list');
  const { listFacets } = await import('../functions/src/data/listings/lists/facets');
  let readUnits = 0;
  let calls = 0;
  const send = db.send.bind(db) as (command: unknown) => Promise<unknown>;
  (db as { send: unknown }).send = async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
    const output = (await send(command)) as Record<string, unknown>;
    calls++;
    readUnits += readUnitsOf(command.constructor.name, command.input, output);
    return output;
  };
  try {
    const costs: SearchCost[] = [];
    for (const query of queries) {
      const params = new URL(query.path, 'http://bench').searchParams;
      const q = params.get('q') ?? '';
      [readUnits, calls] = [0, 0];
      if (query.key === 'suggest') await suggestionsFor(q);
      else if (query.kind === 'facets') await listFacets(listQuerySchema.parse(Object.fromEntries(params)));
      else if (query.kind === 'filters') await filteredItemsPage(listQuerySchema.parse(Object.fromEntries(params)));
      else await searchItemsPage({ q, limit: 10, sort: 'recent' });
      costs.push({ key: query.key, size, readUnits, calls });
    }
    return costs;
  } finally {
    (db as { send: unknown }).send = send;
  }
}

function readUnitsOf(operation: string, input: Record<string, unknown>, output: Record<string, unknown>): number {
  const perUnit = input.ConsistentRead ? 1 : 0.5;
  if (operation === 'GetCommand') return perUnit * units(output.Item ? itemBytes(output.Item as Record<string, unknown>) : 0, 4096);
  if (operation === 'BatchGetCommand') {
    const responses = Object.values((output.Responses ?? {}) as Record<string, Record<string, unknown>[]>).flat();
    return responses.reduce((sum, item) => sum + perUnit * units(itemBytes(item), 4096), 0);
  }
  if (operation === 'QueryCommand') {
    const items = (output.Items ?? []) as Record<string, unknown>[];
    const returned = items.reduce((sum, item) => sum + itemBytes(item), 0);
    // Items a filter dropped were read too: counted at the average size of those returned (or 1 KB). A
    // projection is billed at the items' full size: postings read for their keys count as 400 bytes each.
    const scanned = Number(output.ScannedCount ?? items.length);
    if (input.ProjectionExpression) return perUnit * units(scanned * 400, 4096);
    const average = items.length ? returned / items.length : 1024;
    return perUnit * units(returned + (scanned - items.length) * average, 4096);
  }
  return 0;
}
