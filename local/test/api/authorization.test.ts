import { beforeAll, describe, expect, it } from 'vitest';
import type { InventoryItem } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { createItem, expectRefused, imageForm, newClient, pngBytes, signedInBusiness, storedState } from '../support/fixtures';

// inventory.test.ts covers another business's plain update and delete, and userId/businessName on create.
describe('authorization of writes', () => {
  let owner: ApiClient;
  let other: ApiClient;
  let item: InventoryItem;
  let before: Awaited<ReturnType<typeof storedState>>;

  beforeAll(async () => {
    owner = (await signedInBusiness()).client;
    other = (await signedInBusiness()).client;
    item = await createItem(owner, { category: 'door' });
    before = await storedState(owner, item.id);
  });

  it("refuses every kind of change to another business's item with 403, counters included", async () => {
    const changes = [{ category: 'part' }, { quantity: 1 }, { imageUrl: '' }, { name: 'Hijacked', description: 'Now mine, all mine' }];
    for (const change of changes) {
      const response = await other.put(`/api/inventory/${item.id}`, change);
      expectRefused(response, [403]);
    }
    expectRefused(await other.delete(`/api/inventory/${item.id}`), [403]);
    expect(await storedState(owner, item.id)).toEqual(before);
    expect((await other.get<InventoryItem[]>('/api/inventory/user')).json).toEqual([]);
  });

  it('lets no body set or change the owner, the business fields or the bookkeeping', async () => {
    const forged = {
      userId: 1,
      id: 1,
      businessName: 'Someone else',
      businessLocation: 'Elsewhere',
      businessContact: 'thief@example.test',
      createdAt: '2000-01-01T00:00:00.000Z',
      lastUpdated: '2000-01-01T00:00:00.000Z',
    };
    for (const [field, value] of Object.entries(forged)) {
      const update = await owner.put(`/api/inventory/${item.id}`, { quantity: 3, [field]: value });
      expectRefused(update, [400]);
      expect(update.json).toEqual({ message: `Unrecognized key(s) in object: '${field}'` });
      expectRefused(await owner.post('/api/inventory', { name: 'Door', itemId: 'SKU-1', description: 'Steel door', [field]: value }), [400]);
    }
    expect(await storedState(owner, item.id)).toEqual(before);
  });

  it('answers 401 to every signed-out write, whatever the session cookie says, and changes nothing', async () => {
    const sid = owner.cookies.get('sid')!;
    for (const cookie of [undefined, '', 'forged', `${sid}x`, sid.slice(1), 'a'.repeat(5000)]) {
      const visitor = newClient();
      if (cookie !== undefined) visitor.cookies.set('sid', cookie);
      expectRefused(await visitor.post('/api/inventory', { name: 'Door', itemId: 'SKU-1', description: 'Steel door' }), [401]);
      expectRefused(await visitor.put(`/api/inventory/${item.id}`, { quantity: 9 }), [401]);
      expectRefused(await visitor.delete(`/api/inventory/${item.id}`), [401]);
      expectRefused(await visitor.request('POST', '/api/upload/image', { body: imageForm(pngBytes()) }), [401]);
      expectRefused(await visitor.post('/api/upload/presign', { contentType: 'image/png', size: 10 }), [401]);
      expectRefused(await visitor.get('/api/inventory/user'), [401]);
    }
    expect(await storedState(owner, item.id)).toEqual(before);
  });

  it('checks ownership before the image: a stranger gets 403, not an answer about the image', async () => {
    const missingImage = await other.put(`/api/inventory/${item.id}`, { imageUrl: '/uploads/does-not-exist-123.png' });
    expectRefused(missingImage, [403]);
    expect(await storedState(owner, item.id)).toEqual(before);
  });
});
