import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../src/lib/image-type';
import { readCookie } from '../src/lib/cookies';
import { itemKey, toItem } from '../src/data/listings/items';
import { emailLockKey, usernameLockKey } from '../src/data/users/unique-names';
import { userKey } from '../src/data/users/users';

describe('key builders', () => {
  it('builds the documented keys', () => {
    expect(itemKey(42)).toEqual({ pk: 'ITEM#42', sk: 'ITEM' });
    expect(userKey(7)).toEqual({ pk: 'USER#7', sk: 'PROFILE' });
    expect(usernameLockKey('AcMe')).toEqual({ pk: 'USERNAME#acme', sk: 'LOCK' });
    expect(emailLockKey('Sales@Acme.Test')).toEqual({ pk: 'EMAIL#sales@acme.test', sk: 'LOCK' });
  });

  it('strips keys and bookkeeping from an item record', () => {
    const record = { pk: 'ITEM#1', sk: 'ITEM', gsi1pk: 'CAT#door', gsi1sk: 'x', gsi2pk: 'OWNER#1', gsi2sk: 'x', version: 3, id: 1, name: 'Door', quantity: 2 };
    // A record stored before prices, holds and transfers asks for offers, and holds and transferred nothing.
    const deal = { priceMode: 'on-request', currency: 'USD', heldQuantity: 0, availableQuantity: 2, transferredQuantity: 0 };
    expect(toItem(record)).toEqual({ id: 1, name: 'Door', quantity: 2, ...deal });
    expect(toItem({ ...record, priceMode: 'fixed', unitPriceCents: 500, heldQuantity: 5 })).toEqual({
      id: 1, name: 'Door', quantity: 2, ...deal, priceMode: 'fixed', unitPriceCents: 500, heldQuantity: 5, availableQuantity: 0,
    });
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const text = (value: string) => new TextEncoder().encode(value);

  it('recognises PNG, JPEG, GIF and WebP by their magic bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.contentType).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))?.contentType).toBe('image/jpeg');
    expect(sniffImageType(text('GIF89a....'))?.contentType).toBe('image/gif');
    expect(sniffImageType(text('RIFF\0\0\0\0WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('refuses markup and scripts whatever they are called', () => {
    expect(sniffImageType(text('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(text('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds a cookie among API Gateway v2 cookie strings', () => {
    expect(readCookie(['a=1', 'sid=abc=def', 'csrf=x'], 'sid')).toBe('abc=def');
    expect(readCookie(undefined, 'sid')).toBeUndefined();
  });
});
