import { inject, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ORIGIN_HEADER } from '@surplus/functions/origin';
import { ApiClient } from '../../src/api-client';
import { newClient } from '../support/fixtures';
import { connect } from '../support/live-socket';

/** The API's own address (the execute-api URL's stand-in), where nothing adds the origin secret. */
const direct = () => new ApiClient(inject('apiOriginUrl'));

/** The status a WebSocket handshake at `baseUrl` ends with: 101 when it opened. */
function handshakeStatus(baseUrl: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL('/ws', baseUrl);
  url.protocol = 'ws:';
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    socket.once('error', reject);
  });
}

describe('origin check: only the edge may call the APIs', () => {
  it('refuses an HTTP route called without the origin header with a bare 403', async () => {
    for (const path of ['/api/inventory', '/api/csrf-token', '/api/inventory/stats']) {
      const response = await direct().raw('GET', path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ message: 'Forbidden' });
    }
  });

  it('refuses a wrong origin secret, and never trusts the viewer address sent with it', async () => {
    const login = await direct().raw('POST', '/api/login', {
      body: JSON.stringify({ username: 'someone', password: 'wrong-password-1' }),
      headers: { 'content-type': 'application/json', [ORIGIN_HEADER]: 'guessed', 'cloudfront-viewer-address': '203.0.113.9:443' },
    });
    expect(login.status).toBe(403);
    expect(await login.json()).toEqual({ message: 'Forbidden' });
  });

  it('passes what comes through the edge, which replaces an origin header the client sent', async () => {
    const response = await newClient().raw('GET', '/api/inventory/stats', { headers: { [ORIGIN_HEADER]: 'guessed' } });
    expect(response.status).toBe(200);
  });

  it('refuses a WebSocket handshake without the origin header with 403, and opens one through the edge', async () => {
    expect(await handshakeStatus(inject('apiOriginUrl'))).toBe(403);
    expect(await handshakeStatus(inject('apiOriginUrl'), { [ORIGIN_HEADER]: 'guessed' })).toBe(403);
    expect(await handshakeStatus(inject('baseUrl'), { [ORIGIN_HEADER]: 'guessed' })).toBe(101);
    const live = await connect();
    await live.next((message) => message.type === 'connection');
    live.socket.close();
  });
});
