import { describe, expect, it } from 'vitest';
import { createItem, signedInBusiness } from '../support/fixtures';
import { connect } from '../support/live-socket';

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
