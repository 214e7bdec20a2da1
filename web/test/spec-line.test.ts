import { describe, expect, it } from 'vitest';
import { shortFeet, sizeLabel, specLine, specOption } from '../src/lib/spec-line';

describe('specLine', () => {
  it('reads a door as size, type and insulation', () => {
    expect(specLine({ category: 'door', widthIn: 144, heightIn: 168, doorType: 'sectional', insulated: true, material: 'steel' })).toBe(
      `12' x 14' · sectional · insulated`,
    );
  });

  it('leaves out what a door does not say, and a door that is not insulated says nothing of it', () => {
    expect(specLine({ category: 'door', doorType: 'rolling-steel', insulated: false })).toBe('rolling steel');
    expect(specLine({ category: 'door', widthIn: 150 })).toBe(`12' 6" wide`);
    expect(specLine({ category: 'door' })).toBe('');
  });

  it('reads a part as its type and the door size it fits', () => {
    expect(specLine({ category: 'part', partType: 'spring', fitsWidthIn: 144, fitsHeightIn: 168 })).toBe(`spring · fits 12' x 14'`);
    expect(specLine({ category: 'part', fitsHeightIn: 96 })).toBe(`fits 8' high`);
  });

  it('ends with the distance when the list was searched near a place', () => {
    expect(specLine({ category: 'door', widthIn: 144, heightIn: 168, distanceMi: 38.2 })).toBe(`12' x 14' · 38.2 mi`);
    expect(specLine({ category: 'part', distanceMi: 4 })).toBe('4.0 mi');
  });

  it('shows only the specs of the item\'s category', () => {
    expect(specLine({ category: 'part', widthIn: 144, heightIn: 168, partType: 'track' })).toBe('track');
  });
});

describe('size labels', () => {
  it('show whole feet without inches', () => {
    expect(shortFeet(144)).toBe(`12'`);
    expect(shortFeet(101)).toBe(`8' 5"`);
    expect(sizeLabel(undefined, undefined)).toBeNull();
  });

  it('spell option values as words', () => {
    expect(specOption('high-speed')).toBe('High speed');
    expect(specOption('steel')).toBe('Steel');
  });
});
