import { describe, expect, it } from 'vitest';
import { distanceMi } from '@surplus/shared';
import { CITIES } from '../../bench/catalogue';
import { compactGazetteer, gazetteer, gazetteerOf } from '../src/geo/gazetteer';
import { geocode } from '../src/geo/geocode';

const DALLAS = { lat: 32.78, lon: -96.8 };

describe('geocode', () => {
  it('finds every city of the benchmark catalogue', () => {
    const missing = CITIES.filter((city) => geocode(city) === null);
    expect(missing).toEqual([]);
  });

  it('places a city near where it is', () => {
    expect(distanceMi(geocode('Dallas, TX')!, DALLAS)).toBeLessThan(15);
    expect(distanceMi(geocode('Seattle, WA')!, { lat: 47.61, lon: -122.33 })).toBeLessThan(15);
  });

  it('reads a ZIP and a ZIP+4 as the same point', () => {
    const zip = geocode('75201');
    expect(zip).not.toBeNull();
    expect(distanceMi(zip!, DALLAS)).toBeLessThan(5);
    expect(geocode(' 75201-1234 ')).toEqual(zip);
  });

  it('takes the state as its code or its name, in any case, with or without the comma', () => {
    const austin = geocode('Austin, TX');
    expect(austin).not.toBeNull();
    for (const text of ['Austin, Texas', 'austin, tx', 'AUSTIN TX', 'Austin Texas', 'Austin,TX']) expect(geocode(text), text).toEqual(austin);
    expect(geocode('Salt Lake City, Utah')).toEqual(geocode('Salt Lake City, UT'));
  });

  it('reads "St." and "Saint" alike', () => {
    const stLouis = geocode('St. Louis, MO');
    expect(stLouis).not.toBeNull();
    expect(geocode('Saint Louis, MO')).toEqual(stLouis);
    expect(geocode('St Louis, Missouri')).toEqual(stLouis);
    expect(geocode('Saint Paul, MN')).toEqual(geocode('St. Paul, MN'));
  });

  it('gives null for what it does not know', () => {
    for (const text of ['Atlantis, ZZ', 'Nowhereville, TX', '00000', '1234', '123456', 'Dallas', '', '   ', 'Dallas, Narnia']) {
      expect(geocode(text), text).toBeNull();
    }
  });
});

describe('the compact gazetteer file', () => {
  it('answers exactly like the package once written as JSON and read back', () => {
    const fromFile = gazetteerOf(JSON.parse(JSON.stringify(compactGazetteer())));
    const fromPackage = gazetteer();
    expect(fromFile.zips.size).toBeGreaterThan(40_000);
    expect(fromFile.places.size).toBe(fromPackage.places.size);
    expect([...fromFile.zips]).toEqual([...fromPackage.zips]);
    expect([...fromFile.places]).toEqual([...fromPackage.places]);
    expect([...fromFile.states]).toEqual([...fromPackage.states]);
  });
});
