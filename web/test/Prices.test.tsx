import { DEAL_MESSAGES, type InventoryItem, type ItemPage, type ListFacets } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../src/app/pages/HomePage';
import { ITEM_CARD } from '../src/features/home/components/item-card-styles';
import { DoorsPage } from '../src/app/pages/CategoryPage';
import { ItemDetailPage } from '../src/app/pages/ItemDetailPage';
import { ItemFormDialog } from '../src/features/inventory/components/ItemFormDialog';
import { PRICE_FORM_MESSAGES } from '../src/features/inventory/item-form';
import { searchLabel } from '../src/lib/saved-search';
import { centsOfTypedDollars } from '../src/lib/dollars';
import { parseFilterParams } from '../src/lib/filter-url';
import { fakeApi } from './fake-api';
import { json, listing } from './list-pages';
import { currentUrl, renderWithApp, USER } from './render';

const FIXED = listing(1, { priceMode: 'fixed', unitPriceCents: 12_000 });
const HELD = listing(2, { priceMode: 'negotiable', unitPriceCents: 125_050, quantity: 5, heldQuantity: 2 });
const ON_REQUEST = listing(3);
const FREE = listing(4, { priceMode: 'free' });
const PAGE: ItemPage = { items: [FIXED, HELD, ON_REQUEST, FREE], nextCursor: null };
const FACETS: ListFacets = { total: 4, doorType: {}, partType: {}, material: {}, insulated: 0, widthIn: [], heightIn: [] };

const listApi = () =>
  fakeApi({
    'GET /api/inventory': () => json(PAGE),
    'GET /api/inventory/door': () => json(PAGE),
    'GET /api/inventory/stats': () => json({ totalDoors: 4, totalParts: 0, totalBusinesses: 3, myInventory: 0 }),
    'GET /api/inventory/facets': () => json(FACETS),
    'POST /api/saved-searches': (request) => json({ id: 's1', filters: request.body, createdAt: '2026-05-20T10:00:00.000Z' }, 201),
    'GET /api/saved-searches': () => json([]),
  });

// The filter panel's code loads on demand: loaded once here, so no test pays for its first import.
beforeAll(() => import('../src/features/filters/components/FilterPanel'));
afterEach(() => vi.unstubAllGlobals());

describe('prices and availability on cards, rows and the listing page', () => {
  it('shows what each home card asks, and what is on hold', async () => {
    vi.stubGlobal('fetch', listApi().fetchMock);
    renderWithApp(<HomePage />, { user: null });
    const card = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest(`.${ITEM_CARD.card}`) as HTMLElement;
    expect(await card('Listing 1')).toHaveTextContent('$120 each');
    expect(await card('Listing 2')).toHaveTextContent('$1,250.50 each or offer');
    expect(await card('Listing 2')).toHaveTextContent('5 units3 available · 2 on hold');
    expect(await card('Listing 3')).toHaveTextContent('Make an offer');
    expect(await card('Listing 4')).toHaveTextContent('Free');
    expect(await card('Listing 1')).not.toHaveTextContent('on hold');
  });

  it('gives the list table a Price column, and the quantity what is on hold', async () => {
    vi.stubGlobal('fetch', listApi().fetchMock);
    renderWithApp(<DoorsPage />, { user: null, url: '/doors' });
    const row = async (name: string) => within(await screen.findByRole('row', { name: `${name}: open details` }));
    const table = screen.getByRole('table', { name: 'Inventory items' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.indexOf('Price')).toBe(headers.indexOf('Quantity') + 1);
    expect((await row('Listing 1')).getByRole('cell', { name: '$120 each' })).toBeInTheDocument();
    expect((await row('Listing 2')).getByRole('cell', { name: '$1,250.50 each or offer' })).toBeInTheDocument();
    expect((await row('Listing 2')).getByRole('cell', { name: '5 units 3 available 2 on hold' })).toBeInTheDocument();
    expect((await row('Listing 1')).getByRole('cell', { name: '2 units' })).toBeInTheDocument();
    expect((await row('Listing 3')).getByRole('cell', { name: 'Make an offer' })).toBeInTheDocument();
    expect((await row('Listing 4')).getByRole('cell', { name: 'Free' })).toBeInTheDocument();
  });

  it('shows the price, what is available and what is on hold on the listing page', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/inventory/item/2': () => json(HELD) }).fetchMock);
    renderWithApp(
      <Routes>
        <Route path="/item/:id" element={<ItemDetailPage />} />
      </Routes>,
      { user: null, url: '/item/2' },
    );
    expect(await screen.findByText('$1,250.50 each or offer')).toBeInTheDocument();
    expect(screen.getByText(/^3 units available/)).toHaveTextContent('3 units available · 2 on hold');
  });
});

