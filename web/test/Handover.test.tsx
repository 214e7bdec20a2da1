import { DEAL_MESSAGES, type Hold, type InventoryItem, type Transfer, TRANSFER_MESSAGES } from '@surplus/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealsPage } from '../src/features/deals/components/DealsPage';
import { ItemDetailPage } from '../src/app/pages/ItemDetailPage';
import { MyInventoryPage } from '../src/app/pages/MyInventoryPage';
import { fakeApi } from './fake-api';
import { json, listing } from './list-pages';
import { renderWithApp, USER } from './render';

afterEach(() => vi.unstubAllGlobals());

const THREAD_ID = 'AbCdEfGhIjKlMn01';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const ME = { id: USER.id, businessName: USER.businessName };
const OTHER = { id: 102, businessName: 'Business 102' };

const hold = (overrides: Partial<Hold> = {}): Hold => ({
  id: 'hold-1',
  itemId: 9,
  itemName: 'Listing 9',
  threadId: THREAD_ID,
  buyer: { id: 103, businessName: 'Business 103' },
  seller: ME,
  quantity: 2,
  unitPriceCents: 12_000,
  totalCents: 24_000,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: inHours(24 * 6),
  ...overrides,
});

/** A transfer of 3 doors from Business 102 to the reader, awaiting the reader's confirmation. */
const transfer = (overrides: Partial<Transfer> = {}): Transfer => ({
  id: 'transfer-1',
  holdId: 'hold-0',
  threadId: THREAD_ID,
  itemId: 5,
  itemName: 'Listing 5',
  category: 'door',
  seller: OTHER,
  buyer: ME,
  quantity: 3,
  unitPriceCents: 12_000,
  kgPerUnit: 25,
  kg: 75,
  status: 'awaiting-confirmation',
  handedOverAt: '2026-11-20T10:00:00.000Z',
  confirmBy: '2026-12-04T10:00:00.000Z',
  reviewedBy: [],
  ...overrides,
});

/** The Deals page's two lists, per role: GET /api/holds and GET /api/transfers. */
function dealsRoutes(holds: Record<string, Hold[]>, transfers: () => Record<string, Transfer[]>) {
  return {
    'GET /api/holds': ({ url }: { url: URL }) => json({ items: holds[url.searchParams.get('role')!] ?? [], nextCursor: null }),
    'GET /api/transfers': ({ url }: { url: URL }) => json({ items: transfers()[url.searchParams.get('role')!] ?? [], nextCursor: null }),
  };
}

