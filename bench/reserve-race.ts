import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Hold, INQUIRY_LIMITS, type InventoryItem, type ItemCreateInput } from '@surplus/shared';
import type { UserRecord } from '../functions/src/data/users/users';
import { ApiClient } from '../local/src/api-client';
import { type Session, signIn } from './load-routes';
import { BENCH_PASSWORD } from './seed-data';
import { timedRequest } from './timed-request';
import { median, percentile } from './stats';

/** Buyers reserving one unit each at the same moment, and the units the listing has. */
export const RESERVE_BUYERS = 40;
export const RESERVE_UNITS = 5;
const UNIT_PRICE_CENTS = 45_000;
/** After the listings are created and after the single reservation: the stream poller's work (200 ms a pass) is done before the next timing. */
const SETTLE_MS = 1000;

export interface ReserveResult {
  size: number;
  /** Measured rounds (one more, unmeasured but checked, ran first). */
  rounds: number;
  buyers: number;
  units: number;
  /** Milliseconds, every reservation of the measured rounds: request start to the answer's end. */
  p50: number;
  p99: number;
  /** The 201s and the 409s apart. */
  wonP50: number;
  lostP50: number;
  /** One reservation at a time, nothing else running: one per round, on a listing of its own. */
  singleP50: number;
  singleP99: number;
  /** The 409s' messages, once each. */
  lostMessages: string[];
}

interface Buyer {
  username: string;
  /** New threads the buyer opened in this process: a won reservation of a new listing opens one. */
  threads: number;
}

/** An error answer's `{ message }`. */
const messageOf = (text: string) => {
  try {
    return String((JSON.parse(text) as { message?: unknown }).message ?? text);
  } catch {
    return text;
  }
};

/**
 * The reservation race, at each size: a seller lists RESERVE_UNITS units at a fixed price, RESERVE_BUYERS signed-in
 * buyers (seeded businesses, the small sellers from the end of the list) each look at the listing and then all reserve
 * one unit at the same moment, each on a connection of its own opened just before. Exactly RESERVE_UNITS must get a 201,
 * the others a 409, and the listing must have nothing available afterwards; anything else stops the benchmark. The
 * buyers persist across sizes: a buyer whose won reservations reached the hour's limit of new threads is replaced.
 */
