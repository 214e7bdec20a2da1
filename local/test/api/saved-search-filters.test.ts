import { describe, expect, it } from 'vitest';
import type { NotificationPage, SavedSearch, UserNotification } from '@surplus/shared';
import { SAVED_SEARCH_EMPTY, SAVED_SEARCH_NO_MATCH, UNKNOWN_LOCATION } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { createItem, signedInBusiness, uniqueWord } from '../support/fixtures';

const saveSearch = (client: ApiClient, search: Record<string, string>) => client.post<SavedSearch>('/api/saved-searches', search);
const notifications = async (client: ApiClient) => (await client.get<NotificationPage>('/api/notifications?limit=50')).json.items;

/** Notifications come from the table stream: wait until `match` finds one (or time out). */
async function waitForNotification(client: ApiClient, match: (notification: UserNotification) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await notifications(client)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching notification');
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * The buyer's notifications once the stream has passed every write so far: a listing named with `word`,
 * written last, alerts the buyer's search for that word.
 */
async function settled(buyer: ApiClient, seller: ApiClient, word: string) {
  const marker = await createItem(seller, { name: `${word} marker`, category: 'part' });
  await waitForNotification(buyer, (notification) => notification.itemId === marker.id);
  return notifications(buyer);
}

const DOOR_12X14 = { category: 'door', widthIn: 144, heightIn: 168, doorType: 'sectional', insulated: true, material: 'steel' };

describe('saved searches with filters', () => {
  it('saves the list filters as the list routes read them, once, and lists them', async () => {
    const { client } = await signedInBusiness();
    const body = { category: 'door', doorType: 'sectional', insulated: '1', fitW: '144', fitH: '168', near: 'Dallas, TX', radiusMi: '200' };
    const saved = await saveSearch(client, body);
    expect(saved.status).toBe(201);
    expect(saved.json).toEqual({
      id: expect.any(String),
      category: 'door',
      filters: { doorType: ['sectional'], insulated: true, fitW: 144, fitH: 168, near: 'Dallas, TX', radiusMi: 200 },
      createdAt: expect.any(String),
    });

    // The same filters, values in another order: the search already saved.
    const again = await saveSearch(client, { ...body, doorType: ' sectional ' });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(saved.json.id);
    // Filters alone, without a text or a category, make a search too; other filters make another one.
    const filtersOnly = await saveSearch(client, { material: 'steel,aluminum', minW: '96' });
    expect(filtersOnly.status).toBe(201);
    expect(filtersOnly.json.filters).toEqual({ material: ['steel', 'aluminum'], minW: 96 });

    const listed = (await client.get<SavedSearch[]>('/api/saved-searches')).json;
    expect(listed.map((search) => search.id).sort()).toEqual([saved.json.id, filtersOnly.json.id].sort());
    expect(listed.find((search) => search.id === saved.json.id)).toEqual(saved.json);
    expect((await client.delete(`/api/saved-searches/${filtersOnly.json.id}`)).status).toBe(200);
    expect((await client.get<SavedSearch[]>('/api/saved-searches')).json.map((search) => search.id)).toEqual([saved.json.id]);
  });

  it('refuses an unknown place, bad filters and filters nothing can match, and saves nothing', async () => {
    const { client } = await signedInBusiness();
    const refusals: [Record<string, string>, string][] = [
      [{ near: 'Atlantis, ZZ' }, UNKNOWN_LOCATION],
      [{ near: '00000', category: 'door' }, UNKNOWN_LOCATION],
      [{ fitW: '144' }, 'fitW and fitH go together'],
      [{ fitW: '144', fitH: '2000' }, 'fitH must be a whole number of inches from 24 to 600'],
      [{ doorType: 'revolving' }, 'doorType must be one or more of'],
      [{ near: 'Dallas, TX', radiusMi: '0' }, 'radiusMi must be a whole number of miles from 1 to 1000'],
      [{ radiusMi: '50', q: 'door' }, 'radiusMi needs near'],
      [{ insulated: '0', q: 'door' }, 'insulated must be 1'],
      [{ doorType: 'sectional', partType: 'spring' }, SAVED_SEARCH_NO_MATCH],
      [{ category: 'part', material: 'steel' }, SAVED_SEARCH_NO_MATCH],
      [{ fitTol: '2' }, 'fitTol needs fitW and fitH'],
      [{ q: ' -- ' }, SAVED_SEARCH_EMPTY],
    ];
    for (const [body, message] of refusals) {
      const refused = await saveSearch(client, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json, JSON.stringify(body)).toEqual({ message: expect.stringContaining(message) });
    }
    expect((await client.get<SavedSearch[]>('/api/saved-searches')).json).toEqual([]);
  });
});

describe('alerts of searches with filters', () => {
  it('fire for a new or edited listing that passes the filters, filed under every category the filters allow, and not for others', async () => {
    const { client: buyer } = await signedInBusiness();
    const { client: seller } = await signedInBusiness();
    const word = uniqueWord('fit');
    const doorSearch = (await saveSearch(buyer, { fitW: '144', fitH: '168', doorType: 'sectional', insulated: '1' })).json;
    // Without a text, a category or a door-only filter: filed under doors and parts, so a part for the opening alerts it.
    const openingSearch = (await saveSearch(buyer, { fitW: '180', fitH: '180', fitTol: '1' })).json;
    await saveSearch(buyer, { q: word });

    const door = await createItem(seller, { ...DOOR_12X14, name: 'Overhead door', description: 'Good shape' });
    const withinTolerance = await createItem(seller, { ...DOOR_12X14, name: 'Overhead door', description: 'Good shape', widthIn: 146, heightIn: 166 });
    const readFromText = await createItem(seller, { category: 'door', doorType: 'sectional', insulated: true, name: "12' x 14' overhead door", description: 'Good shape' });
    const part = await createItem(seller, { category: 'part', partType: 'track', fitsWidthIn: 180, fitsHeightIn: 181, name: 'Track set', description: 'For a 15 by 15 door' });

    const tooSmall = await createItem(seller, { ...DOOR_12X14, name: 'Overhead door', description: 'Good shape', widthIn: 120, heightIn: 120 });
    const notInsulated = await createItem(seller, { ...DOOR_12X14, name: 'Overhead door', description: 'Good shape', insulated: false });
    const rolling = await createItem(seller, { ...DOOR_12X14, name: 'Overhead door', description: 'Good shape', doorType: 'rolling-steel' });
    const wrongPart = await createItem(seller, { category: 'part', partType: 'track', fitsWidthIn: 144, fitsHeightIn: 168, name: 'Track set', description: 'Rails' });
    const own = await createItem(buyer, { ...DOOR_12X14, name: 'Overhead door', description: 'Good shape' });
    // An edit that makes a listing pass the filters alerts, as a new one does.
    const resized = await createItem(seller, { ...DOOR_12X14, name: 'Overhead door', description: 'Good shape', widthIn: 96, heightIn: 96 });
    expect((await seller.put(`/api/inventory/${resized.id}`, { widthIn: 144, heightIn: 168 })).status).toBe(200);

    const all = await settled(buyer, seller, word);
    const searchOf = (itemId: number) => all.filter((notification) => notification.itemId === itemId).map((notification) => notification.type === 'search_match' && notification.searchId);
    for (const item of [door, withinTolerance, readFromText, resized]) expect(searchOf(item.id), item.name).toEqual([doorSearch.id]);
    expect(searchOf(part.id)).toEqual([openingSearch.id]);
    for (const item of [tooSmall, notInsulated, rolling, wrongPart, own]) expect(searchOf(item.id), `${item.id}`).toEqual([]);

    // The alert names the search's filters, so it reads as the search does.
    const alert = all.find((notification) => notification.itemId === door.id);
    expect(alert).toMatchObject({ type: 'search_match', filters: { fitW: 144, fitH: 168, doorType: ['sectional'], insulated: true } });
    expect(alert).not.toHaveProperty('q');
  });

  it('fire within the radius of the saved place and not beyond it', async () => {
    const { client: buyer } = await signedInBusiness();
    const { client: near } = await signedInBusiness({ location: 'Denton, TX' });
    const { client: far } = await signedInBusiness({ location: 'Houston, TX' });
    const word = uniqueWord('near');
    const search = (await saveSearch(buyer, { category: 'door', fitW: '144', fitH: '168', near: 'Dallas, TX', radiusMi: '100' })).json;
    await saveSearch(buyer, { q: word });

    const close = await createItem(near, { ...DOOR_12X14, name: 'Overhead door', description: 'Good shape' });
    const distant = await createItem(far, { ...DOOR_12X14, name: 'Overhead door', description: 'Good shape' });
    const all = await settled(buyer, near, word);
    expect(all.filter((notification) => notification.itemId === close.id)).toMatchObject([{ searchId: search.id, filters: { near: 'Dallas, TX', radiusMi: 100 } }]);
    expect(all.filter((notification) => notification.itemId === distant.id)).toEqual([]);
  });
});
