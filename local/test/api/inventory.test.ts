import { describe, expect, it } from 'vitest';
import type { InventoryItem, InventoryStats } from '@surplus/shared';
import { createItem, itemFields, newClient, signedInBusiness } from '../support/fixtures';

describe('creating items', () => {
  it('takes the owner and business fields from the session, never from the body', async () => {
    const { client, user, fields } = await signedInBusiness();
    const input = itemFields({ category: 'part', quantity: '4' });
    const response = await client.post<InventoryItem>('/api/inventory', input);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      ...input,
      quantity: 4,
      id: expect.any(Number),
      userId: user.id,
      businessName: fields.businessName,
      businessLocation: fields.location,
      businessContact: fields.email,
      // The business's point, geocoded from its location.
      lat: expect.any(Number),
      lon: expect.any(Number),
      lastUpdated: expect.any(String),
      createdAt: expect.any(String),
      // Asks for offers unless a price is given; nothing held or transferred yet.
      priceMode: 'on-request',
      currency: 'USD',
      heldQuantity: 0,
      availableQuantity: 4,
      transferredQuantity: 0,
    });
    const spoofed = await client.post('/api/inventory', { ...itemFields(), userId: 1, businessName: 'Someone else', lat: 0 });
    expect(spoofed.status).toBe(400);
    expect(spoofed.json).toEqual({ message: "Unrecognized key(s) in object: 'userId', 'businessName', 'lat'" });
  });

  it('refuses visitors with 401', async () => {
    const response = await newClient().post('/api/inventory', itemFields());
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'You must be signed in' });
  });

  it('names every invalid field with the spec message and stores nothing', async () => {
    const { client } = await signedInBusiness();
    const response = await client.post('/api/inventory', { category: 'door', name: 'x', itemId: 'y', description: 'z', quantity: 0 });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message:
        'name: Name must be at least 2 characters long; itemId: Item ID must be at least 2 characters long; ' +
        'description: Description must be at least 5 characters long; quantity: Quantity must be a positive number',
    });
    expect((await client.get<InventoryItem[]>('/api/inventory/user')).json).toEqual([]);
  });

  it.each([
    ['malformed JSON', '{"name": '],
    ['an array', '[1,2]'],
    ['a string', '"door"'],
    ['no body', ''],
  ])('answers 400 with a message for %s', async (_label, body) => {
    const { client } = await signedInBusiness();
    const response = await client.request('POST', '/api/inventory', { body, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: expect.any(String) });
  });
});

describe('reading items', () => {
  it('lists all items, each category and my items, newest first', async () => {
    const { client, user } = await signedInBusiness();
    const door = await createItem(client, { category: 'door' });
    const part = await createItem(client, { category: 'part' });
    const visitor = newClient();

    const all = (await visitor.get<InventoryItem[]>('/api/inventory')).json;
    expect(all.findIndex((item) => item.id === part.id)).toBeLessThan(all.findIndex((item) => item.id === door.id));
    const doors = (await visitor.get<InventoryItem[]>('/api/inventory/door')).json;
    expect(doors.some((item) => item.id === door.id)).toBe(true);
    expect(doors.every((item) => item.category === 'door')).toBe(true);
    const parts = (await visitor.get<InventoryItem[]>('/api/inventory/part')).json;
    expect(parts.some((item) => item.id === part.id)).toBe(true);
    expect(parts.every((item) => item.category === 'part')).toBe(true);

    const mine = await client.get<InventoryItem[]>('/api/inventory/user');
    expect(mine.json.map((item) => item.id)).toEqual([part.id, door.id]);
    expect(mine.json.every((item) => item.userId === user.id)).toBe(true);
    expect((await visitor.get('/api/inventory/user')).status).toBe(401);
  });

  it('reads one item, and answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client);
    expect((await newClient().get<InventoryItem>(`/api/inventory/item/${item.id}`)).json).toEqual(item);
    const missing = await newClient().get('/api/inventory/item/999999999');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Item not found' });
    expect((await newClient().get('/api/inventory/item/abc')).status).toBe(400);
  });
});

