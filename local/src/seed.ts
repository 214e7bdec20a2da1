import type { ImageUploadResponse, InventoryItem } from '@surplus/shared';
import { ApiClient, type ApiResponse } from './api-client';
import { DEMO_BUSINESSES, DEMO_PASSWORD, type DemoBusiness, type DemoItem } from './seed/catalogue';
import { rollUpDoorPng } from './seed/png';

const baseUrl = `http://localhost:${process.env.PORT ?? 3000}`;

/** Seeds through the public API, exactly as the browser would; running it again adds only what is missing. */
async function seed(): Promise<void> {
  try {
    await fetch(new URL('/api/csrf-token', baseUrl));
  } catch {
    console.error(`Nothing answers at ${baseUrl}: run npm start first (with the same PORT), then npm run seed.`);
    process.exit(1);
  }
  let created = 0;
  for (const business of DEMO_BUSINESSES) {
    const client = new ApiClient(baseUrl);
    await signIn(client, business);
    const mine = await expectOk<InventoryItem[]>(client.get('/api/inventory/user'), 'list own items');
    const existing = new Set(mine.map((item) => item.itemId));
    for (const item of business.items.filter((candidate) => !existing.has(candidate.itemId))) {
      await addItem(client, item);
      created += 1;
    }
    console.log(`${business.businessName}: ${business.items.length} listings (sign in as ${business.username})`);
  }
  console.log(`Seeded ${created} new listing(s) for ${DEMO_BUSINESSES.length} businesses at ${baseUrl}; password for all: ${DEMO_PASSWORD}`);
}

async function signIn(client: ApiClient, business: DemoBusiness): Promise<void> {
  const { items: _items, ...profile } = business;
  const registered = await client.post('/api/register', { ...profile, password: DEMO_PASSWORD });
  if (registered.status === 200 || registered.status === 201) return;
  // Seeded before: the username exists, so sign in instead.
  const loggedIn = await client.post('/api/login', { username: business.username, password: DEMO_PASSWORD });
  if (loggedIn.status !== 200) {
    throw new Error(`Cannot register or sign in ${business.username}: ${registered.status} ${registered.text} / ${loggedIn.status} ${loggedIn.text}`);
  }
}

async function addItem(client: ApiClient, item: DemoItem): Promise<void> {
  const form = new FormData();
  form.append('image', new Blob([rollUpDoorPng(item.color, item.open)], { type: 'image/png' }), `${item.itemId}.png`);
  const upload = await expectOk<ImageUploadResponse>(client.request('POST', '/api/upload/image', { body: form }), `upload the photo of ${item.itemId}`);
  const { color: _color, open: _open, specs, ...fields } = item;
  await expectOk(client.post('/api/inventory', { ...fields, ...specs, imageUrl: upload.url }), `create ${item.itemId}`);
}

async function expectOk<T>(request: Promise<ApiResponse>, what: string): Promise<T> {
  const { status, json, text } = await request;
  if (status < 200 || status > 299) throw new Error(`Could not ${what}: ${status} ${text}`);
  return json as T;
}

seed().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
