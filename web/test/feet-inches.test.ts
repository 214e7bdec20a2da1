import { describe, expect, it } from 'vitest';
import { formatFeetInches, parseFeetInches } from '../src/lib/feet-inches';

describe('parseFeetInches', () => {
  it.each([
    [`12' 0"`, 144],
    [`12'`, 144],
    [`12' 6"`, 150],
    [`12'6"`, 150],
    [`12' 6`, 150],
    [`12ft 6in`, 150],
    [`12 ft 6 in`, 150],
    [`12 ft`, 144],
    [`12 feet`, 144],
    [`12’ 6”`, 150],
    [`144`, 144],
    [`144"`, 144],
    [`144 in`, 144],
    [`  8' 11"  `, 107],
  ])('reads %s as %i inches', (text, inches) => {
    expect(parseFeetInches(text)).toBe(inches);
  });

  it.each([``, `  `, `twelve feet`, `12' 12"`, `12.5'`, `144.5`, `12 x 14`, `-12'`, `12' 6" tall`, `"`, `'`, `12m`])(
    'rejects %j',
    (text) => {
      expect(parseFeetInches(text)).toBeNull();
    },
  );
});

describe('formatFeetInches', () => {
  it('shows feet and the inches left over, 0 included', () => {
    expect(formatFeetInches(144)).toBe(`12' 0"`);
    expect(formatFeetInches(150)).toBe(`12' 6"`);
    expect(formatFeetInches(30)).toBe(`2' 6"`);
  });

  it('gives back what parseFeetInches reads', () => {
    for (const inches of [24, 95, 144, 600]) expect(parseFeetInches(formatFeetInches(inches))).toBe(inches);
  });
});
