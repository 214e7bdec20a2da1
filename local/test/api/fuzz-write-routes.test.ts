import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { itemCreateSchema, itemUpdateSchema, presignSchema, type InventoryItem } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { createItem, expectRefused, itemFields, signedInBusiness, storedState } from '../support/fixtures';
import { isAccepted, jsonishContentType, mutatedBody, refusedBodyStatuses } from '../support/hostile-bodies';

/** Runs per property: enough to cover every mutation kind several times, few enough to stay in seconds. */
const RUNS = 80;

/** `{id}` values that are malformed, or well-formed but of no item (ids this test run never reaches). */
const hostileId = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '01', ' 1', 'NaN', 'Infinity', '9'.repeat(16), '9'.repeat(400), 'null', '__proto__', '%00', '..'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.bigInt({ min: 10n ** 12n, max: 10n ** 15n - 1n }).map(String),
);

const IMAGE_MAGIC_FIRST_BYTES = new Set([0x89, 0xff, 0x47, 0x52]);

describe('fuzzed write routes: every bad request is a 4xx with a message and changes nothing', () => {
  let owner: ApiClient;
  let item: InventoryItem;
  let before: Awaited<ReturnType<typeof storedState>>;
  const send = (method: string, path: string, body: string, contentType: string) =>
    owner.request(method, path, { body, headers: { 'content-type': contentType } });
  const expectUnchanged = async () => expect(await storedState(owner, item.id)).toEqual(before);

  beforeAll(async () => {
    owner = (await signedInBusiness()).client;
    item = await createItem(owner);
    before = await storedState(owner, item.id);
  });

  it('POST /api/inventory', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedBody(itemFields()), jsonishContentType, async (body, contentType) => {
        fc.pre(!isAccepted(itemCreateSchema, body));
        expectRefused(await send('POST', '/api/inventory', body, contentType), refusedBodyStatuses);
        await expectUnchanged();
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/inventory/{id}: hostile bodies', async () => {
    const valid = { name: 'Renamed door', quantity: 3, category: 'part', description: 'Changed by the owner', imageUrl: '' };
    await fc.assert(
      fc.asyncProperty(mutatedBody(valid), jsonishContentType, async (body, contentType) => {
        fc.pre(!isAccepted(itemUpdateSchema, body));
        expectRefused(await send('PUT', `/api/inventory/${item.id}`, body, contentType), refusedBodyStatuses);
        await expectUnchanged();
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT and DELETE /api/inventory/{id}: hostile ids', async () => {
    await fc.assert(
      fc.asyncProperty(hostileId, fc.constantFrom('PUT', 'DELETE'), async (id, method) => {
        const path = `/api/inventory/${encodeURIComponent(id)}`;
        const response = method === 'PUT' ? await owner.put(path, { quantity: 5 }) : await owner.delete(path);
        expectRefused(response, [400, 404, 405]);
        await expectUnchanged();
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/upload/presign', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedBody({ contentType: 'image/png', size: 1000 }), jsonishContentType, async (body, contentType) => {
        fc.pre(!isAccepted(presignSchema, body));
        expectRefused(await send('POST', '/api/upload/presign', body, contentType), refusedBodyStatuses);
      }),
      { numRuns: RUNS },
    );
  });

  describe('POST /api/upload/image', () => {
    // Files only: the variant folders (thumbs/, display/) appear whenever the first upload's variants are made.
    const storedObjects = async () => {
      const entries = await readdir(join(inject('dataDir'), 's3', 'surplus-images', 'uploads'), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile()).length;
    };

    it('refuses bytes that are not an image, whatever the name and declared type', async () => {
      const objects = await storedObjects();
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ minLength: 1, maxLength: 4096 }).filter((bytes) => !IMAGE_MAGIC_FIRST_BYTES.has(bytes[0]!)),
          fc.oneof(fc.constantFrom('photo.png', 'x.jpg', '../../evil.png', 'a.svg', 'a.html', '.png', 'a\u0000.png'), fc.string({ maxLength: 30 })),
          fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
          async (bytes, filename, type) => {
            const form = new FormData();
            form.append('image', new Blob([bytes], { type }), filename);
            expectRefused(await owner.request('POST', '/api/upload/image', { body: form }), [400]);
          },
        ),
        { numRuns: RUNS },
      );
      expect(await storedObjects()).toBe(objects);
    });

    it('refuses malformed multipart bodies and other content types', async () => {
      const objects = await storedObjects();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string({ unit: 'binary', maxLength: 500 }), fc.constantFrom('', '--x\r\n', '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\n')),
          fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data', 'multipart/form-data; boundary=', 'text/plain', 'application/json', 'image/png'),
          async (body, contentType) => {
            expectRefused(await send('POST', '/api/upload/image', body, contentType), [400, 413, 415]);
          },
        ),
        { numRuns: RUNS },
      );
      expect(await storedObjects()).toBe(objects);
    });
  });
});
