import type { Business, ItemPage } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InventoryPage } from '../src/app/pages/InventoryPage';
import { fakeListApi, json, listing } from './list-pages';
import { renderWithApp, USER } from './render';

const BUSINESSES: Business[] = [
  { id: 101, businessName: 'Business 101', businessLocation: 'Tulsa, OK', businessContact: 'sales@101.example', itemCount: 42 },
  { id: 102, businessName: 'Business 102', itemCount: 1 },
];

// The filter panel's code loads on demand: loaded once here, so no test pays for its first import while typing.
beforeAll(() => import('../src/features/filters/components/FilterPanel'));

let api: ReturnType<typeof fakeListApi>;
beforeEach(() => {
  api = fakeListApi((url: URL): ItemPage => {
    const owners = url.searchParams.get('owner')?.split(',').map(Number);
    const items = [listing(1), listing(2), listing(4)].filter((item) => !owners || owners.includes(item.userId));
    return { items, nextCursor: null };
  });
  const answer = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => (String(input) === '/api/businesses' ? json(BUSINESSES) : answer!(input)));
  vi.stubGlobal('fetch', api.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const lastList = () => api.listRequests().at(-1)!;

describe('InventoryPage', () => {
  it('sends the category, the chosen businesses as owner ids and Hide my items as excludeOwner', async () => {
    renderWithApp(<InventoryPage />);
    await screen.findByRole('row', { name: 'Listing 1: open details' });
    expect(lastList().searchParams.get('limit')).toBe('10');

    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Parts Only' }));
    await waitFor(() => expect(lastList().searchParams.get('category')).toBe('part'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Business' }));
    await userEvent.click(await screen.findByRole('option', { name: /Business 101/ }));
    await userEvent.click(screen.getByRole('option', { name: /Business 102/ }));
    await waitFor(() => expect(lastList().searchParams.get('owner')).toBe('101,102'));
    await userEvent.keyboard('{Escape}');
    expect(within(screen.getByLabelText('Active filters')).getByText('Business 102')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Hide my items' }));
    await waitFor(() => expect(lastList().searchParams.get('excludeOwner')).toBe(String(USER.id)));
    expect(lastList().searchParams.get('sort')).toBeNull();
  });

  it('groups a page sorted by business, with each business total from /api/businesses', async () => {
    renderWithApp(<InventoryPage />);
    await screen.findByRole('row', { name: 'Listing 1: open details' });
    await userEvent.click(screen.getByRole('tab', { name: 'By Business' }));
    await waitFor(() => expect(lastList().searchParams.get('sort')).toBe('business'));

    const card = (await screen.findByRole('heading', { name: 'Business 101' })).closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('42 items')).toBeInTheDocument();
    expect(within(card).getByText('Tulsa, OK')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Listing 1 / })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Listing 4 / })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Contact Business' })).toHaveAttribute('href', expect.stringContaining('mailto:sales@101.example'));

    // Several owners can only come newest first; the page is still grouped.
    await userEvent.click(screen.getByRole('combobox', { name: 'Business' }));
    await userEvent.click(await screen.findByRole('option', { name: /Business 101/ }));
    await userEvent.click(screen.getByRole('option', { name: /Business 102/ }));
    await waitFor(() => expect(lastList().searchParams.get('owner')).toBe('101,102'));
    expect(lastList().searchParams.get('sort')).toBe('recent');
  });
});
