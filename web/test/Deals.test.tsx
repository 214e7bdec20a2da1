import { DEAL_MESSAGES, type Hold, type HoldPage, type InquiryThread, type InventoryItem, type Offer } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealsPage } from '../src/features/deals/components/DealsPage';
import { OfferCard } from '../src/features/deals/components/OfferCard';
import { countdownLabel } from '../src/features/deals/deal-labels';
import { ThreadPage } from '../src/app/pages/ThreadPage';
import { ItemDetailPage } from '../src/app/pages/ItemDetailPage';
import { fakeApi } from './fake-api';
import { json, listing } from './list-pages';
import { currentUrl, renderWithApp, USER } from './render';

afterEach(() => vi.unstubAllGlobals());

const THREAD_ID = 'AbCdEfGhIjKlMn01';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 'offer-1',
  threadId: THREAD_ID,
  itemId: 5,
  by: 'seller',
  quantity: 3,
  unitPriceCents: 12_050,
  totalCents: 36_150,
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: inHours(50),
  ...overrides,
});

const hold = (overrides: Partial<Hold> = {}): Hold => ({
  id: 'hold-1',
  itemId: 5,
  itemName: 'Listing 5',
  threadId: THREAD_ID,
  buyer: { id: USER.id, businessName: USER.businessName },
  seller: { id: 102, businessName: 'Business 102' },
  quantity: 2,
  unitPriceCents: 12_000,
  totalCents: 24_000,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: inHours(24 * 6 + 5),
  ...overrides,
});

const priced = (overrides: Partial<InventoryItem> = {}) =>
  listing(5, { priceMode: 'fixed', unitPriceCents: 12_000, currency: 'USD', quantity: 5, heldQuantity: 2, availableQuantity: 3, ...overrides });

const itemPage = (
  <Routes>
    <Route path="/item/:id" element={<ItemDetailPage />} />
    <Route path="*" element={null} />
  </Routes>
);

