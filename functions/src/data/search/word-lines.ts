import type { Category, InventoryItem } from '@surplus/shared';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchWrite, inParallel, type WriteRequest } from '../table/batch-write';
import { addCommonWords, addLinedWords, getSearchWordSets } from './common-words';
import { db, table } from '../table/client';
import { recencyOf } from '../listings/index-entry';
import { countPostings, indexedWords, type Posting, POSTINGS_READ_MAX, postingKey, postingsOf } from './postings';

/**
 * Word lines: for each common word (search/common-words.ts), the listings that have it, newest first, packed many to
 * an item, so a search made only of common words reads a few small items per page instead of the list's
 * whole index (search/line-search.ts).
 *
 * | access pattern                               | key                                                         |
 * |----------------------------------------------|-------------------------------------------------------------|
 * | listings with a common word, newest first    | Query pk = LINE#<word>, descending                          |
 * | (a block)                                    | pk LINE#<word>, sk <newest entry's recency key> <oldest's>  |
 *
 * A block holds up to LINE_BLOCK_MAX entries, each a listing's recency key (the list indexes' newest-first
 * key: lastUpdated and id), category and owner, about 45 bytes. An import writes one block per common word
 * and 100 of its listings: about a twentieth of a write unit per listing and word, where a posting costs one. A single
 * listing's write puts one block per common word (its key names the listing alone, so the next write of the
 * listing deletes it). Blocks are not rewritten: an entry left behind by an edit inside a bulk block stays
 * until `npm run reindex`, and a search skips it, as it checks each listing it answers as the listing is now.
 */
export const LINE_BLOCK_MAX = 100;

export const linePartition = (word: string) => `LINE#${word}`;
export const linePrefix = 'LINE#';

export interface LineEntry {
  /** The listing's recency key (listings/index-entry.ts recencyOf), which ends in its id. */
  recent: string;
  id: number;
  category: Category;
  userId: number;
}

export const lineEntryOf = (item: InventoryItem): LineEntry => ({ recent: recencyOf(item), id: item.id, category: item.category, userId: item.userId });
export const lineEntryOfPosting = (posting: Posting): LineEntry => ({ recent: posting.recent, id: posting.id, category: posting.category, userId: posting.userId });

/** Newest first, on the recency keys. */
export const newestEntryFirst = (a: LineEntry, b: LineEntry) => (a.recent < b.recent ? 1 : a.recent > b.recent ? -1 : 0);

const encode = (entry: LineEntry) => `${entry.recent}|${entry.category}|${entry.userId}`;
function decode(text: string): LineEntry {
  const [recent = '', category, userId] = text.split('|');
  return { recent, id: Number(recent.slice(recent.lastIndexOf('#') + 1)), category: category as Category, userId: Number(userId) };
}

const blockKey = (word: string, newest: string, oldest: string) => ({ pk: linePartition(word), sk: `${newest} ${oldest}` });

/** Blocks of each word's entries, newest first, LINE_BLOCK_MAX to a block. Writing the same entries again writes the same blocks. */
export function lineBlocks(entriesByWord: ReadonlyMap<string, readonly LineEntry[]>): WriteRequest[] {
  const requests: WriteRequest[] = [];
  for (const [word, entries] of entriesByWord) {
    const sorted = [...entries].sort(newestEntryFirst);
    for (let start = 0; start < sorted.length; start += LINE_BLOCK_MAX) {
      const block = sorted.slice(start, start + LINE_BLOCK_MAX);
      const key = blockKey(word, block[0]!.recent, block.at(-1)!.recent);
      requests.push({ PutRequest: { Item: { ...key, entries: block.map(encode) } } });
    }
  }
  return requests;
}

/** The common words of a listing that its lines hold. */
const commonWordsOf = (item: InventoryItem, common: ReadonlySet<string>) => indexedWords(item).filter((word) => common.has(word));

/** The blocks that put new listings on the lines of their common words. */
export function newListingLines(items: readonly InventoryItem[], common: ReadonlySet<string>): WriteRequest[] {
  const byWord = new Map<string, LineEntry[]>();
  for (const item of items) {
    for (const word of commonWordsOf(item, common)) {
      const entries = byWord.get(word) ?? [];
      entries.push(lineEntryOf(item));
      byWord.set(word, entries);
    }
  }
  return lineBlocks(byWord);
}

