import type { LiveUpdateMessage, NotificationPage, SearchMatchNotification, UserNotification } from '@surplus/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../src/api/query-keys';
import { useLiveUpdates } from '../src/features/live-updates/use-live-updates';
import { NotificationBell } from '../src/features/notifications/components/NotificationBell';
// Loaded ahead: the bell imports its panel on first open, which a busy machine makes slow.
import '../src/features/notifications/components/NotificationPanel';
import { fakeApi } from './fake-api';
import { json } from './list-pages';
import { currentUrl, renderWithApp, USER } from './render';

const match = (id: string, overrides: Partial<SearchMatchNotification> = {}): UserNotification => ({
  id,
  type: 'search_match',
  createdAt: '2026-11-23T20:00:00.000Z',
  read: false,
  itemId: 12,
  name: 'Steel Door',
  businessName: 'Business 101',
  searchId: 's1',
  q: 'steel',
  ...overrides,
});

const PAGE: NotificationPage = {
  items: [
    match('n1'),
    { id: 'n2', type: 'saved_item_changed', createdAt: '2026-11-23T19:00:00.000Z', read: true, itemId: 13, name: 'Torsion Spring', businessName: 'Business 102', quantity: 3 },
  ],
  unread: 3,
  nextCursor: null,
};

/** Records every socket the app opens; `receive` delivers a server message to the newest. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
  static receive(message: LiveUpdateMessage) {
    act(() => FakeSocket.opened.at(-1)!.onmessage?.({ data: JSON.stringify(message) }));
  }
}

function Shell() {
  useLiveUpdates();
  return <NotificationBell />;
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  FakeSocket.opened = [];
  api = fakeApi({
    'GET /api/notifications': () => json(PAGE),
    'POST /api/notifications/read': () => json({ unread: 2 }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('shows the unread count from the API, then from a live message, with a toast for a new match', async () => {
    renderWithApp(<Shell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
    expect(api.sent('GET', '/api/notifications')[0]?.url.searchParams.get('limit')).toBe('20');

    FakeSocket.receive({ type: 'notification', notification: match('n3', { name: '12x14 Insulated Door', q: '12x14 insulated' }), unread: 4 });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(await screen.findByText('New match for "12x14 insulated": 12x14 Insulated Door')).toBeInTheDocument();
    expect(api.sent('GET', '/api/notifications')).toHaveLength(1);
  });

  it('lists the newest notifications in its panel, a live one first', async () => {
    renderWithApp(<Shell />);
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    FakeSocket.receive({ type: 'notification', notification: match('n3', { name: '12x14 Insulated Door', q: '12x14 insulated' }), unread: 4 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('button', { name: /New match for|changed/ }).map((item) => item.textContent)).toEqual([
      expect.stringContaining('New match for "12x14 insulated"'),
      expect.stringContaining('New match for "steel"'),
      expect.stringContaining('Torsion Spring changed: 3 left'),
    ]);
  });

  it('marks a notification read and opens its listing when clicked', async () => {
    renderWithApp(<Shell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(panel).getByRole('button', { name: /New match for "steel"/ }));

    await waitFor(() => expect(api.sent('POST', '/api/notifications/read')).toHaveLength(1));
    expect(api.sent('POST', '/api/notifications/read')[0]?.body).toEqual({ ids: ['n1'] });
    expect(currentUrl()).toBe('/item/12');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('Mark all read clears the badge; See all leads to /notifications', async () => {
    api = fakeApi({ 'GET /api/notifications': () => json(PAGE), 'POST /api/notifications/read': () => json({ unread: 0 }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<Shell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.sent('POST', '/api/notifications/read')[0]?.body).toEqual({ all: true }));
    // The panel is modal: the bell behind it is hidden from the accessibility tree while it is open.
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See all' }));
    expect(currentUrl()).toBe('/notifications');
  });

  it('signed out: asks to sign in and loads nothing', async () => {
    renderWithApp(<Shell />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/auth'));
    expect(api.sent('GET', '/api/notifications')).toHaveLength(0);
  });

  it('reopens the live socket on sign-in and on sign-out', async () => {
    const { queryClient } = renderWithApp(<Shell />, { user: null });
    // Opened in a task after the render's effects, not during them.
    expect(FakeSocket.opened).toHaveLength(0);
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));

    act(() => queryClient.setQueryData(queryKeys.user, USER));
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(2));
    expect(FakeSocket.opened[0]?.closed).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();

    act(() => queryClient.setQueryData(queryKeys.user, null));
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(3));
    expect(FakeSocket.opened[1]?.closed).toBe(true);
  });
});
