import { describe, expect, it } from 'vitest';
import { changeListUrl, listUrlSearch, parseListUrl } from '../src/lib/list-url';

const parse = (search: string) => parseListUrl(new URLSearchParams(search));
const DEFAULTS = { q: '', category: undefined, mine: false, sort: 'recent', business: [], hideMine: false, tab: 'all', page: 1, cursor: undefined };

describe('the list state in the query string', () => {
  it('reads every parameter, and writes them back in one order', () => {
    const search = 'q=insulated&category=door&sort=name&business=3,9&hideMine=1&tab=business&page=3&cursor=abc';
    const state = parse(search);
    expect(state).toEqual({ q: 'insulated', category: 'door', mine: false, sort: 'name', business: [3, 9], hideMine: true, tab: 'business', page: 3, cursor: 'abc' });
    expect(listUrlSearch(state).toString()).toBe('q=insulated&category=door&sort=name&business=3%2C9&hideMine=1&tab=business&page=3&cursor=abc');
  });

  it('leaves the defaults out, and reads anything malformed as its default', () => {
    expect(listUrlSearch(parse('sort=recent&tab=all&page=1')).toString()).toBe('');
    expect(parse('category=window&sort=price&business=x,-2,0&page=-4&cursor=abc&mine=yes')).toEqual(DEFAULTS);
    expect(parse('page=2.5').page).toBe(1);
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage3 = parse('q=door&page=3&cursor=c3');
    expect(listUrlSearch(changeListUrl(onPage3, { sort: 'name' })).toString()).toBe('q=door&sort=name');
    expect(listUrlSearch(changeListUrl(onPage3, { page: 4, cursor: 'c4' })).toString()).toBe('q=door&page=4&cursor=c4');
    // A page whose cursor is not known yet is named by its number alone.
    expect(listUrlSearch(changeListUrl(onPage3, { page: 2 })).toString()).toBe('q=door&page=2');
  });
});
