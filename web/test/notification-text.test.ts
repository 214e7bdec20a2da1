import type { UserNotification } from '@surplus/shared';
import { describe, expect, it } from 'vitest';
import { notificationLines, notificationToastTitle } from '../src/features/notifications/notification-text';
import { savedSearchUrl, searchLabel } from '../src/features/saved/saved-search';

const base = { id: 'n1', createdAt: '2026-11-23T20:00:00.000Z', read: false, itemId: 12, name: '12x14 Insulated Door', businessName: 'Acme Doors' };

describe('notification text', () => {
  it('reads each kind as the issue words it', () => {
    const match: UserNotification = { ...base, type: 'search_match', searchId: 's1', q: '12x14 insulated' };
    expect(notificationLines(match)).toEqual({ primary: 'New match for "12x14 insulated"', secondary: '12x14 Insulated Door · Acme Doors' });
    expect(notificationToastTitle(match)).toBe('New match for "12x14 insulated": 12x14 Insulated Door');
    expect(notificationToastTitle({ ...base, type: 'search_match', searchId: 's2', category: 'part' })).toBe('New match for "parts": 12x14 Insulated Door');
    expect(notificationLines({ ...base, type: 'saved_item_changed', quantity: 4 }).primary).toBe('12x14 Insulated Door changed: 4 left');
    expect(notificationToastTitle({ ...base, type: 'saved_item_removed' })).toBe('12x14 Insulated Door was removed');
  });
});

describe('saved searches', () => {
  it('run on their category page, or /inventory, with their text', () => {
    expect(savedSearchUrl({ q: '12x14 insulated', category: 'door' })).toBe('/doors?q=12x14+insulated');
    expect(savedSearchUrl({ category: 'part' })).toBe('/parts');
    expect(savedSearchUrl({ q: 'spring' })).toBe('/inventory?q=spring');
  });

  it('read as their text, else their category', () => {
    expect(searchLabel({ q: ' steel ', category: 'door' })).toBe('steel');
    expect(searchLabel({ category: 'door' })).toBe('doors');
  });
});