/**
 * One listing's write (null: the listing does not exist): a one-entry block for each common word of `after`
 * that `before` did not have at the same recency key, and deletes of the one-entry blocks `before` no longer
 * needs (a no-op when its entry sits in an import's block).
 */
export function lineChanges(before: InventoryItem | null, after: InventoryItem | null, common: ReadonlySet<string>): WriteRequest[] {
  const moved = !before || !after || recencyOf(before) !== recencyOf(after);
  const beforeWords = before ? commonWordsOf(before, common) : [];
  const afterWords = after ? commonWordsOf(after, common) : [];
  const requests: WriteRequest[] = [];
  for (const word of beforeWords) {
    if (moved || !afterWords.includes(word)) {
      const recent = recencyOf(before!);
      requests.push({ DeleteRequest: { Key: blockKey(word, recent, recent) } });
    }
  }
  if (after) {
    const added = afterWords.filter((word) => moved || !beforeWords.includes(word));
    requests.push(...lineBlocks(new Map(added.map((word) => [word, [lineEntryOf(after)]]))));
  }
  return requests;
}

/**
 * Words carried by more listings than a postings read returns become common: recorded first, so writers stop
 * writing their postings, then each word's postings move onto its line, then the words are named lined.
 */
export async function makeWordsCommon(words: readonly string[]): Promise<void> {
  await addCommonWords(words);
  await inParallel(words, movePostingsToLine, 2);
  await addLinedWords(words);
}

/**
 * A word a search found more postings of than it reads (search/item-search.ts): common if its own postings, not only
 * those of longer words it starts, number more than a read returns. Words grow common this way when their
 * listings come one by one or spread over many imports, which only count the words frequent within one chunk.
 * A common word not yet lined whose line has blocks was left half moved (a failed try, or an import moving it
 * now): moving what is left again completes it. One without blocks is from before word lines: reindex packs it.
 */
export async function makeCommonIfCounted(word: string): Promise<void> {
  const { common, lined } = await getSearchWordSets();
  if (lined.has(word)) return;
  const counted = common.has(word) ? await hasLineBlocks(word) : (await countPostings(word, POSTINGS_READ_MAX + 1)) > POSTINGS_READ_MAX;
  if (counted) await makeWordsCommon([word]);
}

async function hasLineBlocks(word: string): Promise<boolean> {
  const { Items = [] } = await db.send(
    new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': linePartition(word) }, Limit: 1 }),
  );
  return Items.length > 0;
}

/**
 * A word just made common: its listings so far go from its postings onto its line, and the postings go (a
 * search of a common word reads its line, plus any posting a writer with an older copy of the set still wrote).
 */
async function movePostingsToLine(word: string): Promise<void> {
  const postings = await postingsOf(word);
  await batchWrite(lineBlocks(new Map([[word, postings.map(lineEntryOfPosting)]])));
  await batchWrite(postings.map((posting) => ({ DeleteRequest: { Key: postingKey(word, posting.id) } })));
}

/** Blocks read by the first Query of a line; each next Query reads twice as many, up to the most. */
const BLOCKS_READ = { first: 4, max: 64 };

/**
 * The entries of a word's line, newest first, older than `before` when given, read a few blocks at a time as
 * they are pulled. Blocks come in the order of their newest entry, so once a block is read, every entry newer
 * than its newest is known; an entry read twice (a listing in two blocks at the same key) is given once.
 */
export async function* lineEntries(word: string, before?: string): AsyncGenerator<LineEntry> {
  let startKey: Record<string, unknown> | undefined;
  let limit = BLOCKS_READ.first;
  const pending: LineEntry[] = [];
  let lastGiven: string | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await db.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': linePartition(word) },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
        Limit: limit,
      }),
    );
    startKey = LastEvaluatedKey;
    limit = Math.min(limit * 2, BLOCKS_READ.max);
    for (const block of Items) {
      for (const text of block.entries as string[]) {
        const entry = decode(text);
        if ((before === undefined || entry.recent < before) && (lastGiven === undefined || entry.recent < lastGiven)) pending.push(entry);
      }
    }
    pending.sort(newestEntryFirst);
    const frontier = startKey ? String(Items.at(-1)?.sk).split(' ')[0] : undefined;
    const known = frontier === undefined ? pending.length : pending.findIndex((entry) => entry.recent < frontier);
    const given = pending.splice(0, known < 0 ? pending.length : known);
    for (const entry of given) {
      if (entry.recent === lastGiven) continue;
      lastGiven = entry.recent;
      yield entry;
    }
  } while (startKey);
}
