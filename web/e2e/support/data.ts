import type { ImageUploadResponse, InventoryItem } from '@surplus/shared';
import type { ApiClient } from '../../../local/src/api-client';
import { rollUpDoorPng, type Rgb } from '../../../local/src/seed/png';
import { createItem, signedInBusiness, unique, uniqueWord } from '../../../local/test/support/fixtures';

export { createItem, signedInBusiness, unique, uniqueWord };

/** An item with a photo, uploaded the way the seed script does it. */
export async function createItemWithImage(client: ApiClient, overrides: Record<string, unknown> = {}, color: Rgb = [180, 90, 40]): Promise<InventoryItem> {
  const form = new FormData();
  form.append('image', new Blob([rollUpDoorPng(color, 0.35)], { type: 'image/png' }), 'door.png');
  const upload = await client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: form });
  if (upload.status !== 200 && upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${upload.text}`);
  return createItem(client, { ...overrides, imageUrl: upload.json.url });
}
