import { request, type IncomingHttpHeaders } from 'node:http';
import { expect, inject } from 'vitest';
import type { InventoryItem, InventoryStats, User } from '@surplus/shared';
import { ApiClient, type ApiResponse } from '../../src/api-client';
import { rollUpDoorPng } from '../../src/seed/png';

let sequence = 0;
/** Unique per test run and call, so tests never share users or items. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Letters only: a word of its own in every field it is put in (digits would start a new word). */
export const uniqueWord = (prefix: string) => unique(prefix).toLowerCase().replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] as string);

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
export async function signedInBusiness(overrides: Record<string, string> = {}, client = newClient()) {
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

/** A refusal as the API gives it: one of the expected 4xx statuses and a JSON `{ message }`. */
export function expectRefused(response: ApiResponse, statuses: readonly number[] = [400]) {
  expect(statuses, `${response.status} ${response.text.slice(0, 300)}`).toContain(response.status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.json).toEqual({ message: expect.any(String) });
  expect((response.json as { message: string }).message).not.toBe('');
}

/** What a refused write must leave untouched: the item, its owner's list and the site-wide counters. */
export async function storedState(owner: ApiClient, itemId: number) {
  const [item, mine, stats] = await Promise.all([
    owner.get<InventoryItem>(`/api/inventory/item/${itemId}`),
    owner.get<InventoryItem[]>('/api/inventory/user'),
    owner.get<InventoryStats>('/api/inventory/stats'),
  ]);
  return { item: item.json, mine: mine.json, stats: stats.json };
}

/**
 * One request with the path exactly as given (fetch would resolve `..` and `.` segments first), so
 * traversal attempts reach the server as an attacker sends them.
 */
export function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string; body: Buffer }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString(), body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