describe('changing items', () => {
  it('lets the owner change only the fields sent and moves lastUpdated', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await client.put<InventoryItem>(`/api/inventory/${item.id}`, { quantity: 9, category: 'part' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ...item, quantity: 9, availableQuantity: 9, category: 'part', lastUpdated: expect.any(String) });
    expect(response.json.lastUpdated > item.lastUpdated).toBe(true);
    // A signed-in caller also gets whether they saved it.
    expect((await client.get(`/api/inventory/item/${item.id}`)).json).toEqual({ ...response.json, saved: false });
  });

  it("refuses another business's update and delete with 403 and changes nothing", async () => {
    const owner = await signedInBusiness();
    const other = await signedInBusiness();
    const item = await createItem(owner.client);
    const update = await other.client.put(`/api/inventory/${item.id}`, { name: 'Hijacked' });
    expect(update.status).toBe(403);
    expect(update.json).toEqual({ message: 'You can only change your own items' });
    expect((await other.client.delete(`/api/inventory/${item.id}`)).status).toBe(403);
    expect((await newClient().get(`/api/inventory/item/${item.id}`)).json).toEqual(item);
  });

  it('answers 404 for an unknown item and 400 for an empty or invalid change', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client);
    expect((await client.put('/api/inventory/999999999', { name: 'Nothing' })).status).toBe(404);
    expect((await client.put(`/api/inventory/${item.id}`, {})).json).toEqual({ message: 'No fields to update' });
    expect((await client.put(`/api/inventory/${item.id}`, { userId: 5 })).status).toBe(400);
    expect((await client.put(`/api/inventory/${item.id}`, { quantity: -1 })).json).toEqual({
      message: 'quantity: Quantity must be a positive number',
    });
  });

  it('keeps one of the written values when 20 updates race', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.put(`/api/inventory/${item.id}`, { quantity: i + 1, category: i % 2 ? 'part' : 'door' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const stored = (await client.get<InventoryItem>(`/api/inventory/item/${item.id}`)).json;
    expect(stored.quantity).toBeGreaterThanOrEqual(1);
    expect(stored.category).toBe(stored.quantity % 2 === 0 ? 'part' : 'door');
  });

  it('deletes the owner item; afterwards it is gone', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client);
    const response = await client.delete(`/api/inventory/${item.id}`);
    expect(response.status).toBe(200);
    expect((await client.get(`/api/inventory/item/${item.id}`)).status).toBe(404);
    expect((await client.delete(`/api/inventory/${item.id}`)).status).toBe(404);
  });
});

describe('stats', () => {
  it('counts a delete once when the owner sends it ten times at once', async () => {
    const { client } = await signedInBusiness();
    const item = await createItem(client, { category: 'part' });
    const before = (await client.get<InventoryStats>('/api/inventory/stats')).json;
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.delete(`/api/inventory/${item.id}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(404)]);
    expect((await client.get<InventoryStats>('/api/inventory/stats')).json).toEqual({
      ...before,
      totalParts: before.totalParts - 1,
      myInventory: before.myInventory - 1,
    });
  });

  it('counts listings exactly under parallel writes, and myInventory per business', async () => {
    const visitor = newClient();
    const before = (await visitor.get<InventoryStats>('/api/inventory/stats')).json;
    expect(before.myInventory).toBe(0);
    const { client } = await signedInBusiness();
    const created = await Promise.all(
      Array.from({ length: 15 }, (_, i) => createItem(client, { category: i < 10 ? 'door' : 'part' })),
    );
    const after = (await client.get<InventoryStats>('/api/inventory/stats')).json;
    expect(after).toEqual({
      totalDoors: before.totalDoors + 10,
      totalParts: before.totalParts + 5,
      totalBusinesses: before.totalBusinesses + 1,
      myInventory: 15,
    });
    await client.put(`/api/inventory/${created[0]!.id}`, { category: 'part' });
    await client.delete(`/api/inventory/${created[1]!.id}`);
    expect((await client.get<InventoryStats>('/api/inventory/stats')).json).toEqual({
      ...after,
      totalDoors: after.totalDoors - 2,
      totalParts: after.totalParts + 1,
      myInventory: 14,
    });
  });
});