const threadPage = (
  <Routes>
    <Route path="/inbox/:id" element={<ThreadPage />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('OfferCard', () => {
  const renderCard = (props: { offer: Offer; role: 'buyer' | 'seller'; canAct?: boolean }) =>
    renderWithApp(<OfferCard offer={props.offer} role={props.role} otherName="Business 102" canAct={props.canAct ?? true} onCounter={() => {}} />);
  const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

  it.each([
    { case: "the other party's open offer", offer: offer({ by: 'seller' }), role: 'buyer' as const, expected: ['Accept', 'Decline', 'Counter'] },
    { case: 'my own open offer', offer: offer({ by: 'buyer' }), role: 'buyer' as const, expected: ['Withdraw'] },
    { case: "the buyer's open offer, read by the seller", offer: offer({ by: 'buyer' }), role: 'seller' as const, expected: ['Accept', 'Decline', 'Counter'] },
    { case: 'a countered offer', offer: offer({ status: 'countered' }), role: 'buyer' as const, expected: [] },
    { case: 'an accepted offer', offer: offer({ status: 'accepted' }), role: 'seller' as const, expected: [] },
    { case: 'an expired offer', offer: offer({ status: 'expired', expiresAt: '2026-11-23T10:00:00.000Z' }), role: 'buyer' as const, expected: [] },
  ])('$case: $expected', ({ offer: shown, role, expected }) => {
    renderCard({ offer: shown, role });
    expect(buttons()).toEqual(expected);
  });

  it('shows who offered, quantity, unit price, total, status, expiry and message', () => {
    renderCard({ offer: offer({ message: 'Pick-up Friday?' }), role: 'buyer' });
    const card = screen.getByRole('article', { name: 'Offer from Business 102' });
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('Quantity3 units');
    expect(card).toHaveTextContent('Unit price$120.50');
    expect(card).toHaveTextContent('Total$361.50');
    expect(card).toHaveTextContent('Pick-up Friday?');
    expect(within(card).getByRole('timer')).toHaveTextContent(/^2d [12]h left$/);
    expect(card).not.toHaveTextContent('Expired');
  });

  it('offers nothing to answer once the other party has left', () => {
    renderCard({ offer: offer(), role: 'buyer', canAct: false });
    expect(buttons()).toEqual([]);
  });

  it('accepts, and shows a refusal as the server words it', async () => {
    const api = fakeApi({ 'POST /api/offers/offer-1/accept': () => json({ message: DEAL_MESSAGES.onlyAvailable(1) }, 409) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderCard({ offer: offer(), role: 'buyer' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Only 1 available')).toBeInTheDocument();
    expect(api.sent('POST', '/api/offers/offer-1/accept')).toHaveLength(1);
  });
});

describe('ThreadPage deals', () => {
  const thread = (overrides: Partial<InquiryThread> = {}): InquiryThread => ({
    id: THREAD_ID,
    item: { id: 5, name: 'Listing 5' },
    otherParty: { id: 102, businessName: 'Business 102' },
    role: 'seller',
    lastMessage: 'Offer made',
    updatedAt: '2026-11-20T10:05:00.000Z',
    unread: false,
    messages: [
      { id: 'm1', from: 'them', body: 'Is it available?', sentAt: '2026-11-20T10:00:00.000Z' },
      { id: 'm2', from: 'them', body: 'Business 102 offered 3 units at $120.50 each', sentAt: '2026-11-20T10:05:00.000Z', event: 'offer_received', offerId: 'offer-1' },
    ],
    offers: [offer({ by: 'buyer' })],
    holds: [],
    ...overrides,
  });

  it('shows deal events as lines of their own, and a counter-offer goes prefilled and refreshes the thread', async () => {
    let current = thread();
    const api = fakeApi({
      [`GET /api/inquiries/${THREAD_ID}`]: () => json(current),
      [`POST /api/inquiries/${THREAD_ID}/offers`]: ({ body }) => {
        const countered = offer({ id: 'offer-2', by: 'seller', ...(body as { quantity: number; unitPriceCents: number }), totalCents: 39_000 });
        current = { ...current, offers: [countered, { ...current.offers[0]!, status: 'countered' }] };
        return json(countered, 201);
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { container } = renderWithApp(threadPage, { url: `/inbox/${THREAD_ID}` });

    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(container.querySelector('[data-event="offer_received"]')).toHaveTextContent('Business 102 offered 3 units at $120.50 each');
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(screen.getByRole('list', { name: 'Offers' })).getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter-offer' });
    expect(within(dialog).getByRole('spinbutton', { name: /Quantity/ })).toHaveValue(3);
    const price = within(dialog).getByRole('textbox', { name: /Unit price/ });
    expect(price).toHaveValue('120.50');
    expect(within(dialog).getByRole('spinbutton', { name: /Offer expires after/ })).toHaveValue(72);
    await userEvent.clear(price);
    await userEvent.type(price, '130');
    expect(dialog).toHaveTextContent('Total: $390');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));

    await waitFor(() => expect(api.sent('POST', `/api/inquiries/${THREAD_ID}/offers`)).toHaveLength(1));
    expect(api.sent('POST', `/api/inquiries/${THREAD_ID}/offers`)[0]?.body).toEqual({ quantity: 3, unitPriceCents: 13_000, expiresInHours: 72 });
    expect(await screen.findByText('Counter-offer sent')).toBeInTheDocument();
    const offers = await screen.findByRole('list', { name: 'Offers' });
    await waitFor(() => expect(within(offers).getByRole('article', { name: 'Your offer' })).toHaveTextContent('Withdraw'));
    expect(within(offers).getByRole('article', { name: 'Offer from Business 102' })).toHaveTextContent('Countered');
    // The reader has an open offer now: no second one.
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
  }, 20_000);

  it("lists the thread's holds with their status and countdown", async () => {
    vi.stubGlobal('fetch', fakeApi({ [`GET /api/inquiries/${THREAD_ID}`]: () => json(thread({ role: 'buyer', offers: [offer({ status: 'accepted' })], holds: [hold()] })) }).fetchMock);
    renderWithApp(threadPage, { url: `/inbox/${THREAD_ID}` });
    const holds = await screen.findByRole('list', { name: 'Holds' });
    const card = within(holds).getByRole('article');
    expect(card).toHaveTextContent('2 units × $120 = $240');
    expect(card).toHaveTextContent('On hold');
    expect(within(card).getByRole('timer')).toHaveTextContent(/^6d [45]h left$/);
    // The buyer may release, only the seller extends.
    expect(within(card).getByRole('button', { name: 'Release' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
  });
});

describe('DealsPage', () => {
  // Built when a test starts: the countdown's hold ends 65 seconds after.
  const pages = (): Record<string, HoldPage> => ({
    buyer: { items: [hold()], nextCursor: null },
    seller: {
      items: [
        hold({ id: 'hold-2', itemId: 9, itemName: 'Listing 9', buyer: { id: 103, businessName: 'Business 103' }, seller: { id: USER.id, businessName: USER.businessName }, expiresAt: inHours(65 / 3600) }),
        hold({ id: 'hold-3', itemId: 10, itemName: 'Listing 10', status: 'released', seller: { id: USER.id, businessName: USER.businessName } }),
      ],
      nextCursor: null,
    },
  });

  it('shows Buying first, then Selling in the URL, each hold with its party, figures and actions; the countdown runs', async () => {
    const answers = pages();
    const api = fakeApi({ 'GET /api/holds': ({ url }) => json(answers[url.searchParams.get('role')!]) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals' });

    expect(await screen.findByRole('tab', { name: 'Buying', selected: true })).toBeInTheDocument();
    const buying = await screen.findByRole('list', { name: 'Holds for you' });
    const mine = within(buying).getByRole('article', { name: 'Listing 5' });
    expect(within(mine).getByRole('link', { name: 'Listing 5' })).toHaveAttribute('href', '/item/5');
    expect(mine).toHaveTextContent('Seller: Business 102');
    expect(mine).toHaveTextContent('2 units × $120 = $240');
    expect(within(mine).getByRole('link', { name: 'Conversation' })).toHaveAttribute('href', `/inbox/${THREAD_ID}`);
    expect(within(mine).queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Release' })).toBeInTheDocument();
    expect(api.requests[0]?.url.searchParams.get('role')).toBe('buyer');

    await userEvent.click(screen.getByRole('tab', { name: 'Selling' }));
    await waitFor(() => expect(currentUrl()).toBe('/deals?tab=selling'));
    const selling = await screen.findByRole('list', { name: 'Holds on your listings' });
    const active = within(selling).getByRole('article', { name: 'Listing 9' });
    expect(active).toHaveTextContent('Buyer: Business 103');
    expect(within(active).getByRole('button', { name: 'Extend' })).toBeInTheDocument();
    const timer = within(active).getByRole('timer');
    const first = timer.textContent;
    expect(first).toMatch(/^1m 0\ds left$/);
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 3000 });
    expect(timer.textContent).toMatch(/^(1m 0\d|0m [45]\d)s left$/);
    const released = within(selling).getByRole('article', { name: 'Listing 10' });
    expect(released).toHaveTextContent('Released');
    expect(within(released).queryByRole('button')).not.toBeInTheDocument();
    expect(within(released).queryByRole('timer')).not.toBeInTheDocument();
  }, 20_000);

  it('says so when a tab has no holds', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/holds': () => json({ items: [], nextCursor: null }) }).fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals?tab=selling' });
    expect(await screen.findByRole('tab', { name: 'Selling', selected: true })).toBeInTheDocument();
    expect(await screen.findByText(/None of your listings is on hold/)).toBeInTheDocument();
  });

  it('extends (seller) with days 1 to 30 and releases after a confirmation', async () => {
    const answers = pages();
    const api = fakeApi({
      'GET /api/holds': ({ url }) => json(answers[url.searchParams.get('role')!]),
      'POST /api/holds/hold-2/extend': () => json({ message: DEAL_MESSAGES.holdTooLong }, 409),
      'POST /api/holds/hold-2/release': () => json(hold({ id: 'hold-2', status: 'released' })),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<DealsPage />, { url: '/deals?tab=selling' });
    const card = await screen.findByRole('article', { name: 'Listing 9' });

    await userEvent.click(within(card).getByRole('button', { name: 'Extend' }));
    const extend = await screen.findByRole('dialog', { name: 'Extend the hold' });
    const days = within(extend).getByRole('spinbutton', { name: /Extra days/ });
    await userEvent.clear(days);
    await userEvent.type(days, '31');
    await userEvent.click(within(extend).getByRole('button', { name: 'Extend' }));
    expect(await within(extend).findByText('Days must be a whole number from 1 to 30')).toBeInTheDocument();
    expect(api.sent('POST', '/api/holds/hold-2/extend')).toHaveLength(0);
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(within(extend).getByRole('button', { name: 'Extend' }));
    expect(await within(extend).findByText(DEAL_MESSAGES.holdTooLong)).toBeInTheDocument();
    expect(api.sent('POST', '/api/holds/hold-2/extend')[0]?.body).toEqual({ days: 10 });
    await userEvent.click(within(extend).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(card).getByRole('button', { name: 'Release' }));
    const release = await screen.findByRole('dialog', { name: 'Release this hold?' });
    await userEvent.click(within(release).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Hold released')).toBeInTheDocument();
    expect(api.sent('POST', '/api/holds/hold-2/release')).toHaveLength(1);
  }, 20_000);
});

describe('Reserve and Make an offer on the listing page', () => {
  it('reserves 1 to what is available, with the total; the server refusal shows in the dialog', async () => {
    const api = fakeApi({
      'GET /api/inventory/item/5': () => json(priced()),
      'POST /api/inventory/5/holds': () => json({ message: DEAL_MESSAGES.onlyAvailable(1) }, 409),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(itemPage, { url: '/item/5' });

    await userEvent.click(await screen.findByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve Listing 5' });
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    expect(quantity).toHaveAttribute('max', '3');
    expect(dialog).toHaveTextContent('1 to 3 available');
    expect(dialog).toHaveTextContent('Total: $120');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog).findByText('Only 3 available')).toBeInTheDocument();
    expect(api.sent('POST', '/api/inventory/5/holds')).toHaveLength(0);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(dialog).toHaveTextContent('Total: $240');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await within(dialog).findByText('Only 1 available')).toBeInTheDocument();
    expect(api.sent('POST', '/api/inventory/5/holds')[0]?.body).toEqual({ quantity: 2 });
  }, 20_000);

  it('says it is reserved and links to the conversation', async () => {
    const api = fakeApi({
      'GET /api/inventory/item/5': () => json(priced()),
      'POST /api/inventory/5/holds': () => json(hold({ quantity: 1, totalCents: 12_000 }), 201),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(itemPage, { url: '/item/5' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve Listing 5' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByText('Reserved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open conversation' }));
    await waitFor(() => expect(currentUrl()).toBe(`/inbox/${THREAD_ID}`));
  }, 20_000);

  it('sends an offer in cents from the dollars typed', async () => {
    const api = fakeApi({
      'GET /api/inventory/item/5': () => json(priced({ priceMode: 'negotiable' })),
      'POST /api/inventory/5/offers': () => json(offer({ by: 'buyer' }), 201),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(itemPage, { url: '/item/5' });
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    const price = within(dialog).getByRole('textbox', { name: /Unit price/ });
    expect(price).toHaveValue('120');
    await userEvent.clear(price);
    await userEvent.type(price, '99.5');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Message/ }));
    await userEvent.paste('Can pick up Friday');
    expect(dialog).toHaveTextContent('Total: $99.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent')).toBeInTheDocument();
    expect(api.sent('POST', '/api/inventory/5/offers')[0]?.body).toEqual({ quantity: 1, unitPriceCents: 9950, message: 'Can pick up Friday', expiresInHours: 72 });
  }, 20_000);

  it('offers what fits the price mode, nothing on your own listing, and sends visitors to sign in', async () => {
    const cases: [Partial<InventoryItem>, string[]][] = [
      [{ priceMode: 'free', unitPriceCents: undefined }, ['Reserve']],
      [{ priceMode: 'on-request', unitPriceCents: undefined }, ['Make an offer']],
      [{ priceMode: 'negotiable' }, ['Reserve', 'Make an offer']],
      [{ userId: USER.id }, []],
    ];
    for (const [overrides, shown] of cases) {
      vi.stubGlobal('fetch', fakeApi({ 'GET /api/inventory/item/5': () => json(priced(overrides)) }).fetchMock);
      const { unmount } = renderWithApp(itemPage, { url: '/item/5' });
      await screen.findByRole('heading', { level: 1, name: 'Listing 5' });
      expect(screen.queryAllByRole('button', { name: /^(Reserve|Make an offer)$/ }).map((button) => button.textContent)).toEqual(shown);
      unmount();
    }

    const api = fakeApi({ 'GET /api/inventory/item/5': () => json(priced()) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(itemPage, { url: '/item/5', user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/auth'));
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  }, 20_000);
});

describe('countdownLabel', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  it.each([
    ['2026-11-27T11:30:00.000Z', '7d 1h left'],
    ['2026-11-20T15:07:00.000Z', '5h 07m left'],
    ['2026-11-20T10:04:09.000Z', '4m 09s left'],
    ['2026-11-20T10:00:00.000Z', 'Ending now'],
  ])('%s reads %s', (expiresAt, label) => expect(countdownLabel(expiresAt, now)).toBe(label));
});
