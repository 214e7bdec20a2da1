// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadDeferred, serverPart } from '../src/components/deferred';

describe('the deferred components on the server', { timeout: 30_000 }, () => {
  it("come from the page renderer's own imports, every one the layout renders", async () => {
    // Loading the page renderer (its route table and layout) registers the server's imports and declares every deferred component.
    await import('../src/ssr/render-page');
    await expect(preloadDeferred()).resolves.toBeDefined();
  });

  it('fail loudly when one has no import on the server', async () => {
    await expect(serverPart('NoSuchPart')()).rejects.toThrow('deferred component NoSuchPart');
  });
});
