import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { formatZodError, itemCreateSchema, listQuerySchema, notificationsReadSchema, passwordChangeSchema, presignSchema, profileUpdateSchema } from '../src';

const messageOf = (schema: ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : formatZodError(result.error);
};
const item = { name: 'Roll-up door', itemId: 'RD-1', description: 'Steel roll-up door' };

describe('default messages (the API words them as it always has)', () => {
  it('names a wrong type once, without the length rules of the right type', () => {
    expect(messageOf(itemCreateSchema, { ...item, name: ['a'] })).toBe('name: Expected string, received array');
    expect(messageOf(listQuerySchema, { limit: 'ten', sort: 'cheapest' })).toBe(
      "limit: Expected number, received nan; sort: Invalid enum value. Expected 'recent' | 'name' | 'business' | 'fit' | 'distance' | 'price', received 'cheapest'",
    );
  });

  it('checks a whole-object rule beside unknown keys and too-short fields', () => {
    expect(messageOf(profileUpdateSchema, { username: 'x' })).toBe("Unrecognized key(s) in object: 'username'; Change at least one field");
    expect(messageOf(passwordChangeSchema, { currentPassword: 'a', newPassword: '123', confirmPassword: '1234567' })).toBe(
      'newPassword: Password must be at least 6 characters; confirmPassword: Passwords do not match',
    );
  });

  it('answers a union with the problems of the option the value has the type of', () => {
    expect(messageOf(itemCreateSchema, { ...item, imageUrl: 'x'.repeat(201) })).toBe(
      'imageUrl: String must contain at most 200 character(s); imageUrl: Image must be an image uploaded to this site',
    );
    expect(messageOf(notificationsReadSchema, { ids: [] })).toBe('ids: Array must contain at least 1 element(s)');
    expect(messageOf(notificationsReadSchema, { all: false })).toBe('Send { "ids": [...] } or { "all": true }');
  });

  it('takes integers past 2^53 as integers, refused by their limit', () => {
    expect(messageOf(presignSchema, { contentType: 'image/png', size: 2 ** 53 + 1 })).toBe('size: Image must be 5 MB or smaller');
    expect(messageOf(presignSchema, { contentType: 'image/png', size: 1.5 })).toBe('size: Expected integer, received float');
    expect(messageOf(listQuerySchema, { limit: 'Infinity' })).toBe('limit: Number must be finite');
  });
});
