import { describe, expect, it } from 'vitest';
import { initials, wasteReductionKg } from '../src';

describe('wasteReductionKg', () => {
  it('is 25 kg per door and 5 kg per part, times quantity', () => {
    expect(wasteReductionKg({ category: 'door', quantity: 3 })).toBe(75);
    expect(wasteReductionKg({ category: 'part', quantity: 4 })).toBe(20);
  });
});

describe('initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initials('acme roll-up doors')).toBe('AR');
  });
  it('takes the first two letters of a single word', () => {
    expect(initials('doorworks')).toBe('DO');
  });
  it('is empty for an empty name', () => {
    expect(initials('   ')).toBe('');
  });
});
