import type { BusinessProfile, ItemPage } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusinessPage } from '../src/app/pages/BusinessPage';
import { fakeListApi, json, listing } from './list-pages';
import { currentUrl, renderWithApp } from './render';

const PROFILE: BusinessProfile = {
  id: 101,
  businessName: 'Business 101',
  location: 'Tulsa, OK',
  memberSince: '2026-03-04T10:00:00.000Z',
  itemCount: 2,
  doors: 1,
  parts: 1,
  wasteKg: 1250,
};
const LISTINGS: ItemPage = { items: [listing(1), listing(4, { category: 'part' })], nextCursor: null };

function renderBusiness(url: string, profile: (id: string) => Response) {
  const api = fakeListApi(() => LISTINGS);
  const base = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const match = /^\/api\/businesses\/(\w+)$/.exec(new URL(String(input), 'http://localhost').pathname);
    return match ? profile(match[1] as string) : base(input);
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithApp(
    <Routes>
      <Route path="/business/:id" element={<BusinessPage />} />
    </Routes>,
    { url },
  );
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('BusinessPage', () => {
  it("shows the profile, its figures and the business's listings through the owner filter", async () => {
    const api = renderBusiness('/business/101', () => json(PROFILE));
    expect(await screen.findByRole('heading', { level: 1, name: 'Business 101' })).toBeInTheDocument();
    expect(screen.getByText('Tulsa, OK')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2026')).toBeInTheDocument();
    expect(screen.getByText('1,250 kg')).toBeInTheDocument();
    await screen.findByRole('row', { name: 'Listing 4: open details' });
    expect(api.listRequests().every((url) => url.pathname === '/api/inventory' && url.searchParams.get('owner') === '101')).toBe(true);
  });

  it('sorts and searches within the business, in the URL', async () => {
    const api = renderBusiness('/business/101', () => json(PROFILE));
    await screen.findByRole('row', { name: 'Listing 1: open details' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const options = within(sort).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Most Recent', 'Name (A-Z)', 'Price (low to high)']);
    await userEvent.selectOptions(sort, 'Name (A-Z)');
    await waitFor(() => expect(api.listRequests().at(-1)?.searchParams.get('sort')).toBe('name'));
    await userEvent.type(screen.getByRole('searchbox', { name: "Search this business's listings" }), 'spring');
    await waitFor(() => expect(api.listRequests().at(-1)?.searchParams.get('q')).toBe('spring'));
    expect(currentUrl()).toBe('/business/101?q=spring&sort=name');
  });

  it('says so when the business does not exist', async () => {
    renderBusiness('/business/555', () => json({ message: 'Business not found' }, 404));
    expect(await screen.findByRole('heading', { name: 'Business not found' })).toBeInTheDocument();
  });

  it('says so without asking the API when the path names no business id', async () => {
    const api = renderBusiness('/business/1e3', () => json(PROFILE));
    expect(await screen.findByRole('heading', { name: 'Business not found' })).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows what the API answered when the profile cannot be loaded', async () => {
    renderBusiness('/business/101', () => json({ message: 'Service unavailable' }, 503));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this business: 503: {"message":"Service unavailable"}');
    expect(screen.queryByRole('heading', { name: 'Business not found' })).not.toBeInTheDocument();
  });
});
