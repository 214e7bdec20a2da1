import { ApiError } from '@surplus/shared';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../src/api/query-keys';
import { createQueryClient } from '../src/app/query-client';
import { invalidateInventoryReadBefore } from '../src/api/invalidate-inventory';

describe('invalidateInventoryReadBefore', () => {
  it('refetches what is on screen and was read before the time, by its answer or its refusal', async () => {
    const client = createQueryClient();
    const calls = { missing: 0, found: 0 };
    const missing = {
      queryKey: queryKeys.item(1),
      queryFn: () => ((calls.missing += 1), Promise.reject(ApiError.withMessage(404, 'Item not found'))),
      retryOnMount: false,
    };
    const found = { queryKey: queryKeys.item(2), queryFn: () => ((calls.found += 1), Promise.resolve({ id: 2 })) };
    const before = Date.now();
    await client.prefetchQuery(missing);
    await client.prefetchQuery(found);
    // On screen, as the page's components would read them.
    const observers = [new QueryObserver(client, missing), new QueryObserver(client, found)].map((observer) => observer.subscribe(() => undefined));
    expect(calls).toEqual({ missing: 1, found: 1 });

    await invalidateInventoryReadBefore(client, before);
    expect(calls).toEqual({ missing: 1, found: 1 });

    await invalidateInventoryReadBefore(client, Date.now() + 1);
    expect(calls).toEqual({ missing: 2, found: 2 });
    for (const unsubscribe of observers) unsubscribe();
  });
});
