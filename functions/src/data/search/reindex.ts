import { batchWrite } from '../table/batch-write';
import { scanAll } from '../table/client';
import { addCommonWords, getSearchWordSets, setCommonWords } from './common-words';
import { readAllListings, rewriteDerivedAttributes } from '../listings/derived-attributes';
import { toItem } from '../listings/items';
import { setSizeFigures } from '../listings/lists/size-figures';
import { POSTINGS_READ_MAX, postingChanges, postingKeyPrefix, wordCounts } from './postings';
import { linePrefix, newListingLines } from './word-lines';

export interface ReindexSummary {
  listings: number;
  rewritten: number;
  commonWords: number;
  postingsWritten: number;
  postingsRemoved: number;
  sizes: number;
}

/**
 * Rebuilds the search index from the listings: their derived attributes (search text, index keys, the
 * sitemap's gsi6 keys among them: listings/derived-attributes.ts), the size figures (listings/lists/size-figures.ts), the common words counted exactly, the
 * word lines (search/word-lines.ts) of the common words that have none yet, a posting for every other word, and no
 * posting or block of anything else. Safe to run again and while the site is in
 * use: new common words are recorded before postings go, postings are written before words leave the common
 * set, and a listing changed meanwhile keeps what its own write set (its size figures may be off by one until
 * the next run).
 */
export async function reindexSearch(log: (line: string) => void): Promise<ReindexSummary> {
  const listings = await readAllListings(log);

  const rewritten = await rewriteDerivedAttributes(listings);
  log(`rewrote the derived attributes of ${rewritten} listings`);
  const sizes = await setSizeFigures(listings.map(toItem));
  log(`counted ${sizes} sizes`);

  const common = [...wordCounts(listings.map(toItem))].filter(([, count]) => count > POSTINGS_READ_MAX).map(([word]) => word);
  const { common: previous, lined } = await getSearchWordSets();
  await addCommonWords(common.filter((word) => !previous.has(word)));

  const commonSet = new Set(common);
  // A line that already holds every listing is left as it is: packing it anew under a search reading it could hide entries from that search.
  const keptLine = (word: string) => commonSet.has(word) && lined.has(word);
  const puts = [
    ...listings.flatMap((listing) => postingChanges(null, toItem(listing), commonSet)),
    ...newListingLines(listings.map(toItem), new Set(common.filter((word) => !keptLine(word)))),
  ];
  for (let start = 0; start < puts.length; start += 10_000) {
    await batchWrite(puts.slice(start, start + 10_000));
    log(`wrote ${Math.min(start + 10_000, puts.length)} of ${puts.length} postings and word-line blocks`);
  }
  await setCommonWords(common);
  log(`${common.length} common words`);

  const expected = new Set(puts.map((put) => keyText(put.PutRequest!.Item as { pk: string; sk: string })));
  const postingKeys = await scanAll<{ pk: string; sk: string }>({
    FilterExpression: 'begins_with(pk, :term) OR begins_with(pk, :line)',
    ExpressionAttributeValues: { ':term': postingKeyPrefix, ':line': linePrefix },
    ProjectionExpression: 'pk, sk',
  });
  const stale = postingKeys.filter((key) => !expected.has(keyText(key)) && !(key.pk.startsWith(linePrefix) && keptLine(key.pk.slice(linePrefix.length))));
  await batchWrite(stale.map((Key) => ({ DeleteRequest: { Key } })));
  log(`removed ${stale.length} postings and word-line blocks no listing needs`);
  return { listings: listings.length, rewritten, commonWords: common.length, postingsWritten: puts.length, postingsRemoved: stale.length, sizes };
}

const keyText = ({ pk, sk }: { pk: string; sk: string }) => `${pk}\n${sk}`;
