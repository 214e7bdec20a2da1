import type { BusinessImpact, BusinessProfile, ItemPage, MarketplaceImpact, Review, ReviewPage, User } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessPage } from '../src/app/pages/BusinessPage';
import { MarketplaceImpactFigures } from '../src/features/impact/components/MarketplaceImpactFigures';
import { MyImpactPage } from '../src/features/impact/components/MyImpactPage';
import { fakeListApi, json, listing } from './list-pages';
import { renderWithApp, USER } from './render';

const profile = (id: number): BusinessProfile => ({
  id,
  businessName: `Business ${id}`,
  location: 'Tulsa, OK',
  memberSince: '2026-03-04T10:00:00.000Z',
  itemCount: 1,
  doors: 1,
  parts: 0,
  wasteKg: 50,
});
const LISTINGS: ItemPage = { items: [listing(1)], nextCursor: null };

const months = (): BusinessImpact['byMonth'] =>
  Array.from({ length: 24 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 6 + index, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month, confirmedKg: index === 23 ? 2400 : 0, selfReportedKg: index === 22 ? 300 : 0, receivedKg: index === 20 ? 75 : 0 };
  });

const IMPACT = (id: number): BusinessImpact => ({
  businessId: id,
  asSeller: { confirmedKg: 2400, selfReportedKg: 300, doors: 90, parts: 30, transfers: 6 },
  asBuyer: { confirmedKg: 75, doors: 3, parts: 0, transfers: 1 },
  byMonth: months(),
});

const review = (id: string, overrides: Partial<Review> = {}): Review => ({
  id,
  transferId: `transfer-${id}`,
  rating: 5,
  comment: `Comment of ${id}`,
  from: { id: 102, businessName: 'Business 102' },
  role: 'buyer',
  createdAt: '2026-05-20T10:00:00.000Z',
  ...overrides,
});

// Three reviews, two a page: the first page names cursor 'after-2'.
const REVIEWS = [
  review('r1', { rating: 4, comment: 'Doors as described, quick pick-up.' }),
  review('r2', { rating: 5, from: { id: 103, businessName: 'Business 103' }, role: 'seller', reply: { text: 'Thank you, come again!', createdAt: '2026-05-21T10:00:00.000Z' } }),
  review('r3', { rating: 4, comment: 'Older review', from: { id: null, businessName: 'Closed Co' } }),
];
function reviewPage(url: URL): ReviewPage {
  const page = url.searchParams.get('cursor') === 'after-2' ? { items: REVIEWS.slice(2), nextCursor: null } : { items: REVIEWS.slice(0, 2), nextCursor: 'after-2' };
  return { average: 4.3, count: 3, ...page };
}

interface Answers {
  impact?: (id: number) => Response;
  reply?: (reviewId: string, body: { reply: string }) => Response;
}

/**
 * The list routes as BusinessPage.test.tsx serves them (fakeListApi), with the business's profile, its impact, its
 * reviews, the CSRF token and the reply route in front. Every request is recorded.
 */
function serveApi({ impact = (id) => json(IMPACT(id)), reply = () => json({ message: 'Not found' }, 404) }: Answers = {}) {
  const lists = fakeListApi(() => LISTINGS);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/csrf-token') return json({ csrfToken: 'token-1' });
    const business = /^\/api\/businesses\/(\d+)(\/impact|\/reviews)?$/.exec(url.pathname);
    if (business && !business[2]) return json(profile(Number(business[1])));
    if (business?.[2] === '/impact') return impact(Number(business[1]));
    if (business?.[2] === '/reviews') return json(reviewPage(url));
    const replied = /^\/api\/reviews\/(\w+)\/reply$/.exec(url.pathname);
    if (replied && init?.method === 'POST') return reply(replied[1] as string, JSON.parse(String(init.body)));
    return lists.fetchMock(input);
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (method: string, path: string) =>
    fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path);
  return { fetchMock, sent };
}

const renderBusiness = (id: number, user: User | null = USER) =>
  renderWithApp(
    <Routes>
      <Route path="/business/:id" element={<BusinessPage />} />
    </Routes>,
    { url: `/business/${id}`, user },
  );

