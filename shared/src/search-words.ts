import { SEARCH_FIELDS } from './search-rules';

/**
 * The one definition of a search word, shared by listing writes, search, suggestions and (later) saved
 * searches so that they always agree. Text is folded (NFKD, accents dropped, lower case) and split into
 * runs of letters and runs of digits: `RUD-HD-1414-029999` is `rud hd 1414 029999`, `14x14` is `14 x 14`.
 * A listing matches a query when every query word starts one of the listing's words.
 */
const WORD = /\p{L}+|\p{N}+/gu;
const MARKS = /\p{M}/gu;

export function words(text: string): string[] {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().match(WORD) ?? [];
}

/**
 * Words too common in any text to narrow a search: they get no postings and are matched through the
 * listing's word text only (a query of nothing but these reads the lists densely).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with',
]);

/** Distinct words, leaving out any that starts another one of the set: `ins` adds nothing beside `insulated`. */
export function distinctWords(all: readonly string[]): string[] {
  const sorted = [...new Set(all)].sort();
  // Sorted, a word that starts another sits right before the first word it starts.
  return sorted.filter((word, index) => !(sorted[index + 1]?.startsWith(word) ?? false));
}

type SearchableFields = { [field in (typeof SEARCH_FIELDS)[number]]?: string };

/** Every word a listing can be found by, from its five searchable fields. */
export const listingWords = (item: SearchableFields) =>
  distinctWords(SEARCH_FIELDS.flatMap((field) => words(item[field] ?? '')));

/** The words of a query: each must start a word of a matching listing. */
export const queryWords = (q: string) => distinctWords(words(q));

/**
 * A listing's words as one string, each after a space: " w" occurs in it exactly when a word starts
 * with w, which DynamoDB's `contains` can test in a filter.
 */
export const wordText = (listing: readonly string[]) => listing.map((word) => ` ${word}`).join('');

/** True when one of `alternatives` starts a word of `text` (a wordText). */
export const textHasWord = (text: string, alternatives: readonly string[]) =>
  alternatives.some((prefix) => text.includes(` ${prefix}`));

/** Typo tolerance applies to words of at least this many letters (digits never: a wrong number is another part). */
export const FUZZY_MIN_LETTERS = 5;
const LETTERS_ONLY = /^\p{L}+$/u;
export const fuzzyEligible = (word: string) => word.length >= FUZZY_MIN_LETTERS && LETTERS_ONLY.test(word);

/** At most one insertion, deletion, substitution or swap of neighbours turns `a` into `b`. */
export function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (start === a.length && start === b.length) return true;
  if (a.length === b.length) {
    const rest = start + 1;
    if (a.slice(rest) === b.slice(rest)) return true;
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  }
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return shorter.slice(start) === longer.slice(start + 1);
}

/** `word` starts with something one edit away from `typed`: `hurricne` is close to `hurricane`. */
export function closeTo(typed: string, word: string): boolean {
  for (let length = typed.length - 1; length <= Math.min(word.length, typed.length + 1); length++) {
    if (oneEditApart(typed, word.slice(0, length))) return true;
  }
  return false;
}
