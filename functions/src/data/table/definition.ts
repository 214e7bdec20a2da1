import type { CreateTableCommandInput, Projection, UpdateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The one table's keys and indexes. The CDK stack and the local runtime both build the table from
 * this definition, so the key names the entity modules use exist in both places.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** The first-level folders of functions/src/data: the entities, and table, the base they share. */
export const DATA_ENTITIES = ['connections', 'deals', 'imports', 'inquiries', 'listings', 'notifications', 'saved', 'search', 'table', 'users'] as const;
export type DataEntity = (typeof DATA_ENTITIES)[number];

export interface TableIndex {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  /** Projects only these attributes (with the keys) when given; else every attribute. */
  include?: readonly string[];
  /**
   * The entity folders (functions/src/data/<entity>) whose modules write or read this index's keys, each under its
   * own partition prefixes. Only these name the index (functions/test/data-entity-keys.test.ts holds both ways).
   */
  usedBy: readonly DataEntity[];
}

/**
 * Each slot is shared by key prefix: an entity's records carry its own partitions of the slot (listings `CAT#`, holds
 * `HOLDS#BUYER#`, ...), so one slot serves as many access patterns as there are entities on it (docs/architecture.md
 * lists them per slot).
 */
export const TABLE_INDEXES = [
  // Listings by category and recency; the business directory; the records a user owns (USERRECS#, table/owned-records.ts:
  // sessions, reset tokens, imports and import jobs); a buyer's holds, a seller's transfers and ledger lines; an inbox by
  // activity; every open socket; saved listings, saved searches by word or category; unread notifications.
  {
    indexName: 'gsi1',
    partitionKey: 'gsi1pk',
    sortKey: 'gsi1sk',
    usedBy: ['connections', 'deals', 'imports', 'inquiries', 'listings', 'notifications', 'saved', 'table', 'users'],
  },
  // Listings by owner and recency; a seller's holds, a buyer's transfers and ledger lines; unread threads; a signed-in
  // user's sockets; who saved a listing.
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', usedBy: ['connections', 'deals', 'inquiries', 'listings', 'saved'] },
  // Listings by category and name; the sweep's active holds and transfers awaiting confirmation (sparse).
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', usedBy: ['deals', 'listings'] },
  // Listings by category and business; the sweep's unwarned holds and open review windows (sparse).
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', usedBy: ['deals', 'listings'] },
  // Listings by owner and name; a business's published reviews (sparse).
  { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk', usedBy: ['deals', 'listings'] },
  // Sparse, listings only: the sitemap's pages (listings/sitemap-entries.ts). A small projection keeps a page's read cheap.
  { indexName: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk', include: ['id', 'lastUpdated'], usedBy: ['listings'] },
  // Sparse, users with a point only: the owners near a place (users/owners-near.ts).
  { indexName: 'gsi7', partitionKey: 'gsi7pk', sortKey: 'gsi7sk', include: ['id', 'lat', 'lon', 'itemCount'], usedBy: ['users'] },
  // Sparse, listings with a size only: fit search (listings/keys.ts, listings/lists/fit-window.ts).
  { indexName: 'gsi8', partitionKey: 'gsi8pk', sortKey: 'gsi8sk', usedBy: ['listings'] },
  // Sparse, listings with a size only: fit search newest first, by size cell (listings/keys.ts, listings/lists/fit-window.ts).
  { indexName: 'gsi9', partitionKey: 'gsi9pk', sortKey: 'gsi9sk', usedBy: ['listings'] },
  // Listings by category and price (listings/keys.ts); a thread's offers and holds (deals/holds.ts, deals/offers.ts).
  { indexName: 'gsi10', partitionKey: 'gsi10pk', sortKey: 'gsi10sk', usedBy: ['deals', 'listings'] },
  // Listings by owner and price.
  { indexName: 'gsi11', partitionKey: 'gsi11pk', sortKey: 'gsi11sk', usedBy: ['listings'] },
] as const satisfies readonly TableIndex[];

/** The projection of an index as DynamoDB takes it. */
export const indexProjection = (index: TableIndex): Projection =>
  index.include ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.include] } : { ProjectionType: 'ALL' };
export const TTL_ATTRIBUTE = 'expiresAt';
export const DAY_SECONDS = 86_400;
/** The TTL attribute's value for a record DynamoDB deletes `seconds` after `now` (epoch milliseconds): epoch seconds. */
export const expiresAfter = (seconds: number, now = Date.now()) => Math.floor(now / 1000) + seconds;

/** Stream records the broadcaster cares about: items and CSV imports (the key prefixes of those entities). */
export const ITEM_KEY_PREFIX = 'ITEM#';
export const IMPORT_KEY_PREFIX = 'IMPORT#';
export const BROADCAST_STREAM_FILTER_PATTERN = {
  dynamodb: { Keys: { pk: { S: [{ prefix: ITEM_KEY_PREFIX }, { prefix: IMPORT_KEY_PREFIX }] } } },
};
/** Stream records the notifier cares about: item changes (alerts), new notifications (live push) and rename jobs. */
export const NOTIFICATION_KEY_PREFIX = 'NOTIF#';
export const RENAME_KEY_PREFIX = 'RENAME#';
export const NOTIFY_STREAM_FILTER_PATTERN = {
  dynamodb: { Keys: { pk: { S: [{ prefix: ITEM_KEY_PREFIX }, { prefix: NOTIFICATION_KEY_PREFIX }, { prefix: RENAME_KEY_PREFIX }] } } },
};

export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyNames = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map(indexDefinition),
    StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  };
}

const indexDefinition = (index: TableIndex) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: indexProjection(index),
});

/** Adds one index of the definition to a table made before it (DynamoDB creates one index per UpdateTable). */
export function createIndexInput(tableName: string, index: TableIndex): UpdateTableCommandInput {
  return {
    TableName: tableName,
    AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
  };
}
