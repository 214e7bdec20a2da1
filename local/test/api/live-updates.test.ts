import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveUpdateMessage } from '@surplus/shared';
import { createItem, signedInBusiness } from '../support/fixtures';

/** A /ws client that records every message and can wait for one that matches. */
async function connect() {
  const url = new URL('/ws', inject('baseUrl'));
  url.protocol = 'ws:';
  const socket = new WebSocket(url);
  const messages: LiveUpdateMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as LiveUpdateMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'ping', timestamp: Date.now() }));

  async function next(match: (message: LiveUpdateMessage) => boolean, timeoutMs = 10_000): Promise<LiveUpdateMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  return { socket, messages, next };
}

describe('live updates over /ws', () => {
  it('greets with connection and answers pings', async () => {
    const client = await connect();
    await client.next((message) => message.type === 'connection');
    await client.next((message) => message.type === 'pong');
    client.socket.close();
  });

  it('broadcasts new_item, update_item and delete_item to every client', async () => {
    const [first, second] = await Promise.all([connect(), connect()]);
    await Promise.all([first, second].map((client) => client.next((message) => message.type === 'connection')));
    const { client } = await signedInBusiness();

    const item = await createItem(client);
    for (const listener of [first, second]) {
      const added = await listener.next((message) => message.type === 'new_item' && message.item.id === item.id);
      expect(added).toEqual({ type: 'new_item', item });
    }

    const updated = (await client.put(`/api/inventory/${item.id}`, { quantity: 7 })).json;
    expect(await first.next((message) => message.type === 'update_item' && message.item.id === item.id)).toEqual({
      type: 'update_item',
      item: updated,
    });

    await client.delete(`/api/inventory/${item.id}`);
    expect(await second.next((message) => message.type === 'delete_item' && message.id === item.id)).toEqual({
      type: 'delete_item',
      id: item.id,
    });
    first.socket.close();
    second.socket.close();
  });

  it('keeps broadcasting after a client vanishes without closing', async () => {
    const vanished = await connect();
    await vanished.next((message) => message.type === 'connection');
    vanished.socket.terminate();
    const listener = await connect();
    await listener.next((message) => message.type === 'connection');
    const { client } = await signedInBusiness();
    const item = await createItem(client);
    await listener.next((message) => message.type === 'new_item' && message.item.id === item.id);
    listener.socket.close();
  });
});
