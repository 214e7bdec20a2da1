import { describe, expect, it } from 'vitest';
import type { InventoryItem, ItemPage } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { createItem, itemFields, newClient, signedInBusiness, storedState, uniqueWord } from '../support/fixtures';

const doorSpecs = {
  doorType: 'sectional',
  widthIn: 144,
  heightIn: 168,
  material: 'steel',
  insulated: true,
  rValue: 16.5,
  color: 'White',
  windRated: false,
};
const partSpecs = { partType: 'spring', fitsWidthIn: 120, fitsHeightIn: 96 };

const specsOf = (item: object) =>
  Object.fromEntries(Object.entries(item).filter(([field]) => field in doorSpecs || field in partSpecs));

/** Every route that answers the listing, each with the listing as it answered it. */
async function everyAnswerOf(owner: ApiClient, userId: number, item: InventoryItem, word: string) {
  const visitor = newClient();
  const byOwner = `owner=${userId}`;
  const answers = await Promise.all([
    visitor.get<InventoryItem>(`/api/inventory/item/${item.id}`).then((response) => [response.json]),
    visitor.get<InventoryItem[]>(`/api/inventory?${byOwner}`).then((response) => response.json),
    visitor.get<ItemPage>(`/api/inventory?${byOwner}&limit=10`).then((response) => response.json.items),
    visitor.get<InventoryItem[]>(`/api/inventory/${item.category}?${byOwner}`).then((response) => response.json),
    visitor.get<ItemPage>(`/api/inventory?q=${word}&limit=10`).then((response) => response.json.items),
    owner.get<InventoryItem[]>('/api/inventory/user').then((response) => response.json),
    owner.get<ItemPage>('/api/inventory/user?limit=10').then((response) => response.json.items),
  ]);
  return answers.map((items) => items.find((answered) => answered.id === item.id));
}

