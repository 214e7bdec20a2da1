import { closeTo } from '@surplus/shared';
import { getCommonWords } from './common-words';
import { bucketWords } from './postings';

/** Corrections tried per typed word: enough for a word's usual neighbours, few enough to keep the filter small. */
const MAX_CORRECTIONS = 8;

/**
 * Words of the catalogue that start with something one edit (insertion, deletion, substitution, swap of
 * neighbours) away from `typed`. Common words are all known (search/common-words.ts); rare ones are read from the
 * postings buckets a one-edit typo can leave the word in: its own first two letters (an edit from the third
 * letter on), the second and third (an extra first letter), the first and third (an extra second letter),
 * and the first two swapped. A missing or wrong letter among the first two is corrected for common words only.
 */
export async function corrections(typed: string): Promise<string[]> {
  const [a, b, c] = [typed[0], typed[1], typed[2]];
  const buckets = [...new Set([`${a}${b}`, `${b}${c}`, `${a}${c}`, `${b}${a}`])];
  const [common, ...rare] = await Promise.all([getCommonWords(), ...buckets.map(bucketWords)]);
  const vocabulary = new Set([...common, ...rare.flat()]);
  return [...vocabulary]
    .filter((word) => word !== typed && closeTo(typed, word))
    .sort((x, y) => x.length - y.length || x.localeCompare(y))
    .slice(0, MAX_CORRECTIONS);
}
