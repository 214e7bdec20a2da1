import { describe, expect, it } from 'vitest';
import { changeListUrl, listUrlSearch, parseListUrl } from '../src/lib/list-url';

const parse = (search: string) => parseListUrl(new URLSearchParams(search));
const DEFAULTS = { q: '', category: undefined, filters: {}, mine: false, sort: 'recent', business: [], hideMine: false, tab: 'all', page: 1, cursor: undefined };

describe('the list state in the query string', () => {
  it('reads every parameter, and writes them back in one order', () => {
    const search = 'q=insulated&category=door&sort=name&business=3,9&hideMine=1&tab=business&page=3&cursor=abc';
    const state = parse(search);
    expect(state).toEqual({ q: 'insulated', category: 'door', filters: {}, mine: false, sort: 'name', business: [3, 9], hideMine: true, tab: 'business', page: 3, cursor: 'abc' });
    expect(listUrlSearch(state).toString()).toBe('q=insulated&category=door&sort=name&business=3%2C9&hideMine=1&tab=business&page=3&cursor=abc');
  });

  it('leaves the defaults out, and reads anything malformed as its default', () => {
    expect(listUrlSearch(parse('sort=recent&tab=all&page=1')).toString()).toBe('');
    expect(parse('category=window&sort=cheapest&business=x,-2,0&page=-4&cursor=abc&mine=yes')).toEqual(DEFAULTS);
    expect(parse('page=2.5').page).toBe(1);
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage3 = parse('q=door&page=3&cursor=c3');
    expect(listUrlSearch(changeListUrl(onPage3, { sort: 'name' })).toString()).toBe('q=door&sort=name');
    expect(listUrlSearch(changeListUrl(onPage3, { page: 4, cursor: 'c4' })).toString()).toBe('q=door&page=4&cursor=c4');
    // A page whose cursor is not known yet is named by its number alone.
    expect(listUrlSearch(changeListUrl(onPage3, { page: 2 })).toString()).toBe('q=door&page=2');
  });

  it('reads the filters under the API names, and writes them after the category in the API order', () => {
    const state = parse('near=Dallas,%20TX&radiusMi=200&fitH=168&fitW=144&fitTol=3&insulated=1&material=wood,steel&doorType=sectional&sort=distance&q=door');
    expect(state.filters).toEqual({ doorType: ['sectional'], material: ['steel', 'wood'], insulated: true, fitW: 144, fitH: 168, fitTol: 3, near: 'Dallas, TX', radiusMi: 200 });
    expect(state.sort).toBe('distance');
    expect(listUrlSearch(state).toString()).toBe(
      'q=door&doorType=sectional&material=steel%2Cwood&insulated=1&fitW=144&fitH=168&fitTol=3&near=Dallas%2C+TX&radiusMi=200&sort=distance',
    );
    expect(parse('partType=spring,spring,bolt&minW=0&maxH=600').filters).toEqual({ partType: ['spring'], minW: 0, maxH: 600 });
  });

  it('reads as unset what the API would refuse, and a sort the filters do not allow as the default', () => {
    // One side of the opening, sizes out of range, a tolerance or radius without what it bounds, unknown values.
    expect(parse('fitW=144&fitTol=2&radiusMi=50&doorType=revolving&insulated=0&maxW=601&near=%20%20').filters).toEqual({});
    expect(parse('fitW=12&fitH=168').filters).toEqual({});
    expect(parse('fitW=144&fitH=168&fitTol=25&near=75201&radiusMi=0').filters).toEqual({ fitW: 144, fitH: 168, near: '75201' });
    expect(parse('sort=fit').sort).toBe('recent');
    expect(parse('sort=distance&fitW=144&fitH=168').sort).toBe('recent');
    // Taking away the opening takes away Best fit; the place and Nearest stay.
    const sorted = parse('fitW=144&fitH=168&near=Dallas,TX&sort=fit');
    expect(changeListUrl(sorted, { filters: { near: 'Dallas,TX' } }).sort).toBe('recent');
    expect(changeListUrl({ ...sorted, sort: 'distance' }, { filters: { near: 'Dallas,TX' } }).sort).toBe('distance');
  });
});
