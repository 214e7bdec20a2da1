import { describe, expect, it } from 'vitest';
import { formatZodError, itemCreateSchema, itemUpdateSchema } from '../src';

const valid = { category: 'door', name: 'Roll-up door', itemId: 'RD-1', description: 'Steel roll-up door', quantity: 2 };

function messageOf(result: ReturnType<typeof itemCreateSchema.safeParse>) {
  return result.success ? null : formatZodError(result.error);
}

describe('itemCreateSchema', () => {
  it('accepts a valid item and applies the defaults', () => {
    const { category, quantity, ...rest } = valid;
    expect(itemCreateSchema.parse(rest)).toEqual({ ...rest, category: 'door', quantity: 1, priceMode: 'on-request' });
  });

  it.each([
    ['name', { name: 'a' }, 'name: Name must be at least 2 characters long'],
    ['itemId', { itemId: 'x' }, 'itemId: Item ID must be at least 2 characters long'],
    ['description', { description: 'abcd' }, 'description: Description must be at least 5 characters long'],
    ['zero quantity', { quantity: 0 }, 'quantity: Quantity must be a positive number'],
    ['negative quantity', { quantity: -3 }, 'quantity: Quantity must be a positive number'],
    ['fractional quantity', { quantity: 1.5 }, 'quantity: Quantity must be a whole number'],
    ['text quantity', { quantity: 'lots' }, 'quantity: Quantity must be a positive number'],
    ['category', { category: 'window' }, "category: Invalid enum value. Expected 'door' | 'part', received 'window'"],
    ['foreign image', { imageUrl: 'https://evil.example/x.png' }, 'imageUrl: Image must be an image uploaded to this site'],
  ])('rejects a bad %s with the spec message', (_label, change, expected) => {
    expect(messageOf(itemCreateSchema.safeParse({ ...valid, ...change }))).toBe(expected);
  });

  it('coerces a numeric quantity text, as form inputs send it', () => {
    expect(itemCreateSchema.parse({ ...valid, quantity: '7' }).quantity).toBe(7);
  });

  it('names missing fields as Required', () => {
    expect(messageOf(itemCreateSchema.safeParse({ category: 'part' }))).toBe(
      'name: Required; itemId: Required; description: Required',
    );
  });

  it('refuses fields the server owns', () => {
    expect(messageOf(itemCreateSchema.safeParse({ ...valid, userId: 9, businessName: 'X' }))).toBe(
      "Unrecognized key(s) in object: 'userId', 'businessName'",
    );
  });

  it('accepts an uploaded image path or an empty one', () => {
    expect(itemCreateSchema.safeParse({ ...valid, imageUrl: '/uploads/abcdefgh12345678.png' }).success).toBe(true);
    expect(itemCreateSchema.safeParse({ ...valid, imageUrl: '/uploads/../secret.png' }).success).toBe(false);
    expect(itemCreateSchema.safeParse({ ...valid, imageUrl: '' }).success).toBe(true);
  });
});

describe('itemUpdateSchema', () => {
  it('takes any subset of the fields', () => {
    expect(itemUpdateSchema.parse({ quantity: 3 })).toEqual({ quantity: 3 });
  });

  it('needs at least one field', () => {
    const result = itemUpdateSchema.safeParse({});
    expect(result.success || formatZodError(result.error)).toBe('No fields to update');
  });
});
