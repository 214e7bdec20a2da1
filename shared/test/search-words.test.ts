import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeTo, distinctWords, fuzzyEligible, listingWords, oneEditApart, queryWords, textHasWord, wordText, words } from '../src/search-words';

const insulated = {
  name: 'Insulated Roll-Up Door 14x14',
  itemId: 'RUD-HD-1414-029999',
  description: 'Café surplus, never installed.',
  businessName: 'Metro Door Co.',
  businessLocation: 'Reno, NV',
};
const matches = (q: string) => queryWords(q).every((word) => textHasWord(wordText(listingWords(insulated)), [word]));

describe('search words', () => {
  it('splits on spaces, punctuation and letter/digit boundaries, folded to lower case without accents', () => {
    expect(words('RUD-HD-1414-029999')).toEqual(['rud', 'hd', '1414', '029999']);
    expect(words('14x14 Café, ½"')).toEqual(['14', 'x', '14', 'cafe', '1', '2']);
  });

  it('keeps one of a word and the words it starts', () => {
    expect(distinctWords(['ins', 'insulated', 'door', 'door', 'doors', 'd'])).toEqual(['doors', 'insulated']);
  });

  it('matches when every query word starts a word of the listing, in any order', () => {
    for (const q of ['rud-hd 1414', 'RUD-HD-1414', '1414 rud', 'insul', 'hd', 'x', '029999', 'cafe', 'CAFÉ', 'metro reno']) {
      expect(matches(q), q).toBe(true);
    }
    for (const q of ['ulated', 'rud-hd 1415', 'steel', 'metro chicago', '29999']) expect(matches(q), q).toBe(false);
  });

  it('tolerates one edit in a word of five letters or more', () => {
    expect(fuzzyEligible('hurricne')).toBe(true);
    expect(fuzzyEligible('door')).toBe(false);
    expect(fuzzyEligible('12345')).toBe(false);
    expect(closeTo('hurricne', 'hurricane')).toBe(true);
    expect(closeTo('hurircane', 'hurricane')).toBe(true);
    expect(closeTo('hurrxcane', 'hurricane')).toBe(true);
    expect(closeTo('hurrricane', 'hurricane')).toBe(true);
    expect(closeTo('insulatd', 'insulated')).toBe(true);
    expect(closeTo('hurrxcne', 'hurricane')).toBe(false);
  });

  it('counts one edit as the Damerau distance does', () => {
    const distance = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          const cost = a[i - 1] === b[j - 1] ? 0 : 1;
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
      return d[a.length]![b.length]!;
    };
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 }), fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 }), (a, b) => {
        expect(oneEditApart(a, b)).toBe(distance(a, b) <= 1);
      }),
      { numRuns: 2000 },
    );
  });
});
