import { createHash } from 'node:crypto';
import { CATEGORIES, type InventoryItem } from '@surplus/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { batchWrite, inParallel } from './batch-write';
import { db, queryAll, scanAll, table } from './client';
import { addCommonWords, getCommonWords, setCommonWords } from './common-words';
import { categoryPartition, itemIndexAttributes } from './item-keys';
import { toItem } from './items';
import { setSizeFigures } from './size-figures';
import { POSTINGS_READ_MAX, postingChanges, postingKeyPrefix, postingOf, recencyKeyPrefix, wordCounts } from './search-postings';

export interface ReindexSummary {
  listings: number;
  rewritten: number;
  commonWords: number;
  postingsWritten: number;
  postingsRemoved: number;
  sizes: number;
}

type StoredListing = InventoryItem & Record<string, unknown> & { version: number };

/**
 * Rebuilds the search index from the listings: their derived attributes (search text, index keys, the
 * sitemap's gsi6 keys among them), the size figures (size-figures.ts), the common words counted exactly, a
 * recency posting for each common word of a listing and a posting for every other word, and no posting of
 * anything else; only postings missing or different are written. Safe to run again and while the site is in
 * use: new common words are recorded before postings go, postings are written before words leave the common
 * set, and a listing changed meanwhile keeps what its own write set (its size figures may be off by one until
 * the next run).
 */
export async function reindexSearch(log: (line: string) => void): Promise<ReindexSummary> {
  const listings: StoredListing[] = [];
  for (const category of CATEGORIES) {
    listings.push(
      ...(await queryAll<StoredListing>({ IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :p', ExpressionAttributeValues: { ':p': categoryPartition(category) } })),
    );
    log(`read ${listings.length} listings`);
  }

  const rewritten = await rewriteDerivedAttributes(listings);
  log(`rewrote the derived attributes of ${rewritten} listings`);
  const sizes = await setSizeFigures(listings.map(toItem));
  log(`counted ${sizes} sizes`);

  const common = [...wordCounts(listings.map(toItem))].filter(([, count]) => count > POSTINGS_READ_MAX).map(([word]) => word);
  const previous = await getCommonWords();
  await addCommonWords(common.filter((word) => !previous.has(word)));

  // What the index holds now, as a fingerprint per posting: only postings missing or different are written.
  const stored = new Map<string, string>();
  for (const posting of await scanAll<Record<string, unknown>>({
    FilterExpression: 'begins_with(pk, :term) OR begins_with(pk, :recent)',
    ExpressionAttributeValues: { ':term': postingKeyPrefix, ':recent': recencyKeyPrefix },
  })) {
    stored.set(keyText(posting as { pk: string; sk: string }), fingerprint(posting));
  }
  log(`read ${stored.size} postings`);

  // A slice of listings at a time: a listing has a posting per indexed word, too many to hold them all at once.
  const commonSet = new Set(common);
  const expected = new Set<string>();
  let written = 0;
  for (let start = 0; start < listings.length; start += PUT_SLICE) {
    const puts = listings
      .slice(start, start + PUT_SLICE)
      .flatMap((listing) => postingChanges(null, toItem(listing), commonSet))
      .filter((put) => {
        const item = put.PutRequest!.Item as { pk: string; sk: string };
        expected.add(keyText(item));
        return stored.get(keyText(item)) !== fingerprint(item);
      });
    await batchWrite(puts);
    written += puts.length;
    log(`wrote the postings of ${Math.min(start + PUT_SLICE, listings.length)} of ${listings.length} listings (${written} missing or changed)`);
  }
  await setCommonWords(common);
  log(`${common.length} common words`);

  // Postings written since the read above are not in it, so a listing written meanwhile keeps its own.
  const stale = [...stored.keys()].filter((key) => !expected.has(key)).map(keyOf);
  await batchWrite(stale.map((Key) => ({ DeleteRequest: { Key } })));
  log(`removed ${stale.length} postings no listing needs`);
  return { listings: listings.length, rewritten, commonWords: common.length, postingsWritten: written, postingsRemoved: stale.length, sizes };
}

const keyText = ({ pk, sk }: { pk: string; sk: string }) => `${pk}\n${sk}`;
const keyOf = (text: string) => {
  const [pk, sk] = text.split('\n');
  return { pk, sk };
};
/** A posting's attributes in a few bytes (a table holds about one posting per word of each listing). */
const fingerprint = (record: Record<string, unknown>) =>
  createHash('sha1').update(JSON.stringify(postingOf(record))).digest('base64');
/** Listings whose postings are written at once. */
const PUT_SLICE = 1000;

/** Listings written before the current search text or index keys get them, unless they changed since being read. */
async function rewriteDerivedAttributes(listings: StoredListing[]): Promise<number> {
  let rewritten = 0;
  await inParallel(listings, async (listing) => {
    const derived = itemIndexAttributes(toItem(listing));
    const changed = Object.entries(derived).filter(([name, value]) => listing[name] !== value);
    if (changed.length === 0) return;
    try {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: { pk: listing.pk, sk: listing.sk },
          UpdateExpression: `SET ${changed.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
          ConditionExpression: 'version = :version',
          ExpressionAttributeNames: Object.fromEntries(changed.map(([name], i) => [`#a${i}`, name])),
          ExpressionAttributeValues: { ':version': listing.version, ...Object.fromEntries(changed.map(([, value], i) => [`:v${i}`, value])) },
        }),
      );
      rewritten++;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  });
  return rewritten;
}