// A whole add form filled in a dialog takes seconds under jsdom.
describe('the price fields of the item form', { timeout: 20_000 }, () => {
  const writes = (api: ReturnType<typeof fakeApi>) => api.requests.filter((request) => request.method === 'POST' || request.method === 'PUT');
  // Pasted, not typed key by key: the whole form validates on each change.
  const enter = async (field: HTMLElement, text: string) => {
    await userEvent.clear(field);
    await userEvent.paste(text);
  };
  const fillDetails = async () => {
    await enter(screen.getByRole('textbox', { name: /Item Name/ }), 'Sectional door');
    await enter(screen.getByRole('textbox', { name: /Item ID/ }), 'SD-1214');
    await enter(screen.getByRole('textbox', { name: /Description/ }), 'Clean, from a warehouse refit');
  };
  const unitPrice = () => screen.getByRole('textbox', { name: /Unit price \(USD\)/ });

  it('asks for a unit price for a fixed price, and sends the dollars typed as whole cents', async () => {
    const api = fakeApi({ 'POST /api/inventory': (request) => json({ ...FIXED, ...(request.body as object) }, 201) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<ItemFormDialog open onClose={vi.fn()} />);
    const price = screen.getByRole('combobox', { name: 'Price' });
    expect(price).toHaveValue('on-request');
    expect(within(price).getAllByRole('option').map((option) => option.textContent)).toEqual(['Fixed price', 'Negotiable', 'Price on request', 'Free']);
    expect(screen.queryByRole('textbox', { name: /Unit price/ })).not.toBeInTheDocument();

    await fillDetails();
    await userEvent.selectOptions(price, 'Fixed price');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText(PRICE_FORM_MESSAGES.required)).toBeInTheDocument();
    await enter(unitPrice(), '12.345');
    expect(await screen.findByText(PRICE_FORM_MESSAGES.invalid)).toBeInTheDocument();
    await enter(unitPrice(), '2000000');
    expect(await screen.findByText(PRICE_FORM_MESSAGES.range)).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);

    await enter(unitPrice(), '$1,250.10');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]?.body).toMatchObject({ name: 'Sectional door', priceMode: 'fixed', unitPriceCents: 125_010 });
  });

  it('sends no unit price for Free, whatever was typed before', async () => {
    const api = fakeApi({ 'POST /api/inventory': () => json(FREE, 201) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<ItemFormDialog open onClose={vi.fn()} />);
    await fillDetails();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Negotiable');
    await enter(unitPrice(), '80');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Free');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]?.body).toMatchObject({ priceMode: 'free' });
    expect(writes(api)[0]?.body).not.toHaveProperty('unitPriceCents');
  });

  const OWN: InventoryItem = { ...FIXED, userId: USER.id, businessName: USER.businessName };
  const edit = async (item: InventoryItem, change: () => Promise<void>) => {
    const api = fakeApi({ [`PUT /api/inventory/${item.id}`]: () => json(item) });
    vi.stubGlobal('fetch', api.fetchMock);
    const onClose = vi.fn();
    renderWithApp(<ItemFormDialog open item={item} field="price" onClose={onClose} />);
    await change();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    return { api, onClose };
  };

  it('edits the price alone, sending only what changed', async () => {
    const { api, onClose } = await edit(OWN, async () => {
      expect(screen.getByRole('combobox', { name: 'Price' })).toHaveValue('fixed');
      expect(unitPrice()).toHaveValue('120');
      expect(screen.queryByRole('textbox', { name: /Item Name/ })).not.toBeInTheDocument();
      await enter(unitPrice(), '99.9');
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(api).map((request) => request.body)).toEqual([{ unitPriceCents: 9_990 }]);
  });

  it('sends the mode alone when only the mode changes', async () => {
    const toFree = await edit(OWN, () => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Free'));
    await waitFor(() => expect(toFree.onClose).toHaveBeenCalled());
    expect(writes(toFree.api).map((request) => request.body)).toEqual([{ priceMode: 'free' }]);
  });

  it('sends the mode and the unit price when a listing on request gets a price', async () => {
    const { api, onClose } = await edit({ ...ON_REQUEST, userId: USER.id }, async () => {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Price' }), 'Negotiable');
      await enter(unitPrice(), '75');
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(api).map((request) => request.body)).toEqual([{ priceMode: 'negotiable', unitPriceCents: 7_500 }]);
  });

  it('keeps the quantity at or above what is on hold', async () => {
    const api = fakeApi({ 'PUT /api/inventory/2': () => json(HELD) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<ItemFormDialog open item={{ ...HELD, userId: USER.id }} field="quantity" onClose={vi.fn()} />);
    const quantity = screen.getByRole('spinbutton', { name: /Quantity Available/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(DEAL_MESSAGES.quantityBelowHeld(2))).toBeInTheDocument();
    expect(writes(api)).toHaveLength(0);
  });
});

describe('the price filters', { timeout: 20_000 }, () => {
  it('puts Max price, Free only, Available now and the price sort into the URL, the list request and a saved search', async () => {
    const api = listApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DoorsPage />, { url: '/doors' });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const max = await within(filters).findByRole('textbox', { name: 'Max price (USD)' });

    await userEvent.type(max, 'cheap{Enter}');
    expect(within(filters).getByText(/^Enter dollars/)).toBeInTheDocument();
    expect(currentUrl()).toBe('/doors');

    await userEvent.clear(max);
    await userEvent.type(max, '120.5{Enter}');
    expect(currentUrl()).toBe('/doors?maxUnitPriceCents=12050');
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Free only' }));
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Available now' }));
    expect(currentUrl()).toBe('/doors?priceMode=free&maxUnitPriceCents=12050&available=1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price (low to high)');
    expect(currentUrl()).toBe('/doors?priceMode=free&maxUnitPriceCents=12050&available=1&sort=price');

    await waitFor(() => expect(api.sent('GET', '/api/inventory/door').at(-1)?.url.searchParams.get('sort')).toBe('price'));
    const list = api.sent('GET', '/api/inventory/door').at(-1)!.url.searchParams;
    expect([list.get('priceMode'), list.get('maxUnitPriceCents'), list.get('available')]).toEqual(['free', '12050', '1']);
    expect(api.sent('GET', '/api/inventory/facets').at(-1)?.url.searchParams.get('maxUnitPriceCents')).toBe('12050');
    expect(screen.getByText('free · up to $120.50 · available now')).toBeInTheDocument();
    expect(within(filters).getByRole('textbox', { name: 'Max price (USD)' })).toHaveValue('120.50');

    await userEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(api.sent('POST', '/api/saved-searches')).toHaveLength(1));
    expect(api.sent('POST', '/api/saved-searches')[0]?.body).toEqual({ category: 'door', priceMode: 'free', maxUnitPriceCents: '12050', available: '1' });
    expect(await screen.findByText('You will be notified of new matches for "doors · free · up to $120.50 · available now".')).toBeInTheDocument();
  });

  it('reads the price filters of a link, what the API would refuse as unset, and says them in words', () => {
    const read = (search: string) => parseFilterParams(new URLSearchParams(search));
    expect(read('priceMode=fixed,negotiable&maxUnitPriceCents=50000&available=1')).toEqual({ priceMode: ['fixed', 'negotiable'], maxUnitPriceCents: 50_000, available: true });
    expect(read('priceMode=cheap&maxUnitPriceCents=12.5&available=yes')).toEqual({});
    expect(read('maxUnitPriceCents=100000001')).toEqual({});
    expect(searchLabel({ q: 'spring', filters: { priceMode: ['fixed', 'negotiable'], maxUnitPriceCents: 50_000 } })).toBe('spring · fixed price or negotiable · up to $500');
    expect(searchLabel({ filters: { priceMode: ['on-request'], available: true } })).toBe('price on request · available now');
  });

  it('reads dollars as typed into whole cents without floats', () => {
    expect(centsOfTypedDollars('0.29')).toBe(29);
    expect(centsOfTypedDollars(' $1,250.5 ')).toBe(125_050);
    expect(centsOfTypedDollars('1,25')).toBeNull();
    expect(centsOfTypedDollars('-3')).toBeNull();
    expect(centsOfTypedDollars('1e3')).toBeNull();
  });
});
