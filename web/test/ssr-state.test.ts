import { ApiError } from '@surplus/shared';
import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../src/api/query-keys';
import { createQueryClient } from '../src/app/query-client';
import { hydrateServerState, serializeState, SSR_STATE_ID } from '../src/ssr/ssr-state';

/** A server's query cache carried to a browser's, through the page's JSON block. */
function carried(serverClient: ReturnType<typeof createQueryClient>) {
  const state = serializeState(dehydrate(serverClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }));
  document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`;
  const browserClient = createQueryClient();
  expect(hydrateServerState(browserClient, document)).toBe(true);
  return browserClient;
}

describe('server state', () => {
  it("carries a refused call's ApiError with its status and body, and any other error's message", async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: queryKeys.item(7), queryFn: () => Promise.reject(ApiError.withMessage(404, 'Item not found')) });
    await server.prefetchQuery({ queryKey: queryKeys.business(3), queryFn: () => Promise.reject(new Error('socket hang up')) });
    await server.prefetchQuery({ queryKey: queryKeys.stats, queryFn: () => Promise.resolve({ doors: 1 }) });

    const browser = carried(server);
    const missing = browser.getQueryState(queryKeys.item(7))?.error;
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, body: { message: 'Item not found' }, message: '404: {"message":"Item not found"}' });
    const failed = browser.getQueryState(queryKeys.business(3))?.error;
    expect([failed instanceof ApiError, failed?.message]).toEqual([false, 'socket hang up']);
    expect(browser.getQueryData(queryKeys.stats)).toEqual({ doors: 1 });
  });

  it('is false on a page the server did not render', () => {
    document.body.innerHTML = '';
    expect(hydrateServerState(createQueryClient(), document)).toBe(false);
  });
});
