import type { NotificationPage, UserNotification } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPage } from '../src/features/notifications/components/NotificationsPage';
import { fakeApi } from './fake-api';
import { json } from './list-pages';
import { currentUrl, renderWithApp } from './render';

const base = { createdAt: '2026-11-23T20:00:00.000Z', businessName: 'Business 101' };
const FIRST: UserNotification[] = [
  { ...base, id: 'n1', type: 'search_match', read: false, itemId: 12, name: '12x14 Insulated Door', searchId: 's1', q: '12x14 insulated' },
  { ...base, id: 'n2', type: 'saved_item_changed', read: true, itemId: 13, name: 'Torsion Spring', quantity: 3 },
];
const SECOND: UserNotification[] = [
  { ...base, id: 'n3', type: 'saved_item_removed', read: false, itemId: 14, name: 'Old Door' },
  { ...base, id: 'n4', type: 'search_match', read: false, itemId: 15, name: 'Roll-up door 0', searchId: 's2', q: 'roll-up', category: 'door', count: 12 },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'GET /api/notifications': ({ url }): Response =>
      json((url.searchParams.get('cursor') === 'c2' ? { items: SECOND, unread: 2, nextCursor: null } : { items: FIRST, unread: 2, nextCursor: 'c2' }) satisfies NotificationPage),
    'POST /api/notifications/read': ({ body }) => json({ unread: 'all' in (body as object) ? 0 : 1 }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationsPage', () => {
  it('reads each kind in words, marks unread ones, and pages with the cursor', async () => {
    renderWithApp(<NotificationsPage />, { url: '/notifications' });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('button', { name: /^New match for "12x14 insulated" \(unread\) 12x14 Insulated Door · Business 101/ })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Torsion Spring changed: 3 left Business 101/ })).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: /^Old Door was removed \(unread\)/ })).toBeInTheDocument();
    expect(api.sent('GET', '/api/notifications').at(-1)?.url.searchParams.get('cursor')).toBe('c2');

    // An import's digest runs the saved search.
    await userEvent.click(screen.getByRole('button', { name: /^12 new listings match your saved search "roll-up" \(unread\) Roll-up door 0 and 11 more · Business 101/ }));
    expect(currentUrl()).toBe('/doors?q=roll-up');
    await waitFor(() => expect(api.sent('POST', '/api/notifications/read').at(-1)?.body).toEqual({ ids: ['n4'] }));
  });

  it('Mark all read marks every one read; a click marks one read and opens its listing', async () => {
    renderWithApp(<NotificationsPage />, { url: '/notifications' });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.sent('POST', '/api/notifications/read')[0]?.body).toEqual({ all: true }));
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(screen.queryByText('(unread)', { exact: false })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Torsion Spring changed/ }));
    expect(currentUrl()).toBe('/item/13');
    // Already read: nothing more to send.
    expect(api.sent('POST', '/api/notifications/read')).toHaveLength(1);
  });
});