/**
 * Everything comes near the screen at once (the reviews load), except the chart's box: the chart's code (its own
 * chunk) stays out of these tests but one.
 */
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(element: Element) {
        if (element.getAttribute('role') !== 'figure') this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('business impact', () => {
  it('shows what the business kept out of landfill as seller (self-reported apart) and as buyer, from its impact answer', async () => {
    serveApi();
    renderBusiness(101);
    const section = within(await screen.findByRole('region', { name: 'Kept out of landfill' }));
    const seller = within(section.getByRole('region', { name: 'As seller' }));
    expect(await seller.findByText('2,400 kg')).toBeInTheDocument();
    expect(seller.getByText('kept out of landfill, confirmed by buyers')).toBeInTheDocument();
    expect(seller.getByText(/self-reported: sold elsewhere, not confirmed by a buyer/)).toHaveTextContent('Plus 300 kg self-reported');
    expect(seller.getByText('90 doors · 30 parts · 6 transfers')).toBeInTheDocument();
    const buyer = within(section.getByRole('region', { name: 'As buyer' }));
    expect(buyer.getByText('75 kg')).toBeInTheDocument();
    expect(buyer.getByText('3 doors · 0 parts · 1 transfer')).toBeInTheDocument();
    // The chart's box and its legend are on the page before the chart's code.
    expect(section.getByRole('figure', { name: 'Kilograms kept out of landfill by month, last 24 months' })).toBeInTheDocument();
    expect(within(section.getByRole('list', { name: 'Chart legend' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Sold, confirmed by buyers',
      'Sold, self-reported',
      'Received as buyer',
    ]);
    // The listings' own weight is labelled as the estimate it is.
    expect(screen.getByText('Listed now, estimated')).toBeInTheDocument();
  });

  it('draws the chart from its own chunk once its box is on the screen', async () => {
    // No IntersectionObserver: on the screen at once.
    vi.stubGlobal('IntersectionObserver', undefined);
    serveApi();
    renderBusiness(101);
    const chart = await screen.findByRole('figure', { name: 'Kilograms kept out of landfill by month, last 24 months' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 15_000 });
  }, 20_000);

  it('says so when nothing was transferred, without a chart', async () => {
    const empty = (id: number): BusinessImpact => ({
      ...IMPACT(id),
      asSeller: { confirmedKg: 0, selfReportedKg: 0, doors: 0, parts: 0, transfers: 0 },
      asBuyer: { confirmedKg: 0, doors: 0, parts: 0, transfers: 0 },
      byMonth: months().map((month) => ({ ...month, confirmedKg: 0, selfReportedKg: 0, receivedKg: 0 })),
    });
    serveApi({ impact: (id) => json(empty(id)) });
    renderBusiness(101);
    expect(await screen.findByText('Nothing was transferred in the last 24 months.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows what the API answered when the figures cannot be loaded', async () => {
    serveApi({ impact: () => json({ message: 'Service unavailable' }, 503) });
    renderBusiness(101);
    expect(await screen.findByText(/^Could not load the impact figures: /)).toHaveTextContent('Service unavailable');
  });
});

describe('business reviews', () => {
  it('shows the average in stars, the count, each review with its stars, reviewer, side and reply, and more on request', async () => {
    const api = serveApi();
    renderBusiness(101);
    const section = within(await screen.findByRole('region', { name: 'Reviews' }));
    expect(await section.findByText('4.3 out of 5')).toBeInTheDocument();
    expect(section.getByRole('img', { name: '4.3 Stars' })).toBeInTheDocument();
    expect(section.getByText('3 reviews')).toBeInTheDocument();

    const items = () => within(section.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items()).toHaveLength(2);
    const [first, second] = items().map((item) => within(item));
    expect(first!.getByRole('img', { name: '4 Stars' })).toBeInTheDocument();
    expect(first!.getByText('Doors as described, quick pick-up.')).toBeInTheDocument();
    expect(first!.getByRole('link', { name: 'Business 102' })).toHaveAttribute('href', '/business/102');
    expect(first!.getByText(/, as buyer$/)).toBeInTheDocument();
    expect(first!.getByText('May 20, 2026')).toBeInTheDocument();
    expect(second!.getByRole('img', { name: '5 Stars' })).toBeInTheDocument();
    expect(second!.getByText(/, as seller$/)).toBeInTheDocument();
    expect(second!.getByText('Thank you, come again!')).toBeInTheDocument();
    expect(second!.getByText(/^Reply from Business 101/)).toBeInTheDocument();
    // Signed in as another business: no reply action.
    expect(section.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(api.sent('GET', '/api/businesses/101/reviews').map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('cursor'))).toEqual([null, 'after-2']);
    // A reviewer whose account is gone is named without a link.
    expect(within(items()[2]!).getByText(/Closed Co/)).toBeInTheDocument();
    expect(within(items()[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows no reply action to a visitor', async () => {
    serveApi();
    renderBusiness(USER.id, null);
    await screen.findByText('Doors as described, quick pick-up.');
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('lets the reviewed business reply once to each review without a reply, with the form checked and the reply shown', async () => {
    const api = serveApi({ reply: (id, body) => json({ ...review(id), ...REVIEWS.find((item) => item.id === id), reply: { text: body.reply, createdAt: '2026-05-22T10:00:00.000Z' } }) });
    renderBusiness(USER.id);
    await screen.findByText('Doors as described, quick pick-up.');
    // r2 has its reply already: one Reply, for r1.
    const replies = await screen.findAllByRole('button', { name: 'Reply' });
    expect(replies).toHaveLength(1);
    await userEvent.click(replies[0]!);

    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('reply is required')).toBeInTheDocument();
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('reply must be at most 1,000 characters')).toBeInTheDocument();
    expect(api.sent('POST', '/api/reviews/r1/reply')).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'Glad it worked out');
    expect(screen.getByText('18 / 1,000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Glad it worked out')).toBeInTheDocument();
    const [[, init]] = api.sent('POST', '/api/reviews/r1/reply') as [[RequestInfo, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ reply: 'Glad it worked out' });
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    // The form's code is a chunk of its own, and typing is slow on a busy machine.
  }, 15_000);

  it("shows the server's refusal in the reply form", async () => {
    serveApi({ reply: () => json({ message: 'You have already replied to this review' }, 409) });
    renderBusiness(USER.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not post the reply: You have already replied to this review');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Thanks');
  }, 15_000);
});

describe('My impact', () => {
  it("shows the signed-in business's figures, the months as a table, the CSV download and Print", async () => {
    const api = serveApi();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithApp(<MyImpactPage />, { url: '/impact' });
    expect(screen.getByRole('heading', { level: 1, name: 'My impact' })).toBeInTheDocument();
    expect(await screen.findByText('2,400 kg')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'As seller' })).toBeInTheDocument();
    expect(api.sent('GET', `/api/businesses/${USER.id}/impact`)).toHaveLength(1);

    const table = screen.getByRole('table', { name: 'Kilograms kept out of landfill by month, last 24 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 24 + 1);
    expect(within(table).getByRole('row', { name: /^June 2026/ })).toHaveTextContent('June 20262,40000');
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('Total2,40030075');

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/transfers/export');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('download');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('marketplace impact', () => {
  it('shows the confirmed total beside the listed estimate, each saying what it counts', async () => {
    const impact: MarketplaceImpact = { confirmedKg: 12_345, selfReportedKg: 500, transfers: 40, businesses: 12, listedKg: 98_765, byMonth: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(impact)),
    );
    renderWithApp(<MarketplaceImpactFigures />, { user: null });
    const figures = within(screen.getByRole('group', { name: 'Marketplace impact' }));
    expect(await figures.findByText('12,345 kg')).toBeInTheDocument();
    expect(figures.getByText('kept out of landfill, confirmed by buyers')).toBeInTheDocument();
    expect(figures.getByText('98,765 kg')).toBeInTheDocument();
    expect(figures.getByText('listed now, estimated')).toBeInTheDocument();
  });
});
