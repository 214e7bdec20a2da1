import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME } from '../../src/runtime';
import { distanceMi, type GeoPoint, type InventoryItem, type User } from '@surplus/shared';
import { dataLayer } from '../support/data-layer';
import { importCsv } from '../support/import-jobs';
import { createItem, expectRefused, signedInBusiness, uniqueWord } from '../support/fixtures';

// The data layer reads its endpoint when it loads: point it at the test runtime first.
const { queryAll, findUserById, db } = await dataLayer();
const { placeBusinesses } = await import('@surplus/functions/data/users/business-places');
const { placeOf } = await import('@surplus/functions/data/users/users');
const { ownersNear } = await import('@surplus/functions/data/users/owners-near');

const pointOf = (place: string): GeoPoint => {
  const point = placeOf({ zip: /^\d{5}$/.test(place) ? place : undefined, location: place });
  if (!point) throw new Error(`the gazetteer does not know ${place}`);
  return point;
};
const itemPoint = (item: InventoryItem) => (item.lat === undefined ? null : { lat: item.lat, lon: item.lon });

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('where a business is', () => {
  it('places a business by its ZIP before its location, and says so', async () => {
    const { client, user } = await signedInBusiness({ location: 'Austin, TX', zip: '75201' });
    expect(user).toMatchObject({ location: 'Austin, TX', zip: '75201', placeFound: true });
    expect((await client.get<User>('/api/user')).json).toEqual(user);
    const record = await findUserById(user.id);
    expect({ lat: record?.lat, lon: record?.lon }).toEqual(pointOf('75201'));
  });

  it('places a business by its location when it has no ZIP, or its ZIP is unknown', async () => {
    const { user } = await signedInBusiness({ location: 'Saint Louis, Missouri' });
    expect(user.placeFound).toBe(true);
    const record = await findUserById(user.id);
    expect({ lat: record?.lat, lon: record?.lon }).toEqual(pointOf('St. Louis, MO'));

    const unknownZip = await signedInBusiness({ location: 'Austin, TX', zip: '00000' });
    expect(unknownZip.user).toMatchObject({ zip: '00000', placeFound: true });
    const placed = await findUserById(unknownZip.user.id);
    expect({ lat: placed?.lat, lon: placed?.lon }).toEqual(pointOf('Austin, TX'));
  });

  it('keeps an unknown place as written, without a point; its listings take none', async () => {
    const { client, user } = await signedInBusiness({ location: 'Gotham City, ZZ' });
    expect(user).toMatchObject({ location: 'Gotham City, ZZ', placeFound: false });
    const record = await findUserById(user.id);
    expect(record).not.toHaveProperty('lat');
    expect(record).not.toHaveProperty('gsi7pk');
    const item = await createItem(client);
    expect(item).not.toHaveProperty('lat');
    expect((await client.get<InventoryItem>(`/api/inventory/item/${item.id}`)).json).not.toHaveProperty('lon');
  });

  it('refuses a ZIP that is not 5 digits, on registration and on the profile, and changes nothing', async () => {
    const { client, fields } = await signedInBusiness({ zip: '' });
    for (const zip of ['7520', '752011', '75201-1234', 'ABCDE', 'Dallas']) {
      const registered = await client.post('/api/register', { ...fields, username: uniqueWord('zip'), email: `${uniqueWord('zip')}@example.test`, zip });
      expectRefused(registered);
      expect(registered.json).toEqual({ message: 'zip: ZIP must be 5 digits' });
      const changed = await client.put('/api/user', { zip });
      expectRefused(changed);
      expect(changed.json).toEqual({ message: 'zip: ZIP must be 5 digits' });
    }
    expect((await client.get<User>('/api/user')).json).not.toHaveProperty('zip');
  });

  it('gives a new listing its owner\'s point, from the API and from a CSV import', async () => {
    const { client } = await signedInBusiness({ location: 'Dallas, TX', zip: '75202' });
    const created = await createItem(client);
    expect(itemPoint(created)).toEqual(pointOf('75202'));
    expect(itemPoint((await client.get<InventoryItem>(`/api/inventory/item/${created.id}`)).json)).toEqual(pointOf('75202'));

    const tag = uniqueWord('geo');
    const job = await importCsv(client, ['category,name,itemId,description,quantity', `door,Sectional door,${tag}-1,White door,1`, `part,Torsion spring,${tag}-2,Spring,4`].join('\n'));
    expect(job.status, JSON.stringify(job)).toBe('done');
    const mine = (await client.get<InventoryItem[]>('/api/inventory/user')).json.filter((item) => item.itemId.startsWith(tag));
    expect(mine).toHaveLength(2);
    for (const item of mine) expect(itemPoint(item)).toEqual(pointOf('75202'));
  });

  it('moves the points of existing listings when the ZIP or location changes, and removes them with the place', async () => {
    const { client } = await signedInBusiness({ location: 'Gotham City, ZZ' });
    const items = await Promise.all([createItem(client), createItem(client, { category: 'part', name: 'Door opener' }), createItem(client)]);
    for (const item of items) expect(item).not.toHaveProperty('lat');
    const pointsAre = (expected: GeoPoint | null) => async () => {
      const now = await Promise.all(items.map(async (item) => (await client.get<InventoryItem>(`/api/inventory/item/${item.id}`)).json));
      return now.every((item) => JSON.stringify(itemPoint(item)) === JSON.stringify(expected));
    };

    const zipped = await client.put<User>('/api/user', { zip: '98101' });
    expect(zipped.json).toMatchObject({ zip: '98101', location: 'Gotham City, ZZ', placeFound: true });
    await eventually(pointsAre(pointOf('98101')));

    const moved = await client.put<User>('/api/user', { zip: '33101' });
    expect(moved.json.placeFound).toBe(true);
    await eventually(pointsAre(pointOf('33101')));

    // Without the ZIP the location places the business; an unknown one leaves it (and its listings) without a point.
    expect((await client.put<User>('/api/user', { zip: '', location: 'Denver, CO' })).json).toMatchObject({ location: 'Denver, CO', placeFound: true });
    await eventually(pointsAre(pointOf('Denver, CO')));
    const unplaced = await client.put<User>('/api/user', { location: 'Atlantis, ZZ' });
    expect(unplaced.json).toMatchObject({ location: 'Atlantis, ZZ', placeFound: false });
    expect(unplaced.json).not.toHaveProperty('zip');
    await eventually(pointsAre(null));
    const record = await findUserById(unplaced.json.id);
    expect(record).not.toHaveProperty('lat');
    expect(record).not.toHaveProperty('gsi7sk');
  });

  it('places a business registered before points existed, and its listings, with the backfill', async () => {
    const { client, user } = await signedInBusiness({ location: 'Tulsa, OK' });
    const item = await createItem(client);
    // As the profile and the listing were before points: no point, no owners-near entry.
    await db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: { pk: `USER#${user.id}`, sk: 'PROFILE' }, UpdateExpression: 'REMOVE lat, lon, gsi7pk, gsi7sk' }));
    await db.send(new UpdateCommand({ TableName: TABLE_NAME, Key: { pk: `ITEM#${item.id}`, sk: 'ITEM' }, UpdateExpression: 'REMOVE lat, lon' }));
    expect((await client.get<User>('/api/user')).json.placeFound).toBe(false);

    const summary = await placeBusinesses(() => {});
    expect(summary.moved).toBeGreaterThanOrEqual(1);
    expect((await client.get<User>('/api/user')).json.placeFound).toBe(true);
    await eventually(async () => JSON.stringify(itemPoint((await client.get<InventoryItem>(`/api/inventory/item/${item.id}`)).json)) === JSON.stringify(pointOf('Tulsa, OK')));
    // Nothing left to move: a second run changes nothing of this business.
    const again = await findUserById(user.id);
    await placeBusinesses(() => {});
    expect(await findUserById(user.id)).toEqual(again);
  });
});

