import { describe, expect, it } from 'vitest';
import type { BusinessProfile, ItemPage } from '@surplus/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME } from '../../src/runtime';
import { dataLayer } from '../support/data-layer';
import { createItem, newClient, signedInBusiness } from '../support/fixtures';
import { importCsv } from '../support/import-jobs';

const profileOf = async (id: number) => {
  const response = await newClient().get<BusinessProfile>(`/api/businesses/${id}`);
  expect(response.status, response.text).toBe(200);
  return response.json;
};

describe('business profile', () => {
  it('answers the public profile of a new business with zero figures, without private fields', async () => {
    const { user, fields } = await signedInBusiness();
    const profile = await profileOf(user.id);
    expect(profile).toEqual({
      id: user.id,
      businessName: fields.businessName,
      location: fields.location,
      memberSince: expect.any(String),
      itemCount: 0,
      doors: 0,
      parts: 0,
      wasteKg: 0,
    });
    expect(Date.now() - Date.parse(profile.memberSince)).toBeLessThan(10 * 60_000);
  });

  it('keeps the figures exact through creates, edits, deletes and a CSV import', async () => {
    const { client, user } = await signedInBusiness();
    const door = await createItem(client, { category: 'door', quantity: 2 });
    const part = await createItem(client, { category: 'part', quantity: 3 });
    expect(await profileOf(user.id)).toMatchObject({ itemCount: 2, doors: 1, parts: 1, wasteKg: 2 * 25 + 3 * 5 });

    // A quantity change moves the waste; a category change moves doors and parts too.
    expect((await client.put(`/api/inventory/${door.id}`, { quantity: 4 })).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ itemCount: 2, doors: 1, parts: 1, wasteKg: 4 * 25 + 3 * 5 });
    expect((await client.put(`/api/inventory/${part.id}`, { category: 'door' })).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ itemCount: 2, doors: 2, parts: 0, wasteKg: 4 * 25 + 3 * 25 });
    // An edit that changes neither keeps them.
    expect((await client.put(`/api/inventory/${part.id}`, { name: 'Renamed door' })).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ itemCount: 2, doors: 2, parts: 0, wasteKg: 175 });

    const imported = await importCsv(client, 'category,name,itemId,description,quantity\npart,Spring pair,SP-1,Two springs,10\ndoor,Sectional door,SD-1,White door,1\n');
    expect(imported.status).toBe('done');
    expect(await profileOf(user.id)).toMatchObject({ itemCount: 4, doors: 3, parts: 1, wasteKg: 175 + 50 + 25 });

    expect((await client.delete(`/api/inventory/${door.id}`)).status).toBe(200);
    expect(await profileOf(user.id)).toMatchObject({ itemCount: 3, doors: 2, parts: 1, wasteKg: 75 + 50 + 25 });
  });

  it("lists the business's listings through the list route's owner filter", async () => {
    const { client, user } = await signedInBusiness();
    const { client: other } = await signedInBusiness();
    const mine = [await createItem(client), await createItem(client)];
    await createItem(other);
    const page = (await newClient().get<ItemPage>(`/api/inventory?limit=20&owner=${user.id}`)).json;
    expect(page.items.map((item) => item.id).sort()).toEqual(mine.map((item) => item.id).sort());
  });

  it('recounts figures that predate them from the listings (the recount-owners backfill)', async () => {
    const { client, user } = await signedInBusiness();
    await createItem(client, { category: 'door', quantity: 3 });
    await createItem(client, { category: 'part', quantity: 4 });
    const { db, recountOwners } = await dataLayer();
    // A record from before the figures existed: only itemCount.
    await db.send(
      new UpdateCommand({ TableName: TABLE_NAME, Key: { pk: `USER#${user.id}`, sk: 'PROFILE' }, UpdateExpression: 'REMOVE doors, parts, wasteKg' }),
    );
    expect(await profileOf(user.id)).toMatchObject({ itemCount: 2, doors: 0, parts: 0, wasteKg: 0 });
    const summary = await recountOwners(() => undefined);
    expect(summary.businesses).toBeGreaterThan(0);
    expect(await profileOf(user.id)).toMatchObject({ itemCount: 2, doors: 1, parts: 1, wasteKg: 75 + 20 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999999', '0', 'abc', '1e3', '-1']) {
      const response = await newClient().get(`/api/businesses/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.json).toEqual({ message: 'Business not found' });
    }
  });
});
