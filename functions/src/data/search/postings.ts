import type { Category, InventoryItem } from '@surplus/shared';
import { listingWords, STOP_WORDS } from '@surplus/shared';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { WriteRequest } from '../table/batch-write';
import { db, queryAll, table } from '../table/client';
import { listingEntry } from '../listings/index-entry';

/**
 * The search index: one posting per listing and word, in the one table.
 *
 * | access pattern                          | key                                                               |
 * |-----------------------------------------|-------------------------------------------------------------------|
 * | listings with a word starting with w    | Query pk = TERM#<first two letters of w>, begins_with(sk, w)      |
 * | (a posting)                             | pk TERM#<w[0..2)>, sk <word>\x01<listing id, 12 digits>           |
 * | the words of a two-letter bucket        | Query pk = TERM#<bucket> (typo tolerance, search/corrections.ts)  |
 * | common words (no postings, see below)   | Get pk SEARCH, sk COMMON_WORDS (search/common-words.ts)                  |
 *
 * A posting carries what a search needs to filter and order without reading the listing: its id, category
 * and owner, the sort key of each list order, and the listing's word text (to check the other words of the
 * query). A page then costs one Query per query word read and one BatchGet of the page's listings.
 *
 * Entries per listing: one per distinct word of two or more characters, except stop words ("and", "the",
 * ...), words that start another word of the same listing (`ins` beside `insulated`), and common words:
 * once more listings than one posting read returns (POSTINGS_READ_MAX) carry a word, postings of it would
 * never be read, since a search goes through its rarest word and a common one is found by reading the
 * lists densely. So a listing of ordinary words pays only for its rare ones (its SKU, a rare word); the
 * index grows with the catalogue's rare words, not with its size times its vocabulary. Postings are
 * about 300-600 bytes: one write unit each. SEARCH_POSTINGS_READ_MAX lowers the read size so tests reach the
 * common-word paths with little data.
 */
export const POSTINGS_READ_MAX = Number(process.env.SEARCH_POSTINGS_READ_MAX) > 0 ? Number(process.env.SEARCH_POSTINGS_READ_MAX) : 1000;

export const postingKeyPrefix = 'TERM#';
const SEPARATOR = '\u0001';
const bucketOf = (word: string) => `${postingKeyPrefix}${word.slice(0, 2)}`;
const paddedId = (id: number) => String(id).padStart(12, '0');
export const postingKey = (word: string, id: number) => ({ pk: bucketOf(word), sk: `${word}${SEPARATOR}${paddedId(id)}` });

export interface Posting {
  id: number;
  category: Category;
  userId: number;
  /** Sort keys of the list orders: recent (gsi1sk/gsi2sk), name (gsi3sk/gsi5sk), business (gsi4sk). */
  recent: string;
  name: string;
  business: string;
  /** Price order (gsi10sk/gsi11sk); absent on postings written before prices existed. */
  price?: string;
  /** The listing's word text (as its `search` attribute, listings/keys.ts searchText). */
  words: string;
}

/** Whether postings of words starting with `word` can exist: a one-letter or stop word has none. */
export const hasPostings = (word: string) => word.length >= 2 && !STOP_WORDS.has(word);

/** The words of a listing that may carry postings. */
export const indexedWords = (item: InventoryItem) => listingWords(item).filter(hasPostings);

/** How many of `items` have each indexed word. */
export function wordCounts(items: readonly InventoryItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const word of indexedWords(item)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The posting writes that take the index from `before` to `after` (null: the listing does not exist):
 * a posting for each indexed word of `after` that is not common, and deletes for every other word `before` had.
 */
export function postingChanges(before: InventoryItem | null, after: InventoryItem | null, common: ReadonlySet<string>): WriteRequest[] {
  const kept = after ? indexedWords(after).filter((word) => !common.has(word)) : [];
  const keptSet = new Set(kept);
  const removed = before ? indexedWords(before).filter((word) => !keptSet.has(word)) : [];
  const requests: WriteRequest[] = removed.map((word) => ({ DeleteRequest: { Key: postingKey(word, before!.id) } }));
  if (after) {
    const shared = postingAttributes(after);
    requests.push(...kept.map((word) => ({ PutRequest: { Item: { ...postingKey(word, after.id), ...shared } } })));
  }
  return requests;
}

/** What a posting keeps of its listing: listings/index-entry.ts says what and in which format. */
function postingAttributes(item: InventoryItem): Posting {
  return listingEntry(item);
}

export interface PostingsRead {
  postings: Posting[];
  /** False when more postings start with the word than were asked for: the read was cut short. */
  complete: boolean;
}

/** Every posting of a word starting with `prefix` (two characters or more), if there are at most `upTo`. */
export async function readPostings(prefix: string, upTo = POSTINGS_READ_MAX): Promise<PostingsRead> {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :bucket AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':bucket': bucketOf(prefix), ':prefix': prefix },
      Limit: upTo + 1,
    }),
  );
  const complete = !LastEvaluatedKey && Items.length <= upTo;
  return { postings: Items as Posting[], complete };
}

/** The distinct words with postings in a two-letter bucket, up to POSTINGS_READ_MAX postings read. */
export async function bucketWords(bucket: string): Promise<string[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :bucket',
      ExpressionAttributeValues: { ':bucket': bucketOf(bucket) },
      ProjectionExpression: 'sk',
      Limit: POSTINGS_READ_MAX,
    }),
  );
  return [...new Set(Items.map((item) => String(item.sk).split(SEPARATOR)[0] as string))];
}

/** Every posting of exactly `word` (a word just made common: few, as it had complete postings until then). */
export const postingsOf = (word: string) =>
  queryAll<Posting>({
    KeyConditionExpression: 'pk = :bucket AND begins_with(sk, :word)',
    ExpressionAttributeValues: { ':bucket': bucketOf(word), ':word': `${word}${SEPARATOR}` },
  });

/** How many listings have postings of exactly `word`, counting up to `upTo`. */
export async function countPostings(word: string, upTo: number): Promise<number> {
  const { Count = 0 } = await db.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :bucket AND begins_with(sk, :word)',
      ExpressionAttributeValues: { ':bucket': bucketOf(word), ':word': `${word}${SEPARATOR}` },
      Select: 'COUNT',
      Limit: upTo,
    }),
  );
  return Count;
}