describe('owners near a point', () => {
  const PLACES = ['75201', '75202', '75204', 'Fort Worth, TX', 'Austin, TX', 'Houston, TX', 'Oklahoma City, OK', 'Denver, CO', 'Chicago, IL', 'Seattle, WA', 'Miami, FL', '99546'];
  const RADII = [1, 50, 100, 500, 1000];

  it('finds exactly the owners a haversine filter over every placed owner finds, nearest first', async () => {
    for (const place of PLACES) {
      const { client } = await signedInBusiness(/^\d{5}$/.test(place) ? { location: 'Gotham City, ZZ', zip: place } : { location: place });
      if (place === 'Houston, TX') await createItem(client);
    }
    // Every business (the business list's index, not the place index under test) that has a point.
    const placed = (
      await queryAll<{ id: number; lat?: number; lon?: number; itemCount: number }>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :businesses',
        ExpressionAttributeValues: { ':businesses': 'BUSINESSES' },
        ProjectionExpression: 'id, lat, lon, itemCount',
      })
    ).filter((record) => record.lat !== undefined);
    const origins = [...PLACES.slice(0, 5).map(pointOf), pointOf('Tulsa, OK'), pointOf('99546'), { lat: 39.5, lon: -98.35 }];
    for (const origin of origins) {
      for (const radiusMi of RADII) {
        const expected = placed
          .map((record) => ({ userId: Number(record.id), distanceMi: distanceMi(origin, { lat: record.lat!, lon: record.lon! }), itemCount: Number(record.itemCount) }))
          .filter((owner) => owner.distanceMi <= radiusMi)
          .sort((a, b) => a.distanceMi - b.distanceMi || a.userId - b.userId);
        expect(await ownersNear(origin, radiusMi), `${JSON.stringify(origin)} within ${radiusMi} mi`).toEqual(expected);
      }
    }
    const dallas = await ownersNear(pointOf('75201'), 1);
    expect(dallas.length).toBeGreaterThanOrEqual(2);
    const houston = await ownersNear(pointOf('Houston, TX'), 1);
    expect(houston.some((owner) => owner.itemCount === 1)).toBe(true);
  });
});
