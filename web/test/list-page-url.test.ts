import { LIST_QUERY_MAX } from '@surplus/shared';
import { describe, expect, it } from 'vitest';
import { listPageUrl } from '../src/features/inventory/api/list-page';

describe('listPageUrl', () => {
  it('always asks for a page of 10, on the route of the list', () => {
    expect(listPageUrl({ route: 'all' }, undefined)).toBe('/api/inventory?limit=10');
    expect(listPageUrl({ route: 'door' }, 'abc')).toBe('/api/inventory/door?limit=10&cursor=abc');
    expect(listPageUrl({ route: 'part', sort: 'name' }, undefined)).toBe('/api/inventory/part?limit=10&sort=name');
    expect(listPageUrl({ route: 'mine', q: '  ' }, undefined)).toBe('/api/inventory/user?limit=10');
  });

  it('sends the filters that are set, the owners comma separated', () => {
    const url = new URL(listPageUrl({ route: 'all', category: 'door', owner: [3, 9], excludeOwner: 7, q: ' Spring ' }, undefined), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '10', category: 'door', owner: '3,9', excludeOwner: '7', q: 'Spring' });
  });

  it('cuts the search text to what the server accepts', () => {
    const url = new URL(listPageUrl({ route: 'all', q: 'x'.repeat(LIST_QUERY_MAX + 20) }, undefined), 'http://x');
    expect(url.searchParams.get('q')).toHaveLength(LIST_QUERY_MAX);
  });
});
