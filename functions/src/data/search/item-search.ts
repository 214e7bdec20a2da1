import type { InventoryItem, ItemPage, ListQuery } from '@surplus/shared';
import { fuzzyEligible, queryWords, textHasWord } from '@surplus/shared';
import { getSearchWordSets, startsCommonWord } from './common-words';
import { decodeCursor } from '../listings/lists/cursor';
import { type Accept, byteOrder, cursorScope, indexedScope, listItemsPage, pageOf, stillMatches, type WordAlternatives } from '../listings/lists/pages';
import { findItems } from '../listings/items';
import { newestFromLines } from './line-search';
import { corrections } from './corrections';
import { hasPostings, type Posting, POSTINGS_READ_MAX, readPostings } from './postings';

/** Query words whose postings one search reads at once: the longest ones, which are usually the rarest. */
const WORDS_READ = 3;

/**
 * Where a search sends the query words with more postings than a read returns, though not common, to have them
 * counted and made common if they are (use-cases/common-word-reports.ts).
 */
export type CommonWordReporter = (words: readonly string[]) => Promise<void>;

export interface SearchOptions {
  /** A filter each listing must pass as well (the list's spec, fit and distance filters). */
  accept?: Accept;
  /** Absent, a search reports no words (the page renderer's, whose searches the API's list routes repeat). */
  reportCommonWords?: CommonWordReporter;
}

/**
 * A list page of the listings matching `q`: every query word starts a word of the listing (shared
 * search-words.ts). When nothing matches and some words are long enough, the same search runs with their
 * corrections (words one edit away) and the page says `fuzzy: true`; its cursor keeps the later pages fuzzy.
 */
export async function searchItemsPage(query: ListQuery & { q: string }, options: SearchOptions = {}): Promise<ItemPage> {
  const exact = queryWords(query.q).map((word) => [word]);
  if (exact.length === 0) return listItemsPage(query, [], false, options.accept);
  const fuzzyCursor = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, scope: cursorScope(query) }).fuzzy : undefined;
  if (!fuzzyCursor) {
    const page = await findMatches(query, exact, false, options);
    if (page.items.length > 0 || query.cursor || !exact.some(([word]) => fuzzyEligible(word as string))) return page;
  }
  const fuzzy = await withCorrections(exact);
  return fuzzy ? findMatches(query, fuzzy, true, options) : { items: [], nextCursor: null };
}

/** Words corrected per search: the longest eligible ones. Each costs four bucket reads and widens the filter. */
const CORRECTED_WORDS_MAX = 3;

async function withCorrections(exact: WordAlternatives): Promise<WordAlternatives | null> {
  const corrected = new Set(
    exact
      .map(([word]) => word as string)
      .filter(fuzzyEligible)
      .sort((a, b) => b.length - a.length)
      .slice(0, CORRECTED_WORDS_MAX),
  );
  const found = await Promise.all(exact.map(([word]) => (corrected.has(word as string) ? corrections(word as string) : [])));
  if (found.every((list) => list.length === 0)) return null;
  return exact.map(([word], index) => [word as string, ...(found[index] as string[])]);
}

/**
 * Through the postings of the query's rarest word when one has complete postings: its listings, checked
 * against the other words and the list's scope, sorted in the list's order; else (every word starts a common
 * word) newest first through the word lines (search/line-search.ts), or in other orders a filtered read of the list's
 * own index, where common words are dense. Postings are read in two
 * rounds: a few per word first, which settles SKUs and rare words at once, then up to POSTINGS_READ_MAX
 * of the words that are not common; those of them that have more postings than that are reported
 * (`reportCommonWords`). Words common when this instance last looked are not read at all.
 */
