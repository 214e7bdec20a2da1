import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { formatZodError, idQuerySchema, listQuerySchema, parseId } from '../src';

describe('parseId', () => {
  it('reads a positive whole number written plainly', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each(['', '0', '00', '01', '-1', '+1', ' 1', '1 ', '1.5', '1.0', '1e3', '0x10', 'NaN', 'Infinity', 'abc', '１２', String(Number.MAX_SAFE_INTEGER + 1), '9'.repeat(400)])(
    'is null for %j',
    (text) => {
      expect(parseId(text)).toBeNull();
    },
  );

  it('is null for a missing value', () => {
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});

describe('ids in query strings', () => {
  it('reads the ids parseId reads', () => {
    expect(safeParse(idQuerySchema, '7').data).toBe(7);
    expect(safeParse(listQuerySchema, { owner: '3,9', excludeOwner: '12' }).data).toMatchObject({ owner: [3, 9], excludeOwner: 12 });
  });

  it.each(['abc', '0', '-4', '1e3', '07', '2.5'])('refuses owner %j as not a number', (owner) => {
    const result = safeParse(listQuerySchema, { owner: `5,${owner}`, excludeOwner: owner });
    expect(result.success).toBe(false);
    if (!result.success) expect(formatZodError(result.error)).toBe('owner.1: Expected number, received nan; excludeOwner: Expected number, received nan');
  });
});
