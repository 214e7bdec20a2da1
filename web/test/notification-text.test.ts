import type { UserNotification } from '@surplus/shared';
import { describe, expect, it } from 'vitest';
import { notificationLines, notificationPath, notificationToastDescription, notificationToastTitle } from '../src/features/notifications/notification-text';
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

  it('reads the digest of an import as the number of new matches, and opens the saved search rather than one listing', () => {
    const digest: UserNotification = { ...base, type: 'search_match', searchId: 's1', q: 'insulated', category: 'door', count: 1200 };
    expect(notificationLines(digest)).toEqual({
      primary: '1,200 new listings match your saved search "insulated"',
      secondary: '12x14 Insulated Door and 1,199 more · Acme Doors',
    });
    expect(notificationToastTitle(digest)).toBe('1,200 new listings match your saved search "insulated"');
    expect(notificationToastDescription(digest)).toBe('12x14 Insulated Door and 1,199 more · Acme Doors');
    expect(notificationPath(digest)).toBe('/doors?q=insulated');
    expect(notificationPath({ ...base, type: 'search_match', searchId: 's2', category: 'part', count: 2 })).toBe('/parts');
    // A listing created or edited alone (no count) opens that listing.
    const single: UserNotification = { ...base, type: 'search_match', searchId: 's1', q: 'insulated' };
    expect(notificationPath(single)).toBe('/item/12');
    expect(notificationToastDescription(single)).toBe('Acme Doors');
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