export async function findMatches(query: ListQuery, words: WordAlternatives, fuzzy = false, options: SearchOptions = {}): Promise<ItemPage> {
  const { accept, reportCommonWords } = options;
  const readable = words
    .filter((alternatives) => alternatives.every(hasPostings) && !startsCommon(alternatives, lastCommonWords))
    .sort((a, b) => longest(b) - longest(a))
    .slice(0, WORDS_READ);
  const [{ common, lined }, ...firstReads] = await Promise.all([
    getSearchWordSets(),
    ...readable.map((alternatives) => readAlternatives(alternatives, FIRST_READ)),
  ]);
  lastCommonWords = common;
  const rare = readable.map((alternatives) => !startsCommon(alternatives, common));
  let rarest = smallest(firstReads.filter((_, index) => rare[index]));
  let reporting = Promise.resolve();
  if (!rarest) {
    const unsettled = readable.filter((_, index) => rare[index] && !firstReads[index]);
    const reads = await Promise.all(unsettled.map((alternatives) => readAlternatives(alternatives, POSTINGS_READ_MAX)));
    rarest = smallest(reads);
    if (reportCommonWords) reporting = reportCommonWords(unsettled.filter((_, index) => !reads[index]).flat());
  }
  const found = rarest
    ? pageFromPostings(query, words, rarest, fuzzy, accept)
    : newestFromLines(query, words, { common, lined }, fuzzy, accept).then((page) => page ?? listItemsPage(query, words, fuzzy, accept));
  const [page] = await Promise.all([found, reporting]);
  return page;
}

/** The common words as this instance last read them: a stale copy only makes a search read more than it needs. */
let lastCommonWords: ReadonlySet<string> = new Set();
const startsCommon = (alternatives: readonly string[], common: ReadonlySet<string>) =>
  alternatives.some((prefix) => startsCommonWord(prefix, common));

/** Postings read per word in the first round (never more than the second's, which a smaller test setting lowers). */
const FIRST_READ = Math.min(100, POSTINGS_READ_MAX);

const longest = (alternatives: readonly string[]) => Math.max(...alternatives.map((word) => word.length));
const smallest = (reads: (Posting[] | null)[]) =>
  reads.reduce<Posting[] | null>((best, read) => (read && (!best || read.length < best.length) ? read : best), null);

/** The postings of every alternative of one word, one per listing; null when one read was cut short. */
async function readAlternatives(alternatives: readonly string[], upTo: number): Promise<Posting[] | null> {
  const reads = await Promise.all(alternatives.map((prefix) => readPostings(prefix, upTo)));
  if (reads.some((read) => !read.complete)) return null;
  const byId = new Map<number, Posting>();
  for (const read of reads) for (const posting of read.postings) byId.set(posting.id, posting);
  return [...byId.values()];
}

async function pageFromPostings(query: ListQuery, words: WordAlternatives, postings: Posting[], fuzzy: boolean, accept?: Accept): Promise<ItemPage> {
  const key = sortKeyOf(query);
  const descending = query.sort === 'recent';
  const order = (a: string, b: string) => (descending ? byteOrder(b, a) : byteOrder(a, b));
  const after = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, scope: cursorScope(query) }).after : undefined;
  const inScope = indexedScope(query);
  const candidates = postings
    .filter(
      (posting) =>
        inScope(posting) &&
        words.every((alternatives) => textHasWord(posting.words, alternatives)) &&
        (after === undefined || order(key(posting), after) > 0),
    )
    .sort((a, b) => order(key(a), key(b)));

  // A posting can outlive a failed write for a moment: each listing answered is checked as it is now.
  const wanted = (query.limit ?? Infinity) + 1;
  const page: { item: InventoryItem; posting: Posting }[] = [];
  for (let start = 0; page.length < wanted && start < candidates.length; ) {
    const chunk = candidates.slice(start, start + Math.min(100, wanted - page.length));
    start += chunk.length;
    const items = await findItems(chunk.map((posting) => posting.id));
    for (const posting of chunk) {
      const item = items.get(posting.id);
      if (item && stillMatches(item, posting, words) && (!accept || accept(item))) page.push({ item, posting });
    }
  }
  return pageOf(query, page, { item: (match) => match.item, key: (match) => key(match.posting) }, fuzzy);
}

/** The posting attribute holding the sort key of the list's index (listings/keys.ts indexPlan). */
function sortKeyOf(query: ListQuery): (posting: Posting) => string {
  if (query.sort === 'recent') return (posting) => posting.recent;
  // Postings written before prices existed order as listings on request.
  if (query.sort === 'price') return (posting) => posting.price ?? '2';
  if (query.sort === 'name' || query.owner) return (posting) => posting.name;
  return (posting) => posting.business;
}
