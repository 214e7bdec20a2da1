import type { UserNotification } from '@surplus/shared';
import { describe, expect, it } from 'vitest';
import { notificationLines, notificationPath, notificationToastDescription, notificationToastTitle } from '../src/lib/notification-text';
import { savedSearchUrl, searchLabel } from '../src/lib/saved-search';

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

describe('deal and saved-listing notification text', () => {
  const deal = { ...base, type: 'deal' as const, threadId: 'Thread0000000001', quantity: 3, unitPriceCents: 12_050 };

  it('reads each deal event with the other party, the units and the price, and opens the conversation', () => {
    const offered: UserNotification = { ...deal, event: 'offer_received', offerId: 'o1' };
    expect(notificationLines(offered)).toEqual({ primary: 'Acme Doors offered 3 units at $120.50 each', secondary: '12x14 Insulated Door · Acme Doors' });
    expect(notificationToastTitle(offered)).toBe('Acme Doors offered 3 units at $120.50 each');
    expect(notificationToastDescription(offered)).toBe('12x14 Insulated Door');
    expect(notificationPath(offered)).toBe('/inbox/Thread0000000001');
    const titles = (['offer_countered', 'offer_accepted', 'offer_declined', 'offer_withdrawn', 'hold_made', 'hold_released', 'hold_extended', 'hold_expiring', 'hold_expired'] as const).map(
      (event) => notificationLines({ ...deal, event }).primary,
    );
    expect(titles).toEqual([
      'Acme Doors countered: 3 units at $120.50 each',
      'Acme Doors accepted your offer: 3 units at $120.50 each',
      'Acme Doors declined your offer of 3 units at $120.50 each',
      'Acme Doors withdrew their offer of 3 units at $120.50 each',
      'Acme Doors reserved 3 units',
      'Acme Doors released the hold on 3 units',
      'Acme Doors extended the hold on 3 units',
      'The hold on 3 units ends within a day',
      'The hold on 3 units has expired',
    ]);
    expect(notificationLines({ ...deal, event: 'offer_received', unitPriceCents: 0 }).primary).toBe('Acme Doors offered 3 units at no charge');
  });

  it('reads each handover event, and opens the Deals page on the tab of the side it tells', () => {
    const events = ['handed_over', 'transfer_confirmed', 'transfer_auto_confirmed', 'transfer_disputed', 'transfer_cancelled', 'review_published'] as const;
    const read = events.map((event) => {
      const notification: UserNotification = { ...deal, event, transferId: 't1' };
      return [notificationLines(notification).primary, notificationPath(notification)];
    });
    expect(read).toEqual([
      ['Acme Doors handed over 3 units: confirm when received', '/deals'],
      ['Acme Doors confirmed receipt of 3 units', '/deals?tab=selling'],
      ['The handover of 3 units was confirmed automatically', '/deals'],
      ['Acme Doors reported a problem with the handover of 3 units', '/deals?tab=selling'],
      ['Acme Doors cancelled the handover of 3 units', '/deals'],
      ['New review from Acme Doors', '/deals'],
    ]);
  });

  it("reads a saved listing's price drop and new availability, and opens the listing", () => {
    const drop: UserNotification = { ...base, type: 'saved_item_price_drop', previousCents: 15_000, unitPriceCents: 12_000 };
    expect(notificationLines(drop)).toEqual({ primary: '12x14 Insulated Door dropped to $120 each', secondary: 'Was $150 · Acme Doors' });
    expect(notificationPath(drop)).toBe('/item/12');
    const available: UserNotification = { ...base, type: 'saved_item_available', availableQuantity: 1 };
    expect(notificationLines(available)).toEqual({ primary: '12x14 Insulated Door is available again: 1 unit', secondary: 'Acme Doors' });
    expect(notificationToastTitle(available)).toBe('12x14 Insulated Door is available again: 1 unit');
    expect(notificationPath(available)).toBe('/item/12');
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