describe('listing specs', () => {
  it('creates a door and a part with every spec, and every item answer carries them', async () => {
    const { client, user } = await signedInBusiness();
    const word = uniqueWord('spec');
    const door = await createItem(client, { ...doorSpecs, name: `Door ${word}`, color: '  White  ' });
    expect(specsOf(door)).toEqual(doorSpecs);
    const part = await createItem(client, { ...partSpecs, category: 'part', name: `Spring ${word}` });
    expect(specsOf(part)).toEqual(partSpecs);

    for (const answered of await everyAnswerOf(client, user.id, door, word)) expect(answered && specsOf(answered)).toEqual(doorSpecs);
    for (const answered of await everyAnswerOf(client, user.id, part, word)) expect(answered && specsOf(answered)).toEqual(partSpecs);
  });

  it('takes numbers and yes/no as text, as forms send them', async () => {
    const { client } = await signedInBusiness();
    const door = await createItem(client, { widthIn: '120', heightIn: '96', insulated: 'yes', windRated: 'no', rValue: '9' });
    expect(specsOf(door)).toEqual({ widthIn: 120, heightIn: 96, insulated: true, windRated: false, rValue: 9 });
  });

  it('stores no color for a blank one, and a blank color on update removes it', async () => {
    const { client } = await signedInBusiness();
    const door = await createItem(client, { color: '   ', widthIn: 96 });
    expect(specsOf(door)).toEqual({ widthIn: 96 });
    await client.put(`/api/inventory/${door.id}`, { color: 'Red' });
    const blanked = await client.put<InventoryItem>(`/api/inventory/${door.id}`, { color: '' });
    expect(specsOf(blanked.json)).toEqual({ widthIn: 96 });
    expect(specsOf((await client.get<InventoryItem>(`/api/inventory/item/${door.id}`)).json)).toEqual({ widthIn: 96 });
  });

  it.each([
    ['door type', { doorType: 'garage' }, 'doorType: Door type must be one of sectional, rolling-steel, sheet, high-speed, fire-rated, other'],
    ['width below the limit', { widthIn: 23 }, 'widthIn: Width must be a whole number of inches from 24 to 600'],
    ['height above the limit', { heightIn: 601 }, 'heightIn: Height must be a whole number of inches from 24 to 600'],
    ['fractional width', { widthIn: 120.5 }, 'widthIn: Width must be a whole number of inches from 24 to 600'],
    ['width as words', { widthIn: 'twelve feet' }, 'widthIn: Width must be a whole number of inches from 24 to 600'],
    ['material', { material: 'glass' }, 'material: Material must be one of steel, aluminum, wood, fiberglass, vinyl, other'],
    ['insulated', { insulated: 'maybe' }, 'insulated: Insulated must be true or false'],
    ['R-value', { rValue: 41 }, 'rValue: R-value must be a number from 0 to 40'],
    ['negative R-value', { rValue: -1 }, 'rValue: R-value must be a number from 0 to 40'],
    ['color', { color: 'x'.repeat(31) }, 'color: Color must be at most 30 characters long'],
    ['color as a number', { color: 7 }, 'color: Color must be text'],
    ['wind rated', { windRated: 2 }, 'windRated: Wind rated must be true or false'],
    ['part type', { category: 'part', partType: 'hinge' }, 'partType: Part type must be one of spring, opener, track, roller, panel, cable, drum, weatherseal, hardware, motor, remote, other'],
    ['fits width', { category: 'part', fitsWidthIn: 0 }, 'fitsWidthIn: Fits width must be a whole number of inches from 24 to 600'],
    ['fits height', { category: 'part', fitsHeightIn: 'tall' }, 'fitsHeightIn: Fits height must be a whole number of inches from 24 to 600'],
    ['door specs on a part', { category: 'part', widthIn: 120, insulated: true }, 'widthIn, insulated: door specs apply to doors only'],
    ['part specs on a door', { category: 'door', partType: 'spring' }, 'partType: part specs apply to parts only'],
  ])('answers 400 for a bad %s and writes nothing', async (_label, change, message) => {
    const { client } = await signedInBusiness();
    const response = await client.post('/api/inventory', itemFields(change));
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message });
    expect((await client.get<InventoryItem[]>('/api/inventory/user')).json).toEqual([]);
  });

  it('updates a spec, removes one with null, and keeps the rest', async () => {
    const { client } = await signedInBusiness();
    const door = await createItem(client, doorSpecs);
    const changed = await client.put<InventoryItem>(`/api/inventory/${door.id}`, { widthIn: 120, color: null, rValue: null });
    expect(changed.status).toBe(200);
    const { color: _color, rValue: _rValue, ...kept } = doorSpecs;
    expect(specsOf(changed.json)).toEqual({ ...kept, widthIn: 120 });
    expect(specsOf((await client.get<InventoryItem>(`/api/inventory/item/${door.id}`)).json)).toEqual({ ...kept, widthIn: 120 });
  });

  it('drops the stored specs of the old category when the category changes', async () => {
    const { client } = await signedInBusiness();
    const door = await createItem(client, doorSpecs);
    const part = await client.put<InventoryItem>(`/api/inventory/${door.id}`, { category: 'part', partType: 'opener' });
    expect(part.status).toBe(200);
    expect(specsOf(part.json)).toEqual({ partType: 'opener' });
    const stored = (await client.get<InventoryItem>(`/api/inventory/item/${door.id}`)).json;
    expect(specsOf(stored)).toEqual({ partType: 'opener' });

    const backToDoor = await client.put<InventoryItem>(`/api/inventory/${door.id}`, { category: 'door' });
    expect(specsOf(backToDoor.json)).toEqual({});
  });

  it.each([
    ['a bad spec', { widthIn: 700 }, 'widthIn: Width must be a whole number of inches from 24 to 600'],
    ['part specs on a door', { fitsWidthIn: 120 }, 'fitsWidthIn: part specs apply to parts only'],
    ['door specs with a change to part', { category: 'part', doorType: 'sheet' }, 'doorType: door specs apply to doors only'],
    ['null for the category', { category: null }, expect.stringMatching(/^category: /)],
  ])('refuses an update with %s and changes nothing', async (_label, change, message) => {
    const { client } = await signedInBusiness();
    const door = await createItem(client, doorSpecs);
    const before = await storedState(client, door.id);
    const response = await client.put(`/api/inventory/${door.id}`, change);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message });
    expect(await storedState(client, door.id)).toEqual(before);
  });
});
