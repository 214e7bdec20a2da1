import { inject } from 'vitest';
import type { InventoryItem, User } from '@surplus/shared';
import { deflateSync } from 'node:zlib';
import { ApiClient } from './api-client';

let sequence = 0;
/** Unique per test run and call, so tests never share users or items. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const newClient = () => new ApiClient(inject('baseUrl'));

export function businessFields(overrides: Record<string, string> = {}) {
  const username = unique('biz');
  return {
    username,
    password: 'correct-horse-1',
    businessName: `${username} Doors Ltd`,
    email: `${username}@example.test`,
    phone: '+1 555 0100',
    location: 'Austin, TX',
    ...overrides,
  };
}

/** A signed-in business with its own client (cookie jar and CSRF token). */
export async function signedInBusiness(overrides: Record<string, string> = {}) {
  const client = newClient();
  const fields = businessFields(overrides);
  const response = await client.post<User>('/api/register', fields);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  return { client, user: response.json, fields };
}

export const itemFields = (overrides: Record<string, unknown> = {}) => ({
  category: 'door',
  name: 'Insulated roll-up door',
  itemId: unique('SKU-'),
  description: 'Steel roll-up door, 3 m by 3 m, light scratches',
  quantity: 2,
  ...overrides,
});

export async function createItem(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post<InventoryItem>('/api/inventory', itemFields(overrides));
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  return response.json;
}

/** A real, tiny PNG (2x2 pixels). */
export function pngBytes(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = Buffer.from([0, 200, 80, 40, 200, 80, 40, 0, 90, 90, 90, 90, 90, 90]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

export function imageForm(bytes: Uint8Array, filename = 'photo.png', field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  return form;
}
