import { inject } from 'vitest';
import WebSocket from 'ws';
import type { LiveUpdateMessage } from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';

/**
 * A /ws client that records every message and can wait for one that matches. With `as`, the handshake
 * carries that client's cookies, as a signed-in browser's does.
 */
export async function connect(as?: ApiClient) {
  const url = new URL('/ws', inject('baseUrl'));
  url.protocol = 'ws:';
  const socket = new WebSocket(url, as ? { headers: { cookie: as.cookieHeader() } } : undefined);
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