describe('Hand over (seller)', () => {
  it('hands over 1 to what the hold has: more is refused before sending, the rest goes back on the listing', async () => {
    const api = fakeApi({
      ...dealsRoutes({ seller: [hold()] }, () => ({})),
      'POST /api/holds/hold-1/handover': ({ body }) =>
        json(transfer({ id: 'transfer-9', itemId: 9, itemName: 'Listing 9', seller: ME, buyer: { id: 103, businessName: 'Business 103' }, ...(body as { quantity: number }) }), 201),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals?tab=selling' });

    const holds = await screen.findByRole('list', { name: 'Holds on your listings' });
    const card = within(holds).getByRole('article', { name: 'Listing 9' });
    await userEvent.click(within(card).getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over Listing 9' });
    expect(dialog).toHaveTextContent('the rest goes back on the listing');
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAttribute('max', '2');
    expect(dialog).toHaveTextContent('Back on the listing: none');

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByText(TRANSFER_MESSAGES.handoverTooMany(2))).toBeInTheDocument();
    expect(api.sent('POST', '/api/holds/hold-1/handover')).toHaveLength(0);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    expect(dialog).toHaveTextContent('Back on the listing: 1 unit');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Note/ }));
    await userEvent.paste('  Dock 4, after 2 pm ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));

    expect(await screen.findByText('Handed over')).toBeInTheDocument();
    expect(api.sent('POST', '/api/holds/hold-1/handover')[0]?.body).toEqual({ quantity: 1, note: 'Dock 4, after 2 pm' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hand over Listing 9' })).not.toBeInTheDocument());
  }, 30_000);

  it('shows a refusal as the server words it, and offers Hand over on active holds only', async () => {
    const api = fakeApi({
      ...dealsRoutes({ seller: [hold(), hold({ id: 'hold-2', itemId: 10, itemName: 'Listing 10', status: 'handed-over' })] }, () => ({})),
      'POST /api/holds/hold-1/handover': () => json({ message: DEAL_MESSAGES.holdIs('expired') }, 409),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals?tab=selling' });

    const handedOver = await screen.findByRole('article', { name: 'Listing 10' });
    expect(handedOver).toHaveTextContent('Handed over');
    expect(within(handedOver).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('article', { name: 'Listing 9' })).getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over Listing 9' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByText('This hold is expired')).toBeInTheDocument();
    expect(api.sent('POST', '/api/holds/hold-1/handover')[0]?.body).toEqual({ quantity: 2 });
  }, 30_000);
});

describe('Transfers on the Deals page', () => {
  it('lists what was handed over to the buyer; Confirm received calls the route and the card refreshes', async () => {
    let current = transfer({ note: 'Dock 4, after 2 pm' });
    const api = fakeApi({
      ...dealsRoutes({}, () => ({ buyer: [current] })),
      'POST /api/transfers/transfer-1/confirm': () => {
        current = { ...current, status: 'confirmed', confirmedAt: new Date().toISOString(), reviewBy: inHours(24 * 14) };
        return json(current);
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals' });

    const list = await screen.findByRole('list', { name: 'Transfers to you' });
    const card = within(list).getByRole('article', { name: 'Listing 5' });
    expect(within(card).getByRole('link', { name: 'Listing 5' })).toHaveAttribute('href', '/item/5');
    expect(card).toHaveTextContent('Seller: Business 102');
    expect(card).toHaveTextContent('3 doors · 75 kg');
    expect(card).toHaveTextContent('Awaiting confirmation');
    expect(card).toHaveTextContent(/Handed over Nov 2\d, 2026/);
    expect(card).toHaveTextContent(/Confirm by Dec [34], 2026/);
    expect(card).toHaveTextContent('Note: Dock 4, after 2 pm');
    expect(api.requests.find((request) => request.url.pathname === '/api/transfers')?.url.searchParams.get('role')).toBe('buyer');
    expect(within(card).getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Confirm received' }));
    expect(await screen.findByText('Receipt confirmed')).toBeInTheDocument();
    expect(api.sent('POST', '/api/transfers/transfer-1/confirm')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Listing 5' })).getByRole('button', { name: 'Leave a review' })).toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Listing 5' })).toHaveTextContent('Confirmed');
    expect(screen.queryByRole('button', { name: 'Confirm received' })).not.toBeInTheDocument();
  }, 30_000);

  it('reports a problem with a required message; a disputed transfer can still be confirmed', async () => {
    let current = transfer();
    const api = fakeApi({
      ...dealsRoutes({}, () => ({ buyer: [current] })),
      'POST /api/transfers/transfer-1/dispute': ({ body }) => {
        current = { ...current, status: 'disputed', disputeMessage: (body as { message: string }).message };
        return json(current);
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals' });

    await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /What is wrong/ }));
    await userEvent.paste('Only 2 doors were on the truck');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report problem' }));

    expect(await screen.findByText('Problem reported')).toBeInTheDocument();
    expect(api.sent('POST', '/api/transfers/transfer-1/dispute')[0]?.body).toEqual({ message: 'Only 2 doors were on the truck' });
    const card = screen.getByRole('article', { name: 'Listing 5' });
    await waitFor(() => expect(card).toHaveTextContent('Problem reported: Only 2 doors were on the truck'));
    expect(card).toHaveTextContent('Disputed');
    expect(within(card).getByRole('button', { name: 'Confirm received' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  }, 30_000);

  it("shows the seller's transfers with Cancel transfer until confirmed, and a sale made elsewhere as such", async () => {
    const sold = (overrides: Partial<Transfer>) => transfer({ seller: ME, buyer: { id: 103, businessName: 'Business 103' }, ...overrides });
    const api = fakeApi({
      ...dealsRoutes({}, () => ({
        seller: [
          sold({}),
          sold({ id: 'transfer-2', itemId: 6, itemName: 'Listing 6', category: 'part', quantity: 1, kgPerUnit: 5, kg: 5, status: 'confirmed', autoConfirmed: true, confirmedAt: '2026-12-04T10:00:00.000Z' }),
          sold({ id: 'transfer-3', itemId: 7, itemName: 'Listing 7', holdId: null, threadId: null, buyer: { id: null, businessName: 'A buyer elsewhere' }, status: 'self-reported', confirmBy: null }),
        ],
      })),
      'POST /api/transfers/transfer-1/cancel': () => json(sold({ status: 'cancelled', cancelledAt: new Date().toISOString() })),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals?tab=selling' });

    const list = await screen.findByRole('list', { name: 'Transfers from you' });
    const auto = within(list).getByRole('article', { name: 'Listing 6' });
    expect(auto).toHaveTextContent('1 part · 5 kg');
    expect(auto).toHaveTextContent('Auto-confirmed');
    expect(within(auto).queryByRole('button', { name: 'Cancel transfer' })).not.toBeInTheDocument();
    const elsewhere = within(list).getByRole('article', { name: 'Listing 7' });
    expect(elsewhere).toHaveTextContent('Sold elsewhere');
    expect(elsewhere).toHaveTextContent('Buyer: A buyer elsewhere');
    expect(within(elsewhere).queryByRole('button')).not.toBeInTheDocument();

    const awaiting = within(list).getByRole('article', { name: 'Listing 5' });
    expect(within(awaiting).queryByRole('button', { name: 'Confirm received' })).not.toBeInTheDocument();
    await userEvent.click(within(awaiting).getByRole('button', { name: 'Cancel transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
    expect(dialog).toHaveTextContent('3 units of Listing 5 go back on the listing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
    expect(await screen.findByText('Transfer cancelled')).toBeInTheDocument();
    expect(api.sent('POST', '/api/transfers/transfer-1/cancel')).toHaveLength(1);
  }, 30_000);

  it('reviews a confirmed transfer once: 1 to 5 stars and a comment, then says when the review appears', async () => {
    const reviewBy = inHours(24 * 10);
    let current = transfer({ status: 'confirmed', confirmedAt: '2026-11-21T10:00:00.000Z', reviewBy });
    const api = fakeApi({
      ...dealsRoutes({}, () => ({ buyer: [current] })),
      'POST /api/transfers/transfer-1/review': ({ body }) => {
        current = { ...current, reviewedBy: ['buyer'] };
        return json({ id: 'review-1', transferId: 'transfer-1', ...(body as object), from: ME, role: 'buyer', createdAt: new Date().toISOString() }, 201);
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals' });

    const card = await screen.findByRole('article', { name: 'Listing 5' });
    expect(within(card).queryByRole('button', { name: 'Confirm received' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Leave a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Business 102' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(api.sent('POST', '/api/transfers/transfer-1/review')).toHaveLength(0);

    const rating = within(dialog).getByRole('group', { name: /Rating/ });
    // A click without a pointer's move: jsdom lays nothing out, so the stars under a moving pointer read as none.
    fireEvent.click(within(rating).getByRole('radio', { name: '4 Stars' }));
    expect(within(rating).getByRole('radio', { name: '4 Stars' })).toBeChecked();
    const comment = within(dialog).getByRole('textbox', { name: /Comment/ });
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByText('Comment must be at most 1,000 characters')).toBeInTheDocument();
    await userEvent.clear(comment);
    await userEvent.paste('On time, as described');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));

    expect(await screen.findByText('Review sent')).toBeInTheDocument();
    expect(api.sent('POST', '/api/transfers/transfer-1/review')[0]?.body).toEqual({ rating: 4, comment: 'On time, as described' });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Listing 5' })).toHaveTextContent('Review sent: it appears when both of you have reviewed, or on'));
    expect(within(screen.getByRole('article', { name: 'Listing 5' })).queryByRole('button', { name: 'Leave a review' })).not.toBeInTheDocument();
  }, 30_000);

  it('says the review is public at once when the other side had reviewed already', async () => {
    let current = transfer({ status: 'confirmed', confirmedAt: '2026-11-21T10:00:00.000Z', reviewBy: inHours(24 * 10), reviewedBy: ['seller'] });
    const api = fakeApi({
      ...dealsRoutes({}, () => ({ buyer: [current] })),
      'POST /api/transfers/transfer-1/review': ({ body }) => {
        current = { ...current, reviewedBy: ['seller', 'buyer'] };
        const now = new Date().toISOString();
        return json({ id: 'review-1', transferId: 'transfer-1', ...(body as object), from: ME, role: 'buyer', createdAt: now, publishedAt: now }, 201);
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals' });

    await userEvent.click(within(await screen.findByRole('article', { name: 'Listing 5' })).getByRole('button', { name: 'Leave a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Business 102' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 Stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));

    expect(await screen.findByText('Review published')).toBeInTheDocument();
    expect(screen.getByText('Business 102 had reviewed you already: both reviews are on your business pages now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Listing 5' })).toHaveTextContent('Review published.'));
  }, 30_000);

  it('offers no review once the window has closed', async () => {
    const closed = transfer({ status: 'confirmed', confirmedAt: '2026-11-01T10:00:00.000Z', reviewBy: inHours(-1) });
    vi.stubGlobal('fetch', fakeApi(dealsRoutes({}, () => ({ buyer: [closed] }))).fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals' });
    const card = await screen.findByRole('article', { name: 'Listing 5' });
    expect(card).toHaveTextContent('Confirmed');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('A sale made elsewhere (My Inventory)', () => {
  const mine = (overrides: Partial<InventoryItem> = {}) => listing(5, { userId: USER.id, businessName: USER.businessName, quantity: 5, heldQuantity: 2, transferredQuantity: 0, ...overrides });

  it('records 1 to what is available, with a buyer name and note, and refreshes the list', async () => {
    let item = mine();
    const api = fakeApi({
      'GET /api/inventory/user': () => json({ items: [item], nextCursor: null }),
      'POST /api/inventory/5/transfers': ({ body }) => {
        const { quantity } = body as { quantity: number };
        item = mine({ quantity: 5 - quantity, transferredQuantity: quantity });
        return json(transfer({ id: 'transfer-4', holdId: null, threadId: null, seller: ME, buyer: { id: null, businessName: 'Door Depot' }, status: 'self-reported', confirmBy: null, quantity, kg: quantity * 25 }), 201);
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<MyInventoryPage />, { url: '/my-inventory' });

    const [action] = await screen.findAllByRole('button', { name: 'Record a sale of Listing 5' });
    await userEvent.click(action!);
    const dialog = await screen.findByRole('dialog', { name: 'Record a sale made elsewhere' });
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    expect(quantity).toHaveAttribute('max', '3');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record sale' }));
    expect(await within(dialog).findByText('Only 3 available')).toBeInTheDocument();
    expect(api.sent('POST', '/api/inventory/5/transfers')).toHaveLength(0);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Buyer name/ }), 'Door Depot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText('Sale recorded')).toBeInTheDocument();
    expect(api.sent('POST', '/api/inventory/5/transfers')[0]?.body).toEqual({ quantity: 3, buyerName: 'Door Depot' });
    // Nothing is left to record: the list refreshed, and the action went with the available units.
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Record a sale of Listing 5' })).toHaveLength(0));
  }, 30_000);
});

describe('An all-transferred listing', () => {
  it('says so instead of its availability, without Reserve, Make an offer or Ask', async () => {
    const gone = listing(5, { priceMode: 'fixed', unitPriceCents: 12_000, quantity: 0, heldQuantity: 0, availableQuantity: 0, transferredQuantity: 5 });
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/inventory/item/5': () => json(gone) }).fetchMock);
    renderWithApp(
      <Routes>
        <Route path="/item/:id" element={<ItemDetailPage />} />
      </Routes>,
      { url: '/item/5' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Listing 5' });
    expect(screen.getByText('All transferred: 5 doors went to new owners')).toBeInTheDocument();
    expect(screen.queryByText(/available/)).not.toBeInTheDocument();
    expect(screen.getByText(/Estimated waste reduction: 125 kg/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Reserve|Make an offer|Ask the seller)$/ })).not.toBeInTheDocument();
  });
});
