import type { InventoryItem } from '@surplus/shared';
import type { ApiClient, ApiResponse } from '../../../src/api-client';

/** A request still unanswered after this long counts as a hang. */
export const HANG_MS = 10_000;

export interface LoadReport {
  requests: number;
  statuses: Record<number, number>;
  hangs: number;
  /** Network errors (the server closed the connection without an answer). */
  failures: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Latency of the slowest 503, to show outages are answered fast. */
  slowest503: number;
}

/**
 * What the API acknowledged, per item: the quantity of its last acknowledged write. An item whose last
 * write got no acknowledgement may hold either value, so both are accepted when reading back.
 */
export interface ItemLedger {
  owner: ApiClient;
  accepted: Set<number>;
  deleted: boolean | 'maybe';
}

interface Sample {
  status: number | 'hang' | 'failure';
  ms: number;
}

async function timed<T>(call: () => Promise<ApiResponse<T>>, samples: Sample[]): Promise<ApiResponse<T> | null> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), HANG_MS)));
  try {
    const result = await Promise.race([call(), hang]);
    samples.push({ status: result === 'hang' ? 'hang' : result.status, ms: performance.now() - started });
    return result === 'hang' ? null : result;
  } catch {
    samples.push({ status: 'failure', ms: performance.now() - started });
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/**
 * `workers` loops of mixed reads and writes until `stop()` says so. Each worker writes only items it
 * created itself, one request at a time, so the last acknowledged value of each item is known.
 */
export async function mixedLoad(options: { owners: ApiClient[]; workers: number; until: () => boolean; ledger: Map<number, ItemLedger> }) {
  const samples: Sample[] = [];
  const started = performance.now();
  let nextQuantity = 1;

  const worker = async (index: number) => {
    const owner = options.owners[index % options.owners.length]!;
    const mine: number[] = [];
    while (!options.until()) {
      const roll = Math.random();
      const id = mine[Math.floor(Math.random() * mine.length)];
      if (id === undefined || (roll >= 0.62 && roll < 0.8)) {
        const quantity = nextQuantity++;
        const category = quantity % 2 === 0 ? 'door' : 'part';
        const body = { category, name: `Load door ${quantity}`, itemId: `LOAD-${quantity}`, description: 'Created under load', quantity };
        const created = await timed(() => owner.post<InventoryItem>('/api/inventory', body), samples);
        // An unanswered create may or may not exist; it has no id to follow, and the counters check covers it.
        if (created?.status === 201) {
          mine.push(created.json.id);
          options.ledger.set(created.json.id, { owner, accepted: new Set([quantity]), deleted: false });
        }
      } else if (roll < 0.35) {
        await timed(() => owner.get(`/api/inventory/item/${id}`), samples);
      } else if (roll < 0.5) {
        await timed(() => owner.get('/api/inventory/stats'), samples);
      } else if (roll < 0.6) {
        await timed(() => owner.get('/api/inventory/user'), samples);
      } else if (roll < 0.62) {
        await timed(() => owner.get('/api/inventory/part'), samples);
      } else if (roll < 0.95) {
        const entry = options.ledger.get(id)!;
        const quantity = nextQuantity++;
        const answer = await timed(() => owner.put(`/api/inventory/${id}`, { quantity }), samples);
        if (answer?.status === 200) entry.accepted = new Set([quantity]);
        else entry.accepted.add(quantity);
      } else {
        const entry = options.ledger.get(id)!;
        const answer = await timed(() => owner.delete(`/api/inventory/${id}`), samples);
        if (answer?.status === 200) {
          entry.deleted = true;
          mine.splice(mine.indexOf(id), 1);
        } else {
          // Unacknowledged: it may be gone; stop writing it so its state stays decidable.
          entry.deleted = 'maybe';
          mine.splice(mine.indexOf(id), 1);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));

  const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const { status } of samples) if (typeof status === 'number') statuses[status] = (statuses[status] ?? 0) + 1;
  const report: LoadReport = {
    requests: samples.length,
    statuses,
    hangs: samples.filter((sample) => sample.status === 'hang').length,
    failures: samples.filter((sample) => sample.status === 'failure').length,
    seconds: (performance.now() - started) / 1000,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    slowest503: Math.round(Math.max(0, ...samples.filter((sample) => sample.status === 503).map((sample) => sample.ms))),
  };
  return report;
}

/** Every acknowledged write, read back through each owner's list: lost ones are returned, as descriptions. */
export async function lostWrites(ledger: Map<number, ItemLedger>): Promise<string[]> {
  const stored = new Map<number, InventoryItem>();
  for (const owner of new Set([...ledger.values()].map((entry) => entry.owner))) {
    const list = await owner.get<InventoryItem[]>('/api/inventory/user');
    if (list.status !== 200) throw new Error(`reading back failed: ${list.status} ${list.text}`);
    for (const item of list.json) stored.set(item.id, item);
  }
  const lost: string[] = [];
  for (const [id, entry] of ledger) {
    const item = stored.get(id);
    if (entry.deleted === true && item) lost.push(`item ${id} was deleted but is still there`);
    if (entry.deleted === false && !item) lost.push(`item ${id} is missing`);
    if (item && !entry.accepted.has(item.quantity)) lost.push(`item ${id} has quantity ${item.quantity}, acknowledged ${[...entry.accepted]}`);
  }
  return lost;
}
