import type { InventoryItem, ItemPage, ListQuery } from '@surplus/shared';
import { decodeCursor } from '../listings/lists/cursor';
import { recencyOf } from '../listings/index-entry';
import { type Accept, cursorScope, indexedScope, pageOf, stillMatches, type WordAlternatives } from '../listings/lists/pages';
import { findItems } from '../listings/items';
import { hasPostings, readPostings } from './postings';
import { type LineEntry, lineEntries, lineEntryOfPosting, newestEntryFirst } from './word-lines';

/** Lines merged for one query word at most: a prefix that starts more common words is checked on the listings only. */
const LINES_PER_WORD_MAX = 8;

/** Listings read per BatchGet of candidates at most. */
const CANDIDATES_READ = 100;

/**
 * A newest-first page of a search whose words all start common words: each query word that starts at most
 * LINES_PER_WORD_MAX of them is read as the union of their word lines and the postings of the other words it
 * starts; the listings on every such union, newest first, are the candidates, each read and checked as it is
 * now (every query word, the scope, `accept`). Null when no query word can be read so (the list is read
 * densely instead), as when one of its common words has no complete line yet (search/common-words.ts).
 */
export async function newestFromLines(
  query: ListQuery,
  words: WordAlternatives,
  { common, lined }: { common: ReadonlySet<string>; lined: ReadonlySet<string> },
  fuzzy: boolean,
  accept?: Accept,
): Promise<ItemPage | null> {
  if (query.sort !== 'recent') return null;
  const readable = words
    .filter((alternatives) => alternatives.every(hasPostings))
    .map((alternatives) => ({ alternatives, lines: [...common].filter((word) => alternatives.some((prefix) => word.startsWith(prefix))) }))
    .filter(({ lines }) => lines.length > 0 && lines.length <= LINES_PER_WORD_MAX && lines.every((word) => lined.has(word)));
  if (readable.length === 0) return null;
  const after = query.cursor ? decodeCursor(query.cursor, { sort: query.sort, scope: cursorScope(query) }).after : undefined;

  // The postings of each readable word are read beside the first blocks of its lines. A prefix that starts more
  // rare words than one postings read returns (a short one) is left to the list's index.
  let cutShort = false;
  const unions = readable.map(({ alternatives, lines }) => {
    const rare = Promise.all(alternatives.map((prefix) => readPostings(prefix))).then((reads) => {
      cutShort ||= reads.some((read) => !read.complete);
      return reads.flatMap((read) => read.postings.map(lineEntryOfPosting)).filter((entry) => after === undefined || entry.recent < after);
    });
    return union([...lines.map((word) => lineEntries(word, after)), listed(rare)]);
  });

  const inScope = indexedScope(query);
  const candidates = intersection(unions);
  const wanted = (query.limit ?? Infinity) + 1;
  const page: { item: InventoryItem; entry: LineEntry }[] = [];
  // Candidates are read as many as the share that matched so far says the rest of the page needs.
  let checked = 0;
  const seen = new Set<number>();
  for (let ended = false; page.length < wanted && !ended; ) {
    const share = checked === 0 ? 1 : Math.max(1, page.length) / checked;
    const size = Math.min(CANDIDATES_READ, Math.ceil((wanted - page.length) / share));
    const chunk: LineEntry[] = [];
    while (chunk.length < size) {
      const next = await candidates.next();
      if (cutShort) return null;
      if (next.done) {
        ended = true;
        break;
      }
      // A listing's newest entry is the one its current recency key names: any later one is left behind by an edit.
      if (inScope(next.value) && !seen.has(next.value.id)) chunk.push(next.value);
      seen.add(next.value.id);
    }
    const items = await findItems(chunk.map((entry) => entry.id));
    checked += chunk.length;
    for (const entry of chunk) {
      const item = items.get(entry.id);
      // An entry an edit left behind names an older recency key than the listing's own.
      if (item && recencyOf(item) === entry.recent && stillMatches(item, entry, words) && (!accept || accept(item))) {
        page.push({ item, entry });
      }
    }
  }
  return pageOf(query, page, { item: (match) => match.item, key: (match) => match.entry.recent }, fuzzy);
}

async function* listed(entries: Promise<LineEntry[]>): AsyncGenerator<LineEntry> {
  yield* (await entries).sort(newestEntryFirst);
}

/** An entry stream with its next entry in view. */
class Head {
  private current: IteratorResult<LineEntry> | undefined;
  constructor(private readonly source: AsyncIterator<LineEntry>) {}

  async peek(): Promise<LineEntry | undefined> {
    this.current ??= await this.source.next();
    return this.current.done ? undefined : this.current.value;
  }

  skip(): void {
    this.current = undefined;
  }
}

/** The entries of several newest-first streams, newest first, each recency key once. */
async function* union(sources: AsyncIterator<LineEntry>[]): AsyncGenerator<LineEntry> {
  const heads = sources.map((source) => new Head(source));
  for (;;) {
    const entries = await Promise.all(heads.map((head) => head.peek()));
    const newest = entries.reduce<LineEntry | undefined>((best, entry) => (entry && (!best || entry.recent > best.recent) ? entry : best), undefined);
    if (!newest) return;
    entries.forEach((entry, index) => entry?.recent === newest.recent && heads[index]!.skip());
    yield newest;
  }
}

/** The entries on every one of several newest-first streams, newest first: each stream skips past entries newer than the oldest head. */
async function* intersection(sources: AsyncIterator<LineEntry>[]): AsyncGenerator<LineEntry> {
  const heads = sources.map((source) => new Head(source));
  for (;;) {
    const entries = await Promise.all(heads.map((head) => head.peek()));
    if (entries.some((entry) => !entry)) return;
    const oldest = (entries as LineEntry[]).reduce((best, entry) => (entry.recent < best.recent ? entry : best));
    if (entries.every((entry) => entry!.recent === oldest.recent)) {
      heads.forEach((head) => head.skip());
      yield oldest;
    } else {
      entries.forEach((entry, index) => entry!.recent > oldest.recent && heads[index]!.skip());
    }
  }
}