export function createReserveRace() {
  const pool: Buyer[] = [];
  /** Seeded businesses taken as buyers so far, from the end of the list. */
  let taken = 0;

  const nextBuyer = (owners: readonly UserRecord[], seller: UserRecord): Buyer => {
    for (;;) {
      const owner = owners[owners.length - 1 - taken];
      taken += 1;
      if (!owner) throw new Error(`The reservation race ran out of seeded businesses to buy with (${taken} taken): fewer BENCH_RESERVE_ROUNDS`);
      if (owner.id !== seller.id) return { username: owner.username, threads: 0 };
    }
  };

  return async function measure(baseUrl: string, size: number, owners: readonly UserRecord[], rounds: number, log: (line: string) => void): Promise<ReserveResult> {
    const sellerRecord = owners[1] ?? owners[0];
    if (!sellerRecord) throw new Error('No business was seeded');
    const seller = new ApiClient(baseUrl);
    const login = await seller.post('/api/login', { username: sellerRecord.username, password: BENCH_PASSWORD });
    if (login.status !== 200) throw new Error(`Sign-in as ${sellerRecord.username} failed: ${login.status} ${login.text}`);

    // A buyer at the limit would get a 429 for its next new thread: each takes part in at most one reservation per round.
    const full = (buyer: Buyer) => buyer.threads >= INQUIRY_LIMITS.threadsPerHour;
    const signedIn = new Map<Buyer, { session: Session; agent: Agent }>();
    const seat = async (buyer: Buyer) => {
      signedIn.set(buyer, { session: await signIn(baseUrl, buyer.username, BENCH_PASSWORD), agent: new Agent({ keepAlive: true, maxSockets: 1 }) });
    };
    const refill = async () => {
      for (let index = 0; index < RESERVE_BUYERS; index++) {
        const buyer = pool[index];
        if (buyer && !full(buyer)) continue;
        if (buyer) {
          signedIn.get(buyer)?.agent.destroy();
          signedIn.delete(buyer);
        }
        pool[index] = nextBuyer(owners, sellerRecord);
      }
      await Promise.all(pool.filter((buyer) => !signedIn.has(buyer)).map(seat));
    };
    const of = (buyer: Buyer) => signedIn.get(buyer) as { session: Session; agent: Agent };
    const reserve = (buyer: Buyer, item: InventoryItem) => timedRequest(baseUrl, of(buyer).agent, of(buyer).session, 'POST', `/api/inventory/${item.id}/holds`, { quantity: 1 });
    // Untimed, and again once when the server closed the kept-alive connection as it was reused.
    const look = (buyer: Buyer, item: InventoryItem) => {
      const get = () => timedRequest(baseUrl, of(buyer).agent, of(buyer).session, 'GET', `/api/inventory/item/${item.id}`);
      return get().catch(get);
    };

    let listed = 0;
    const list = async (): Promise<InventoryItem> => {
      listed += 1;
      const body: ItemCreateInput = {
        category: 'door',
        name: '10x10 Insulated Steel Roll-Up Door, last units',
        itemId: `RESERVE-${size}-${listed}-${Date.now().toString(36)}`,
        description: 'Listed by the benchmark for the reservation race: crated, never installed.',
        quantity: RESERVE_UNITS,
        priceMode: 'fixed',
        unitPriceCents: UNIT_PRICE_CENTS,
      };
      const created = await seller.post<InventoryItem>('/api/inventory', body);
      if (created.status !== 201) throw new Error(`Listing for the reservation race failed: ${created.status} ${created.text}`);
      return created.json;
    };

    const all: number[] = [];
    const won: number[] = [];
    const lost: number[] = [];
    const single: number[] = [];
    const lostMessages = new Set<string>();
    try {
      // Round 0 is not timed: the first reservations would pay for loading the deal code.
      for (let round = 0; round <= rounds; round++) {
        await refill();
        const [race, alone] = [await list(), await list()];
        await sleep(SETTLE_MS);

        const solo = pool[round % pool.length] as Buyer;
        await look(solo, alone);
        const one = await reserve(solo, alone);
        if (one.status !== 201) throw new Error(`A single reservation answered ${one.status}: ${one.text}`);
        solo.threads += 1;
        await sleep(SETTLE_MS);

        // Every buyer looks at the listing on its own connection, then all reserve in the same tick.
        await Promise.all(pool.map((buyer) => look(buyer, race)));
        const answers = await Promise.all(pool.map((buyer) => reserve(buyer, race)));

        const counts = new Map<number, number>();
        for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
        const wins = counts.get(201) ?? 0;
        const losses = counts.get(409) ?? 0;
        const after = await seller.get<InventoryItem>(`/api/inventory/item/${race.id}`);
        const holds = answers.filter((answer) => answer.status === 201).map((answer) => JSON.parse(answer.text) as Hold);
        const wrongHold = holds.find((hold) => hold.itemId !== race.id || hold.quantity !== 1 || hold.status !== 'active');
        if (wins !== RESERVE_UNITS || losses !== RESERVE_BUYERS - RESERVE_UNITS || after.json?.availableQuantity !== 0 || after.json?.heldQuantity !== RESERVE_UNITS || wrongHold) {
          const others = answers.filter((answer) => answer.status !== 201 && answer.status !== 409).slice(0, 3).map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`);
          throw new Error(
            `Reservation race on listing ${race.id} (round ${round}, ${sizeText(size)} listings) went wrong: ` +
              `${[...counts].map(([status, count]) => `${count} x ${status}`).join(', ')} (want ${RESERVE_UNITS} x 201, ${RESERVE_BUYERS - RESERVE_UNITS} x 409); ` +
              `afterwards availableQuantity ${after.json?.availableQuantity} (want 0), heldQuantity ${after.json?.heldQuantity} (want ${RESERVE_UNITS})` +
              (wrongHold ? `; a hold ${JSON.stringify(wrongHold)}` : '') +
              (others.length ? `; other answers: ${others.join(' | ')}` : ''),
          );
        }
        answers.forEach((answer, index) => {
          if (answer.status === 201) (pool[index] as Buyer).threads += 1;
          else lostMessages.add(messageOf(answer.text));
        });
        if (round === 0) continue;
        single.push(one.ms);
        for (const answer of answers) {
          all.push(answer.ms);
          (answer.status === 201 ? won : lost).push(answer.ms);
        }
      }
    } finally {
      for (const { agent } of signedIn.values()) agent.destroy();
    }
    const result: ReserveResult = {
      size,
      rounds,
      buyers: RESERVE_BUYERS,
      units: RESERVE_UNITS,
      p50: median(all),
      p99: percentile(all, 99),
      wonP50: median(won),
      lostP50: median(lost),
      singleP50: median(single),
      singleP99: percentile(single, 99),
      lostMessages: [...lostMessages],
    };
    log(
      `  ${rounds} rounds of ${RESERVE_BUYERS} buyers for ${RESERVE_UNITS} units: ${RESERVE_UNITS} x 201 and ${RESERVE_BUYERS - RESERVE_UNITS} x 409 each, nothing left; ` +
        `p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms (201 p50 ${result.wonP50.toFixed(0)} ms, 409 p50 ${result.lostP50.toFixed(0)} ms); ` +
        `single reservation p50 ${result.singleP50.toFixed(0)} ms; 409 says ${result.lostMessages.map((message) => `"${message}"`).join(', ')}`,
    );
    return result;
  };
}

const sizeText = (size: number) => size.toLocaleString('en-US');
