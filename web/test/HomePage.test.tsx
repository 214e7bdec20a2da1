import { fuzzyNotice, type ItemPage } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../src/app/pages/HomePage';
import { invalidateInventory } from '../src/api/invalidate-inventory';
import { fakeListApi, listing, json } from './list-pages';
import { currentUrl, renderWithApp } from './render';

// 13 listings: page 1 holds 1-10 and names cursor 'after-10'; page 2 holds 11-13 and is the last.
const ALL = Array.from({ length: 13 }, (_, index) => listing(index + 1));
function answer(url: URL): ItemPage {
  const q = url.searchParams.get('q');
  if (q) return { items: ALL.filter((item) => item.name.endsWith(` ${q}`)), nextCursor: null };
  return url.searchParams.get('cursor') === 'after-10' ? { items: ALL.slice(10), nextCursor: null } : { items: ALL.slice(0, 10), nextCursor: 'after-10' };
}

// The filter panel's code loads on demand: loaded once here, so no test pays for its first import while typing.
beforeAll(() => import('../src/features/filters/components/FilterPanel'));

let api: ReturnType<typeof fakeListApi>;
beforeEach(() => {
  api = fakeListApi(answer);
  vi.stubGlobal('fetch', api.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => screen.queryByRole('heading', { level: 3, name });
const currentPage = () => screen.getByRole('navigation', { name: 'Pagination' }).querySelector('[aria-current="page"]')?.textContent;

describe('HomePage paging', () => {
  it('asks for one page of 10, follows the cursor to page 2, and goes back to page 1 when the search changes', async () => {
    renderWithApp(<HomePage />, { user: null });
    expect(await screen.findByRole('heading', { level: 3, name: 'Listing 1' })).toBeInTheDocument();
    expect(card('Listing 11')).not.toBeInTheDocument();
    const [first] = api.listRequests();
    expect(first?.pathname).toBe('/api/inventory');
    expect(first?.searchParams.get('limit')).toBe('10');
    expect(first?.searchParams.has('cursor')).toBe(false);

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['1', '2']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Listing 11' })).toBeInTheDocument();
    expect(card('Listing 1')).not.toBeInTheDocument();
    expect(api.listRequests().at(-1)?.searchParams.get('cursor')).toBe('after-10');
    expect(api.listRequests().at(-1)?.searchParams.get('limit')).toBe('10');
    expect(currentPage()).toBe('2');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    // A new search starts again at page 1: no cursor, the search text as q.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search listings' }), '5');
    expect(await screen.findByRole('heading', { level: 3, name: 'Listing 5' })).toBeInTheDocument();
    const search = api.listRequests().at(-1);
    expect(search?.searchParams.get('q')).toBe('5');
    expect(search?.searchParams.has('cursor')).toBe(false);
    expect(card('Listing 11')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('sends the filter tab as the route and the sort as sort', async () => {
    renderWithApp(<HomePage />);
    await screen.findByRole('heading', { level: 3, name: 'Listing 1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Parts' }));
    await waitFor(() => expect(api.listRequests().at(-1)?.pathname).toBe('/api/inventory/part'));
    await userEvent.click(screen.getByRole('tab', { name: 'My Listings' }));
    await waitFor(() => expect(api.listRequests().at(-1)?.pathname).toBe('/api/inventory/user'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name (A-Z)');
    await waitFor(() => expect(api.listRequests().at(-1)?.searchParams.get('sort')).toBe('name'));
    expect(api.listRequests().at(-1)?.pathname).toBe('/api/inventory/user');
    expect(currentUrl()).toBe('/?mine=1&sort=name');
  });

  it('refetches only the page on screen when inventory changes', async () => {
    const { queryClient } = renderWithApp(<HomePage />, { user: null });
    await screen.findByRole('heading', { level: 3, name: 'Listing 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('heading', { level: 3, name: 'Listing 11' });
    const before = api.listRequests().length;

    await invalidateInventory(queryClient);
    const refetched = api.listRequests().slice(before);
    expect(refetched.map((url) => url.searchParams.get('cursor'))).toEqual(['after-10']);
    // Page 1 is only marked stale, and loads again when shown.
    const loaded = queryClient.getQueryCache().findAll({ queryKey: ['inventory', 'list'], predicate: (query) => query.state.data !== undefined });
    expect(loaded.filter((query) => query.isStale()).map((query) => query.queryKey[2])).toEqual([expect.not.objectContaining({ cursor: expect.anything() })]);
  });
});

describe('HomePage search', () => {
  it('shows the empty state at once when the first page of a search is empty', async () => {
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/inventory') return json({ totalDoors: 0, totalParts: 0, totalBusinesses: 0, myInventory: 0 });
      return json(url.searchParams.get('q') ? { items: [], nextCursor: null } : { items: [listing(1)], nextCursor: null });
    });
    renderWithApp(<HomePage />, { user: null });
    await screen.findByRole('heading', { level: 3, name: 'Listing 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'nothing');
    expect(await screen.findByRole('heading', { name: 'No items found' })).toBeInTheDocument();
    expect(api.listRequests().filter((url) => url.searchParams.get('q'))).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says the matches are close ones when the page is fuzzy', async () => {
    api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/inventory') return json({ totalDoors: 0, totalParts: 0, totalBusinesses: 0, myInventory: 0 });
      const q = url.searchParams.get('q');
      if (q === 'hurricane') return json({ items: [listing(3, { name: 'Hurricane door' })], nextCursor: null });
      if (q === 'hurricnae') return json({ items: [listing(3, { name: 'Hurricane door' })], nextCursor: null, fuzzy: true });
      return json({ items: [listing(1)], nextCursor: null });
    });
    renderWithApp(<HomePage />, { user: null });
    await screen.findByRole('heading', { level: 3, name: 'Listing 1' });
    expect(screen.queryByText(/No exact matches/)).not.toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search listings' });
    await userEvent.type(box, 'hurricnae');
    const notice = await screen.findByText(fuzzyNotice('hurricnae'));
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Hurricane door' })).toBeInTheDocument();

    // An exact answer takes the notice away.
    await userEvent.clear(box);
    await userEvent.type(box, 'hurricane');
    await waitFor(() => expect(api.listRequests().at(-1)?.searchParams.get('q')).toBe('hurricane'));
    await waitFor(() => expect(screen.queryByText(/No exact matches/)).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 3, name: 'Hurricane door' })).toBeInTheDocument();
  });
});
