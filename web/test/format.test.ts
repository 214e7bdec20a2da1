import { initials } from '@surplus/shared';
import { describe, expect, it } from 'vitest';
import { lastUpdatedLabel } from '../src/lib/date-labels';
import { displayItemId, unitsLabel, wasteLabel } from '../src/lib/format';

describe('lastUpdatedLabel', () => {
  const now = new Date(2026, 4, 20, 15, 0);

  it('reads Today with the time for the same day', () => {
    expect(lastUpdatedLabel(new Date(2026, 4, 20, 9, 5).toISOString(), now)).toBe('Today, 9:05 AM');
  });

  it('reads Yesterday with the time for the day before', () => {
    expect(lastUpdatedLabel(new Date(2026, 4, 19, 23, 59).toISOString(), now)).toBe('Yesterday, 11:59 PM');
  });

  it('reads MMM d, yyyy for older dates', () => {
    expect(lastUpdatedLabel(new Date(2026, 4, 18, 12, 0).toISOString(), now)).toBe('May 18, 2026');
    expect(lastUpdatedLabel(new Date(2025, 11, 3).toISOString(), now)).toBe('Dec 3, 2025');
  });

  it('reads N/A without a valid date', () => {
    expect(lastUpdatedLabel(undefined, now)).toBe('N/A');
    expect(lastUpdatedLabel('not a date', now)).toBe('N/A');
  });
});

describe('waste figure', () => {
  it('is 25 kg per door and 5 kg per part, with thousands separators', () => {
    expect(wasteLabel({ category: 'door', quantity: 3 })).toBe('75 kg');
    expect(wasteLabel({ category: 'part', quantity: 7 })).toBe('35 kg');
    expect(wasteLabel({ category: 'door', quantity: 100 })).toBe('2,500 kg');
  });
});

describe('labels', () => {
  it('says unit for one and units otherwise', () => {
    expect(unitsLabel(1)).toBe('1 unit');
    expect(unitsLabel(12)).toBe('12 units');
  });

  it('shows # and the id when the item id is empty', () => {
    expect(displayItemId({ id: 42, itemId: '' })).toBe('#42');
    expect(displayItemId({ id: 42, itemId: 'RU-10' })).toBe('RU-10');
  });

  it('takes initials from the first two words, or two letters of one word', () => {
    expect(initials('Metro Overhead Door Co.')).toBe('MO');
    expect(initials('acme')).toBe('AC');
  });
});
