import WebSocket from 'ws';
import type { InventoryItem, LiveUpdateMessage } from '@surplus/shared';
import { SAVED_SEARCHES_MAX } from '@surplus/shared';
import { ApiClient } from '../local/src/api-client';
import { BENCH_PASSWORD } from './seed-data';
import { median, percentile } from './stats';

export interface AlertResult {
  size: number;
  savedSearches: number;
  listings: number;
  /** From the create request's start to the spec's `new_item` broadcast on an anonymous socket. */
  broadcastP50: number;
  /** From the create request's start to the `notification` on the searcher's own socket. */
  alertP50: number;
  alertP99: number;
}

/** Searches buyers of this catalogue would save: words of its door and part kinds, specs and notes. */
const QUERIES = [
  'insulated', 'torsion spring', '12x14', 'hurricane', 'fire rated', 'sectional', 'guide rails 10 ft', 'galvalume', 'chain hoist',
  'rolling steel', 'counter shutter', 'photo eye', 'bottom bar', 'weatherstrip', 'trolley operator', 'slats 22 gauge', 'wind lock',
  'barrel axle', 'remote transmitter', 'limit switch', 'heavy duty', 'grille', 'hood brackets', 'crated', 'never installed',
];
const LISTINGS = 30;
const TIMEOUT_MS = 30_000;

async function register(baseUrl: string, tag: string): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  const username = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const answer = await client.post('/api/register', {
    username, password: BENCH_PASSWORD, businessName: `Bench ${tag}`, email: `${username}@example.test`, phone: '+1 555 0100', location: 'Dayton, OH',
  });
  if (answer.status !== 201) throw new Error(`Register failed: ${answer.status} ${answer.text}`);
  return client;
}

/** A socket that remembers when each message arrived. */
async function listen(baseUrl: string, as?: ApiClient) {
  const url = new URL('/ws', baseUrl);
  url.protocol = 'ws:';
  const socket = new WebSocket(url, as ? { headers: { cookie: as.cookieHeader() } } : undefined);
  const arrivals: { at: number; message: LiveUpdateMessage }[] = [];
  socket.on('message', (data) => arrivals.push({ at: performance.now(), message: JSON.parse(data.toString()) as LiveUpdateMessage }));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const arrival = async (match: (message: LiveUpdateMessage) => boolean) => {
    const deadline = Date.now() + TIMEOUT_MS;
    for (;;) {
      const found = arrivals.find((candidate) => match(candidate.message));
      if (found) return found.at;
      if (Date.now() > deadline) throw new Error('A live message did not arrive within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return { socket, arrival };
}

/**
 * Alert latency with `savedSearches` saved searches of other buyers in the table (20 per buyer, the
 * catalogue's words): a seller creates listings one at a time that match the measured buyer's search,
 * and the time to the buyer's notification is set beside the time to the spec's broadcast.
 */
export async function measureAlerts(baseUrl: string, size: number, savedSearches: number, log: (line: string) => void): Promise<AlertResult> {
  for (let made = 0; made < savedSearches; made += SAVED_SEARCHES_MAX) {
    const buyer = await register(baseUrl, 'alertbg');
    for (let index = made; index < Math.min(savedSearches, made + SAVED_SEARCHES_MAX); index++) {
      const query = QUERIES[index % QUERIES.length] as string;
      const saved = await buyer.post('/api/saved-searches', index % 3 === 0 ? { q: query, category: 'door' } : { q: query });
      if (saved.status !== 201) throw new Error(`Saving a search failed: ${saved.status} ${saved.text}`);
    }
  }
  log(`  ${savedSearches.toLocaleString('en-US')} saved searches of other buyers`);

  const buyer = await register(baseUrl, 'alertbuyer');
  const seller = await register(baseUrl, 'alertseller');
  await buyer.post('/api/saved-searches', { q: 'insulated sectional' });
  const [mine, anonymous] = await Promise.all([listen(baseUrl, buyer), listen(baseUrl)]);
  const broadcast: number[] = [];
  const alert: number[] = [];
  try {
    for (let index = 0; index < LISTINGS; index++) {
      const started = performance.now();
      const created = await seller.post<InventoryItem>('/api/inventory', {
        category: 'door', name: `Insulated sectional door ${index}`, itemId: `ALERT-${index}`,
        description: 'Polyurethane-insulated slats, never installed; crated.', quantity: 1,
      });
      if (created.status !== 201) throw new Error(`Create failed: ${created.status} ${created.text}`);
      const id = created.json.id;
      const [broadcastAt, alertAt] = await Promise.all([
        anonymous.arrival((message) => message.type === 'new_item' && message.item.id === id),
        mine.arrival((message) => message.type === 'notification' && message.notification.itemId === id),
      ]);
      broadcast.push(broadcastAt - started);
      alert.push(alertAt - started);
    }
  } finally {
    mine.socket.close();
    anonymous.socket.close();
  }
  return { size, savedSearches, listings: LISTINGS, broadcastP50: median(broadcast), alertP50: median(alert), alertP99: percentile(alert, 99) };
}
