import { inject } from 'vitest';
import type { InventoryItem, User } from '@surplus/shared';
import { ApiClient } from '../../src/api-client';
import { rollUpDoorPng } from '../../src/seed/png';

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

/** A real PNG: the seed's roll-up door picture. */
export const pngBytes = () => rollUpDoorPng([180, 90, 40], 0.4);

export function imageForm(bytes: Uint8Array<ArrayBuffer>, filename = 'photo.png', field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  return form;
}
