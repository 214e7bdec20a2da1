import { SAVED_SEARCHES_FULL, type SavedPage as SavedPageAnswer, type SavedSearch } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../src/app/pages/HomePage';
import { DoorsPage } from '../src/app/pages/CategoryPage';
import { SavedPage } from '../src/features/saved/components/SavedPage';
import { deferred, fakeApi } from './fake-api';
import { json, listing } from './list-pages';
import { currentUrl, renderWithApp } from './render';

const SEARCHES: SavedSearch[] = [
  { id: 's1', q: '12x14 insulated', category: 'door', createdAt: '2026-11-20T10:00:00.000Z' },
  { id: 's2', q: 'torsion spring', createdAt: '2026-11-21T10:00:00.000Z' },
  { id: 's5', filters: { fitW: 144, fitH: 168, fitTol: 1, insulated: true, near: '75201' }, createdAt: '2026-11-22T10:00:00.000Z' },
];

afterEach(() => vi.unstubAllGlobals());

describe('SavedPage', () => {
  let saved: SavedPageAnswer;
  let searches: SavedSearch[];
  let deleteAnswer: Promise<Response> | Response;
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    saved = { items: [listing(1, { saved: true }), { id: 9, removed: true }], nextCursor: null };
    searches = SEARCHES;
    deleteAnswer = new Response(null, { status: 204 });
    api = fakeApi({
      'GET /api/saved': () => json(saved),
      'DELETE /api/saved/9': () => {
        saved = { ...saved, items: saved.items.filter((item) => item.id !== 9) };
        return json({ saved: false });
      },
      'GET /api/saved-searches': () => json(searches),
      'DELETE /api/saved-searches/s2': () => deleteAnswer,
    });
    vi.stubGlobal('fetch', api.fetchMock);
  });

  it('shows a removed listing greyed out with Unsave, which drops it', async () => {
    renderWithApp(<SavedPage />, { url: '/saved' });
    const list = await screen.findByRole('list', { name: 'Saved listings' });
    expect(within(list).getByRole('link', { name: 'Listing 1' })).toHaveAttribute('href', '/item/1');
    expect(within(list).getByRole('button', { name: 'Unsave listing' })).toHaveAttribute('aria-pressed', 'true');
    const removed = within(list).getByRole('listitem', { name: 'Removed listing #9' });
    expect(within(removed).getByText('This listing was removed by its business.')).toBeInTheDocument();
    expect(api.sent('GET', '/api/saved')[0]?.url.searchParams.get('limit')).toBe('10');

    await userEvent.click(within(removed).getByRole('button', { name: 'Unsave' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Removed listing #9' })).not.toBeInTheDocument());
    expect(api.sent('DELETE', '/api/saved/9')).toHaveLength(1);
  });

  it('lists saved searches with Run search to their list and Delete', async () => {
    renderWithApp(<SavedPage />, { url: '/saved' });
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    const doors = within(list).getByRole('listitem', { name: '12x14 insulated' });
    expect(within(doors).getByRole('link', { name: 'Run search' })).toHaveAttribute('href', '/doors?q=12x14+insulated');
    const springs = within(list).getByRole('listitem', { name: 'torsion spring' });
    const opening = within(list).getByRole('listitem', { name: "fits 12' x 14' ± 1\" · insulated · within 100 mi of 75201" });
    expect(within(opening).getByText("Fits 12' x 14' ± 1\" · insulated · within 100 mi of 75201")).toBeInTheDocument();
    expect(within(opening).getByRole('link', { name: 'Run search' })).toHaveAttribute('href', '/inventory?insulated=1&fitW=144&fitH=168&fitTol=1&near=75201');
    expect(within(springs).getByRole('link', { name: 'Run search' })).toHaveAttribute('href', '/inventory?q=torsion+spring');

    const answer = deferred<Response>();
    deleteAnswer = answer.promise;
    await userEvent.click(within(springs).getByRole('button', { name: 'Delete' }));
    // Gone before the server answers.
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'torsion spring' })).not.toBeInTheDocument());
    searches = searches.filter((search) => search.id !== 's2');
    answer.resolve(new Response(null, { status: 204 }));
    expect(await screen.findByText('Search deleted')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '12x14 insulated' })).toBeInTheDocument();
  });
});

describe('Save this search', () => {
  const listPage = () => json({ items: [listing(1)], nextCursor: null });

  it('posts the q and category of /doors and says so', async () => {
    const api = fakeApi({ 'GET /api/inventory/door': listPage, 'POST /api/saved-searches': ({ body }) => json({ id: 's3', ...(body as object), createdAt: '' }, 201) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DoorsPage />, { url: '/doors?q=12x14%20insulated' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    expect(api.sent('POST', '/api/saved-searches')[0]?.body).toEqual({ q: '12x14 insulated', category: 'door' });
  });

  it('posts the filters of the list as its query string has them, and reads them back in the toast', async () => {
    const api = fakeApi({ 'GET /api/inventory/door': listPage, 'POST /api/saved-searches': () => json({ id: 's4', createdAt: '' }, 201) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DoorsPage />, { url: '/doors?fitW=144&fitH=168&insulated=1&doorType=sectional&near=Dallas,%20TX&radiusMi=200' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText(`You will be notified of new matches for "doors · fits 12' x 14' · sectional · insulated · within 200 mi of Dallas, TX".`)).toBeInTheDocument();
    expect(api.sent('POST', '/api/saved-searches')[0]?.body).toEqual({
      category: 'door', doorType: 'sectional', insulated: '1', fitW: '144', fitH: '168', near: 'Dallas, TX', radiusMi: '200',
    });
  });

  it("shows the server's message when it refuses", async () => {
    const api = fakeApi({ 'GET /api/inventory': listPage, 'GET /api/inventory/stats': () => json({ totalDoors: 1, totalParts: 0, totalBusinesses: 1, myInventory: 0 }), 'POST /api/saved-searches': () => json({ message: SAVED_SEARCHES_FULL }, 400) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<HomePage />, { url: '/?q=steel' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText(SAVED_SEARCHES_FULL)).toBeInTheDocument();
    expect(screen.getByText('Could not save search')).toBeInTheDocument();
    expect(api.sent('POST', '/api/saved-searches')[0]?.body).toEqual({ q: 'steel' });
  });

  it('is absent on the home page without a search or category, and asks to sign in when signed out', async () => {
    const api = fakeApi({ 'GET /api/inventory': listPage, 'GET /api/inventory/stats': () => json({ totalDoors: 1, totalParts: 0, totalBusinesses: 1, myInventory: 0 }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<HomePage />, { url: '/', user: null });
    await screen.findByRole('heading', { level: 3, name: 'Listing 1' });
    expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Doors' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/auth'));
    expect(api.sent('POST', '/api/saved-searches')).toHaveLength(0);
  });
});
