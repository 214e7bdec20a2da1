import { fuzzyNotice, type ItemPage } from '@surplus/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoorsPage } from '../src/app/pages/CategoryPage';
import { fakeListApi, json, listing } from './list-pages';
import { currentUrl, renderWithApp } from './render';

const DOORS = Array.from({ length: 13 }, (_, index) => listing(index + 1));
const answer = (url: URL): ItemPage =>
  url.searchParams.get('cursor') === 'after-10' ? { items: DOORS.slice(10), nextCursor: null } : { items: DOORS.slice(0, 10), nextCursor: 'after-10' };

// The filter panel's code loads on demand: loaded once here, so no test pays for its first import while typing.
beforeAll(() => import('../src/features/filters/components/FilterPanel'));

let api: ReturnType<typeof fakeListApi>;
beforeEach(() => {
  api = fakeListApi(answer);
  vi.stubGlobal('fetch', api.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('DoorsPage', () => {
  it('shows one page in the table, says which page it is, and refreshes only that page', async () => {
    renderWithApp(<DoorsPage />);
    await screen.findByRole('row', { name: 'Listing 10: open details' });
    expect(api.listRequests()[0]?.pathname).toBe('/api/inventory/door');
    expect(screen.getByRole('heading', { name: 'Page 1 · 10 items' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('row', { name: 'Listing 13: open details' });
    expect(screen.getByRole('heading', { name: 'Page 2 · 3 items' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Listing 10: open details' })).not.toBeInTheDocument();

    const before = api.listRequests().length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.listRequests()).toHaveLength(before + 1));
    expect(api.listRequests().at(-1)?.searchParams.get('cursor')).toBe('after-10');
  });

  it('searches with the q of its URL, and its box writes the q it searches with into the URL', async () => {
    renderWithApp(<DoorsPage />, { url: '/doors?q=torsion' });
    await waitFor(() => expect(api.listRequests().at(-1)?.searchParams.get('q')).toBe('torsion'));
    const box = screen.getByRole('searchbox', { name: 'Search doors' });
    expect(box).toHaveValue('torsion');
    await userEvent.clear(box);
    await userEvent.type(box, 'spring');
    await waitFor(() => expect(api.listRequests().at(-1)?.searchParams.get('q')).toBe('spring'));
    expect(currentUrl()).toBe('/doors?q=spring');
    expect(api.listRequests().filter((url) => url.searchParams.get('q')?.startsWith('s'))).toHaveLength(1);
  });

  it('opens a linked page by its cursor with one request', async () => {
    renderWithApp(<DoorsPage />, { url: '/doors?page=2&cursor=after-10' });
    await screen.findByRole('row', { name: 'Listing 13: open details' });
    expect(api.listRequests().map((url) => url.searchParams.get('cursor'))).toEqual(['after-10']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await screen.findByRole('row', { name: 'Listing 1: open details' });
    expect(currentUrl()).toBe('/doors');
  });

  it('finds the cursor of a page linked by its number alone, and puts it into the URL', async () => {
    renderWithApp(<DoorsPage />, { url: '/doors?page=2' });
    await screen.findByRole('row', { name: 'Listing 13: open details' });
    expect(api.listRequests().map((url) => url.searchParams.get('cursor'))).toEqual([null, 'after-10']);
    await waitFor(() => expect(currentUrl()).toBe('/doors?page=2&cursor=after-10'));
    expect(screen.getByRole('heading', { name: 'Page 2 · 3 items' })).toBeInTheDocument();
  });

  it('says there is nothing more on a linked page past the last one', async () => {
    renderWithApp(<DoorsPage />, { url: '/doors?page=3' });
    expect(await screen.findByText('No more items after the previous page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
  });

  it('says above the table when the search found close matches only', async () => {
    api.fetchMock.mockImplementation(async () => json({ items: [listing(2, { name: 'Torsion spring' })], nextCursor: null, fuzzy: true }));
    renderWithApp(<DoorsPage />, { url: '/doors?q=torsoin' });
    await screen.findByRole('row', { name: 'Torsion spring: open details' });
    expect(screen.getByText(fuzzyNotice('torsoin')).closest('[role="status"]')).toBeInTheDocument();
  });
});
