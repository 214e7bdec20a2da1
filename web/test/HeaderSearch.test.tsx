import type { SearchSuggestion } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDeferred } from '../src/components/deferred';
import { HeaderSearch } from '../src/features/search/components/HeaderSearch';
import { Header } from '../src/features/shell/components/Header';
import { json } from './list-pages';
import { currentUrl, renderWithApp } from './render';

const SUGGESTIONS: SearchSuggestion[] = [
  { text: 'Torsion spring 24 in', kind: 'name', id: 41 },
  { text: 'TOR-2024-77', kind: 'itemId', id: 42 },
  { text: 'Toronto Door Supply', kind: 'business' },
];

/** GET /api/search/suggest answers the suggestions its text starts; every suggest request's q is recorded. */
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname !== '/api/search/suggest') return json({ message: 'Not found' }, 404);
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  return json({ suggestions: SUGGESTIONS.filter((suggestion) => suggestion.text.toLowerCase().startsWith(q)) });
});
const suggestRequests = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/search/suggest').map((url) => url.searchParams.get('q'));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The header with the search box the app's layout gives it (and no bell).
const Shell = () => <Header onOpenMenu={() => undefined} search={(props) => <HeaderSearch {...props} />} notifications={null} />;

const box = () => screen.getByRole('combobox', { name: 'Search inventory' });
const options = () => within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the header search box', () => {
  // As the browser's entry does before its first render: the header's account controls are one of its deferred parts.
  beforeAll(() => preloadDeferred());

  it('suggests listings, item ids and businesses once 2 characters rest for 300 ms', async () => {
    renderWithApp(<Shell />);
    expect(box()).toHaveAttribute('placeholder', 'Search inventory...');
    await userEvent.type(box(), 't');
    await pause(400);
    expect(suggestRequests()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(box(), 'o');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(options().map((option) => option.textContent)).toEqual(['Torsion spring 24 inListing', 'TOR-2024-77Item ID', 'Toronto Door SupplyBusiness']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(suggestRequests()).toEqual(['to']);
  });

  it('moves the highlight with the arrow keys and opens the highlighted listing on Enter', async () => {
    renderWithApp(<Shell />);
    await userEvent.type(box(), 'tor');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(currentUrl()).toBe('/item/41'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches for a business when it is picked', async () => {
    renderWithApp(<Shell />);
    await userEvent.type(box(), 'toro');
    await userEvent.click(await screen.findByRole('option', { name: /Toronto Door Supply/ }));
    expect(box()).toHaveValue('Toronto Door Supply');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/?q=Toronto+Door+Supply');
    // The picked text is the search: it asks for no suggestions of its own.
    await pause(400);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(suggestRequests()).toEqual(['toro']);
  });

  it('closes the list on Escape, on Enter with nothing highlighted and on blur, keeping the text', async () => {
    renderWithApp(<Shell />);
    await userEvent.type(box(), 'to');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('to');

    // Down opens it again; typing does too.
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('to');
    expect(currentUrl()).toBe('/?q=to');

    await userEvent.type(box(), 'ro');
    await waitFor(() => expect(options()).toHaveLength(1));
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('toro');
  });

  it('puts what is typed into the list URL once typing pauses, and searches the inventory on Enter elsewhere', async () => {
    renderWithApp(<Shell />, { url: '/doors?page=2&cursor=abc' });
    await userEvent.type(box(), 'spring');
    // The search starts from page 1.
    await waitFor(() => expect(currentUrl()).toBe('/doors?q=spring'));
    await userEvent.clear(box());
    await waitFor(() => expect(currentUrl()).toBe('/doors'));
  });

  it('off the list pages, searches the inventory on Enter', async () => {
    renderWithApp(<Shell />, { url: '/item/5' });
    await userEvent.type(box(), 'torsion{Enter}');
    expect(currentUrl()).toBe('/inventory?q=torsion');
    expect(box()).toHaveValue('torsion');
  });
});
