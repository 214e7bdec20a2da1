import type { ItemPage } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoorsPage } from '../src/app/pages/CategoryPage';
import { ItemDetailPage } from '../src/app/pages/ItemDetailPage';
import { deferred, fakeApi } from './fake-api';
import { json, listing } from './list-pages';
import { currentUrl, renderWithApp, USER } from './render';

afterEach(() => vi.unstubAllGlobals());

const itemPage = (
  <Routes>
    <Route path="/item/:id" element={<ItemDetailPage />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('Save on the item page', () => {
  it('shows Saved at once, before the server answers', async () => {
    const answer = deferred<Response>();
    const api = fakeApi({
      'GET /api/inventory/item/5': () => json(listing(5, { saved: false })),
      'PUT /api/saved/5': () => answer.promise,
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(itemPage, { url: '/item/5' });

    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.sent('PUT', '/api/saved/5')).toHaveLength(1));
    answer.resolve(json({ saved: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument());
    expect(api.sent('GET', '/api/inventory/item/5')).toHaveLength(1);
  });

  it('goes back to Save and says why when the server fails', async () => {
    const api = fakeApi({
      'GET /api/inventory/item/5': () => json(listing(5, { saved: true })),
      'DELETE /api/saved/5': () => json({ message: 'Service unavailable' }, 503),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(itemPage, { url: '/item/5' });

    await userEvent.click(await screen.findByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('Could not unsave listing')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('signed out: the sign-in toast and /auth, nothing sent', async () => {
    const api = fakeApi({ 'GET /api/inventory/item/5': () => json(listing(5)) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(itemPage, { url: '/item/5', user: null });

    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('You must be signed in to save listings.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/auth'));
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});

describe('Bookmark on list rows', () => {
  it('flips the row at once without refetching the list, and back when the server fails', async () => {
    const page: ItemPage = { items: [listing(1, { saved: false }), listing(2, { saved: true }), listing(3, { userId: USER.id })], nextCursor: null };
    const first = deferred<Response>();
    const api = fakeApi({
      'GET /api/inventory/door': () => json(page),
      'PUT /api/saved/1': () => first.promise,
      'DELETE /api/saved/2': () => json({ message: 'Listing not found' }, 404),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DoorsPage />, { url: '/doors' });

    await screen.findByRole('row', { name: 'Listing 1: open details' });
    // Not on one's own listing.
    expect(within(screen.getByRole('row', { name: 'Listing 3: open details' })).queryByRole('button', { name: /save listing/i })).not.toBeInTheDocument();
    const [saveOne] = screen.getAllByRole('button', { name: 'Save listing' });
    expect(saveOne).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(saveOne!);
    expect(await screen.findAllByRole('button', { name: 'Unsave listing' })).toHaveLength(2);
    first.resolve(json({ saved: true }));
    // The click stays on the button: the row around it does not open the item.
    expect(currentUrl()).toBe('/doors');

    await userEvent.click(screen.getAllByRole('button', { name: 'Unsave listing' })[1]!);
    expect(await screen.findByText('Listing not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Unsave listing' })).toHaveLength(2));
    expect(api.sent('GET', '/api/inventory/door')).toHaveLength(1);
  });
});
