import { UNKNOWN_LOCATION, type ItemPage, type ListFacets } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoorsPage } from '../src/app/pages/CategoryPage';
import { json, listing } from './list-pages';
import { currentUrl, renderWithApp } from './render';

const FACETS: ListFacets = {
  total: 7,
  doorType: { sectional: 4, 'rolling-steel': 3 },
  partType: {},
  material: { steel: 6, wood: 1 },
  insulated: 2,
  widthIn: [],
  heightIn: [],
};

// The panel's code loads on demand: loaded once here, so no test pays for its first import.
beforeAll(() => import('../src/features/filters/components/FilterPanel'));

let requests: URL[];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      if (url.searchParams.get('near') === 'Atlantis, ZZ') return json({ message: UNKNOWN_LOCATION }, 400);
      if (url.pathname === '/api/inventory/facets') return json(FACETS);
      return json({ items: [listing(1, { distanceMi: 38.2 })], nextCursor: null } satisfies ItemPage);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const sent = (path: string) => requests.filter((url) => url.pathname === path);

describe('list filters', () => {
  it('shows each option with its count and puts a choice into the URL and the list request', async () => {
    renderWithApp(<DoorsPage />, { url: '/doors?q=overhead' });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const sectional = await within(filters).findByRole('checkbox', { name: 'Sectional (4)' });
    expect(within(filters).getByRole('checkbox', { name: 'Insulated (2)' })).not.toBeChecked();
    // A door list has no part type.
    expect(within(filters).queryByText('Part type')).not.toBeInTheDocument();
    expect(sent('/api/inventory/facets').at(-1)?.search).toBe('?category=door&q=overhead');

    await userEvent.click(sectional);
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Steel (6)' }));
    expect(currentUrl()).toBe('/doors?q=overhead&doorType=sectional&material=steel');
    await waitFor(() => expect(sent('/api/inventory/door').at(-1)?.searchParams.get('material')).toBe('steel'));
    expect(sent('/api/inventory/door').at(-1)?.searchParams.get('doorType')).toBe('sectional');
    expect(sent('/api/inventory/facets').at(-1)?.searchParams.get('doorType')).toBe('sectional');
  });

  it('applies an opening in feet and inches and a place, then offers Best fit and Nearest', async () => {
    renderWithApp(<DoorsPage />, { url: '/doors' });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.type(await within(filters).findByRole('textbox', { name: 'Width' }), "12'");
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Height' }), '168');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'City, ST or ZIP' }), 'Dallas, TX{Enter}');
    expect(currentUrl()).toBe('/doors?fitW=144&fitH=168&near=Dallas%2C+TX');
    await waitFor(() => expect(sent('/api/inventory/door').at(-1)?.searchParams.get('near')).toBe('Dallas, TX'));
    expect(screen.getByText("fits 12' x 14' · within 100 mi of Dallas, TX")).toBeInTheDocument();

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual(['Most Recent', 'Price (low to high)', 'Best fit', 'Nearest']);
    await userEvent.selectOptions(sort, 'Nearest');
    expect(currentUrl()).toBe('/doors?fitW=144&fitH=168&near=Dallas%2C+TX&sort=distance');
    await waitFor(() => expect(sent('/api/inventory/door').at(-1)?.searchParams.get('sort')).toBe('distance'));
  });

  it('asks for both sides of the opening, and shows the API\'s message by Near for a place it does not know', async () => {
    renderWithApp(<DoorsPage />, { url: '/doors' });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.type(await within(filters).findByRole('textbox', { name: 'Width' }), '144');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(within(filters).getByText('Enter the height too')).toBeInTheDocument();
    expect(currentUrl()).toBe('/doors');

    await userEvent.clear(within(filters).getByRole('textbox', { name: 'Width' }));
    await userEvent.type(within(filters).getByRole('textbox', { name: 'City, ST or ZIP' }), 'Atlantis, ZZ{Enter}');
    expect(await within(filters).findByText(UNKNOWN_LOCATION)).toBeInTheDocument();
    expect(within(filters).getByRole('textbox', { name: 'City, ST or ZIP' })).toHaveAttribute('aria-invalid', 'true');
  });
});
