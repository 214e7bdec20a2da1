import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type BusinessImpact,
  type Category,
  type Hold,
  INQUIRY_LIMITS,
  type InventoryItem,
  type ItemCreateInput,
  kgPerUnitOf,
  type MarketplaceImpact,
  type Transfer,
  TRANSFER_LIMITS,
} from '@surplus/shared';
import type { LedgerLine } from '../functions/src/data/deals/impact';
import type { UserRecord } from '../functions/src/data/users/users';
import { ApiClient } from '../local/src/api-client';
import { random } from './catalogue';
import { type LoadOptions, loadRoutes, type RouteResult, type RouteTarget, signIn } from './load-routes';
import { BENCH_PASSWORD } from './seed-data';
import { type TimedAnswer, timedRequest } from './timed-request';
import { median } from './stats';

/** Transfers handed over and confirmed at each step by default (BENCH_HANDOVER_COUNT); one more, unmeasured, runs first. */
export const HANDOVER_COUNT = 30;
/** Units the buyer reserves, and of those the units the seller hands over (the rest go back on the listing). */
const RESERVED = 2;
const HANDED_OVER = 1;
/** After the listing and its hold, and after the handover: the stream poller's work (200 ms a pass) is done before the next timing. */
const SETTLE_MS = 1000;
/** Of the seeded lines: one in ten self-reported (no buyer), and one in ten of the confirmed ones bought by the measured buyer. */
const SELF_REPORTED_SHARE = 0.1;
const MEASURED_BUYER_SHARE = 0.1;
const SELF_REPORTED_BUYER = 'A buyer elsewhere';
/** Lines written between two progress lines of a long seeding. */
const PROGRESS_LINES = 10_000;
const ITEM_NAMES: Record<Category, string> = { door: '10x10 Insulated Steel Roll-Up Door', part: 'Torsion Spring Assembly, 2" ID' };

/** One step: the seller's ledger grown to `transfers` seeded lines, its reads loaded, then handovers and confirmations timed. */
export interface ImpactResult {
  /** Ledger lines seeded for the seller so far (the step's size). */
  transfers: number;
  /** The seller's lines when read: the seeded ones and those of the earlier steps' confirmed handovers. */
  sellerLines: number;
  /** The measured buyer's lines (confirmed, as buyer). */
  buyerLines: number;
  /** Businesses with lines: the marketplace's `businesses`. */
  businesses: number;
  seed: { added: number; seconds: number; linesPerSecond: number; counterItems: number; counterSeconds: number };
  /** GET /api/csrf-token (the floor), the seller's, the buyer's and the marketplace's figures, loaded like the API routes. */
  reads: RouteResult[];
  /**
   * The same reads and the reference business's (a ledger of the first step's size, never grown) one at a time, in turn,
   * `rounds` times on one kept-alive connection: p50 per read key, each taken under the same load as the others.
   */
  interleaved: { rounds: number; referenceLines: number; p50: Record<string, number> };
  /** Measured handovers (each then confirmed). */
  handovers: number;
  /** Milliseconds, request start to the answer's end, on a kept-alive connection. */
  handoverP50: number;
  handoverMax: number;
  confirmP50: number;
  confirmMax: number;
  /** The 1-minute load average when the reads' load began, when the handovers began and when they ended. */
  loads: { reads: number; handovers: number; after: number };
}

/** The reads of the interleaved pass: IMPACT_READS and the reference business's figures. */
export const REFERENCE_READ = { key: 'impact-reference', label: 'GET /api/businesses/{reference}/impact' } as const;
/** Rounds of the interleaved pass (after 10 unmeasured ones). */
const INTERLEAVED_ROUNDS = 100;

export const IMPACT_READS = [
  { key: 'csrf', label: 'GET /api/csrf-token (floor)' },
  { key: 'impact-seller', label: 'GET /api/businesses/{seller}/impact' },
  { key: 'impact-buyer', label: 'GET /api/businesses/{buyer}/impact' },
  { key: 'impact-all', label: 'GET /api/impact' },
] as const;

interface Month {
  confirmedKg: number;
  selfReportedKg: number;
  receivedKg: number;
}

/** What a business's figures must read: the sums of its lines, in the API's terms. */
interface Expected {
  asSeller: BusinessImpact['asSeller'];
  asBuyer: BusinessImpact['asBuyer'];
  months: Map<string, Month>;
}

const emptyExpected = (): Expected => ({
  asSeller: { confirmedKg: 0, selfReportedKg: 0, doors: 0, parts: 0, transfers: 0 },
  asBuyer: { confirmedKg: 0, doors: 0, parts: 0, transfers: 0 },
  months: new Map(),
});

const monthIn = (months: Map<string, Month>, month: string): Month => {
  let entry = months.get(month);
  if (!entry) months.set(month, (entry = { confirmedKg: 0, selfReportedKg: 0, receivedKg: 0 }));
  return entry;
};

/** Where `got` differs from `want`, field by field. */
const differences = (what: string, got: object | undefined, want: object) =>
  Object.entries(want).flatMap(([name, value]) => ((got as Record<string, unknown> | undefined)?.[name] === value ? [] : [`${what}.${name} ${String((got as Record<string, unknown> | undefined)?.[name])} (want ${value})`]));

/** The months of an answer (24, oldest first) against the sums of the lines; every line lies within them. */
function monthDifferences(byMonth: unknown, want: Map<string, Month>, fields: readonly (keyof Month)[]): string[] {
  if (!Array.isArray(byMonth) || byMonth.length !== TRANSFER_LIMITS.impactMonths) return [`byMonth has ${Array.isArray(byMonth) ? byMonth.length : 'no'} months (want ${TRANSFER_LIMITS.impactMonths})`];
  const months = byMonth as (Partial<Month> & { month: string })[];
  const outside = [...want.keys()].filter((month) => !months.some((entry) => entry.month === month));
  if (outside.length) return [`months with lines missing from byMonth: ${outside.join(', ')}`];
  return months.flatMap((entry) => {
    const expected = want.get(entry.month) ?? { confirmedKg: 0, selfReportedKg: 0, receivedKg: 0 };
    return differences(`byMonth ${entry.month}`, entry, Object.fromEntries(fields.map((field) => [field, expected[field]])));
  });
}

const problems = (list: string[]) => (list.length ? `${list.slice(0, 5).join('; ')}${list.length > 5 ? ` and ${list.length - 5} more` : ''}` : undefined);

/**
 * The impact figures' reads at growing ledgers, and the handover. At each step the seller's ledger grows to `transfers`
 * lines, written straight through the data layer while the runtime is stopped (seeder.withDatabase): the lines as
 * ledgerSteps puts them (BatchWriteItem, 25 a call), spread over the last 24 months and over every other seeded business
 * as buyer (one in ten confirmed lines bought by one measured buyer, one in ten lines self-reported), and every counter
 * they move ADDed by exactly their sums, so the counters stay the sums of all lines, the confirmed handovers' included.
 * A second seller, the reference, gets a ledger of the first step's size once. Then, on a fresh runtime: the three reads,
 * each checked once against those sums and then loaded with autocannon beside the floor route; the same reads and the
 * reference's one at a time in turn (so the seller's over the reference's is the ledger's size alone, whatever else the
 * machine does); and sequentially, a fixed-price listing by the seller, a buyer's hold of 2, the seller's handover of 1
 * (timed) and the buyer's confirmation (timed), each on a kept-alive connection.
 */
export function createImpactBench(owners: readonly UserRecord[], itemIds: readonly number[], handoverCount: number, steps: number) {
  if (owners.length < 5) throw new Error('The impact benchmark needs at least 5 seeded businesses');
  const seller = owners[2] as UserRecord;
  const measuredBuyer = owners[3] as UserRecord;
  // A second seller whose ledger stays at the first step's size: its figures, read in turn with the seller's, show the
  // seller's ledger size alone, whatever else the machine does at the time.
  const reference = owners[4] as UserRecord;
  const lineBuyers = owners.filter((owner) => owner.id !== seller.id && owner.id !== reference.id);
  // Each reservation opens the buyer's thread with a new listing: at most the hour's limit of new threads each, less one to spare.
  const poolSize = Math.max(30, Math.ceil(((handoverCount + 1) * steps) / (INQUIRY_LIMITS.threadsPerHour - 1)));
  // From the front of the list: the reservation race takes its buyers from the end.
  const handoverBuyers = owners.slice(5, 5 + poolSize);
  if (handoverBuyers.length < poolSize || 5 + poolSize > owners.length / 2) throw new Error(`Too many handovers for the seeded businesses (${poolSize} buyers needed): fewer BENCH_HANDOVER_COUNT`);

  const next = random(4242);
  const expected = new Map<number, Expected>();
  const expectedOf = (userId: number) => {
    let entry = expected.get(userId);
    if (!entry) expected.set(userId, (entry = emptyExpected()));
    return entry;
  };
  const marketplace = { confirmedKg: 0, selfReportedKg: 0, transfers: 0, months: new Map<string, Month>() };
  const counted = new Set<number>();
  let seeded = 0;
  let referenceLines = 0;
  let handedOver = 0;

  /** A line's figures in the API's terms, as the reads must add them up. */
  const tally = (line: LedgerLine) => {
    const confirmed = line.kind === 'confirmed';
    const month = line.at.slice(0, 7);
    marketplace[confirmed ? 'confirmedKg' : 'selfReportedKg'] += line.kg;
    marketplace.transfers += 1;
    monthIn(marketplace.months, month)[confirmed ? 'confirmedKg' : 'selfReportedKg'] += line.kg;
    if (line.sellerId !== null) {
      const { asSeller, months } = expectedOf(line.sellerId);
      asSeller[confirmed ? 'confirmedKg' : 'selfReportedKg'] += line.kg;
      asSeller[line.category === 'door' ? 'doors' : 'parts'] += line.quantity;
      asSeller.transfers += 1;
      monthIn(months, month)[confirmed ? 'confirmedKg' : 'selfReportedKg'] += line.kg;
      counted.add(line.sellerId);
    }
    if (confirmed && line.buyerId !== null) {
      const { asBuyer, months } = expectedOf(line.buyerId);
      asBuyer.confirmedKg += line.kg;
      asBuyer[line.category === 'door' ? 'doors' : 'parts'] += line.quantity;
      asBuyer.transfers += 1;
      monthIn(months, month).receivedKg += line.kg;
      counted.add(line.buyerId);
    }
  };

  /** The next `count` lines of `from`, from the deterministic stream. */
  const linesOf = (from: UserRecord, count: number, newTransferId: () => string, now: Date): LedgerLine[] => {
    // From the first day of the oldest of the 24 months to a minute ago.
    const oldest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (TRANSFER_LIMITS.impactMonths - 1), 1);
    const span = now.getTime() - 60_000 - oldest;
    return Array.from({ length: count }, (): LedgerLine => {
      const category: Category = next() < 0.4 ? 'door' : 'part';
      const quantity = 1 + Math.floor(next() * (category === 'door' ? 6 : 20));
      const selfReported = next() < SELF_REPORTED_SHARE;
      const buyer = next() < MEASURED_BUYER_SHARE ? measuredBuyer : (lineBuyers[Math.floor(next() * lineBuyers.length)] as UserRecord);
      const at = new Date(oldest + Math.floor(next() * span)).toISOString();
      const kgPerUnit = kgPerUnitOf(category);
      return {
        transferId: newTransferId(),
        kind: selfReported ? 'self-reported' : 'confirmed',
        at,
        itemId: itemIds[Math.floor(next() * itemIds.length)] ?? 1,
        itemName: ITEM_NAMES[category],
        category,
        sellerId: from.id,
        sellerName: from.businessName,
        buyerId: selfReported ? null : buyer.id,
        buyerName: selfReported ? SELF_REPORTED_BUYER : buyer.businessName,
        quantity,
        kgPerUnit,
        kg: quantity * kgPerUnit,
      };
    });
  };

  /**
   * Seeds the seller's ledger up to `transfers` lines; to be run while DynamoDB Local runs in this process
   * (seeder.withDatabase), the data layer imported only then (it reads DYNAMODB_ENDPOINT when it loads).
   */
  async function growTo(transfers: number, log: (line: string) => void): Promise<ImpactResult['seed']> {
    const { counterKey, ledgerLineItem, monthOf, uncountedParties } = await import('../functions/src/data/deals/impact');
    const { batchWrite, inParallel } = await import('../functions/src/data/table/batch-write');
    const { newTransferId } = await import('../functions/src/data/deals/transfers');
    const { db, table } = await import('../functions/src/data/table/client');
    const added = Math.max(0, transfers - seeded);
    const now = new Date();
    // The reference business's ledger with the first step's, once.
    const referenceAdded = referenceLines === 0 ? transfers : 0;
    const lines = [...linesOf(seller, added, newTransferId, now), ...linesOf(reference, referenceAdded, newTransferId, now)];

    // Every counter the lines move, as ledgerSteps moves it, summed per counter item.
    interface Counter {
      key: Record<string, string>;
      values: Record<string, number>;
      /** On a business's totals: the business, counted among the marketplace's with its first line. */
      party?: number;
    }
    const counters = new Map<string, Counter>();
    const move = (userId: number | 'ALL', month: string | undefined, values: Record<string, number>) => {
      const key = counterKey(userId, month);
      const id = `${key.pk}|${key.sk}`;
      const entry: Counter = counters.get(id) ?? { key, values: {}, ...(month === undefined && userId !== 'ALL' && { party: userId }) };
      for (const [name, value] of Object.entries(values)) entry.values[name] = (entry.values[name] ?? 0) + value;
      counters.set(id, entry);
    };
    for (const line of lines) {
      const confirmed = line.kind === 'confirmed';
      const kg = { [confirmed ? 'confirmedKg' : 'selfReportedKg']: line.kg };
      const units = { doors: line.category === 'door' ? line.quantity : 0, parts: line.category === 'part' ? line.quantity : 0 };
      move('ALL', undefined, { ...kg, transfers: 1 });
      move('ALL', monthOf(line.at), kg);
      if (line.sellerId !== null) {
        move(line.sellerId, undefined, { [confirmed ? 'sellerConfirmedKg' : 'sellerSelfReportedKg']: line.kg, sellerDoors: units.doors, sellerParts: units.parts, sellerTransfers: 1 });
        move(line.sellerId, monthOf(line.at), kg);
      }
      if (confirmed && line.buyerId !== null) {
        move(line.buyerId, undefined, { buyerConfirmedKg: line.kg, buyerDoors: units.doors, buyerParts: units.parts, buyerTransfers: 1 });
        move(line.buyerId, monthOf(line.at), { receivedKg: line.kg });
      }
    }
    // The parties of their first line are counted among the marketplace's businesses, once each.
    const parties = [...counters.values()].flatMap((counter) => (counter.party === undefined ? [] : [counter.party]));
    const uncounted = new Set<number>();
    // BatchGetItem reads at most 100 keys a call.
    for (let start = 0; start < parties.length; start += 100) for (const id of await uncountedParties(parties.slice(start, start + 100))) uncounted.add(id);
    if (uncounted.size) move('ALL', undefined, { businesses: uncounted.size });

    const started = performance.now();
    // In chunks, with the pace so far after each: a long seeding shows how it goes.
    for (let start = 0; start < lines.length; start += PROGRESS_LINES) {
      await batchWrite(lines.slice(start, start + PROGRESS_LINES).map((line) => ({ PutRequest: { Item: ledgerLineItem(line) } })));
      const done = Math.min(lines.length, start + PROGRESS_LINES);
      const seconds = (performance.now() - started) / 1000;
      if (lines.length > PROGRESS_LINES) log(`  ${done.toLocaleString('en-US')} of ${lines.length.toLocaleString('en-US')} lines in ${seconds.toFixed(0)} s (${(done / seconds).toFixed(0)} lines/s, load average ${(loadavg()[0] ?? 0).toFixed(1)})`);
    }
    const linesSeconds = (performance.now() - started) / 1000;
    const countersStarted = performance.now();
    await inParallel([...counters.values()], ({ key, values, party }) => {
      const entries = Object.entries(values);
      const mark = party !== undefined && uncounted.has(party);
      return db.send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: `${mark ? 'SET counted = :true ' : ''}ADD ${entries.map((_, index) => `#a${index} :v${index}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#a${index}`, name])),
          ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])), ...(mark && { ':true': true }) },
        }),
      );
    });
    const counterSeconds = (performance.now() - countersStarted) / 1000;
    for (const line of lines) tally(line);
    seeded += added;
    referenceLines += referenceAdded;
    const seed = { added: lines.length, seconds: linesSeconds, linesPerSecond: lines.length / linesSeconds, counterItems: counters.size, counterSeconds };
    log(
      `  +${lines.length.toLocaleString('en-US')} ledger lines${referenceAdded ? ` (${referenceAdded.toLocaleString('en-US')} of them the reference business's)` : ''} in ${linesSeconds.toFixed(1)} s (${seed.linesPerSecond.toFixed(0)} lines/s), ` +
        `${counters.size.toLocaleString('en-US')} counter items moved in ${counterSeconds.toFixed(1)} s; ${uncounted.size} businesses counted for the first time`,
    );
    return seed;
  }

  /** The answer of a business's figures against the sums of its lines. */
  const businessCheck = (userId: number) => (answer: unknown) => {
    const got = answer as Partial<BusinessImpact> | undefined;
    const want = expectedOf(userId);
    return problems([
      ...(got?.businessId === userId ? [] : [`businessId ${got?.businessId} (want ${userId})`]),
      ...differences('asSeller', got?.asSeller, want.asSeller),
      ...differences('asBuyer', got?.asBuyer, want.asBuyer),
      ...monthDifferences(got?.byMonth, want.months, ['confirmedKg', 'selfReportedKg', 'receivedKg']),
    ]);
  };
  const marketplaceCheck = (answer: unknown) => {
    const got = answer as Partial<MarketplaceImpact> | undefined;
    const { months, ...totals } = marketplace;
    return problems([...differences('impact', got, { ...totals, businesses: counted.size }), ...monthDifferences(got?.byMonth, months, ['confirmedKg', 'selfReportedKg'])]);
  };

  /** On the runtime at `baseUrl`, after growTo: the reads loaded, then the handovers timed. */
  async function measure(baseUrl: string, transfers: number, options: LoadOptions, log: (line: string) => void): Promise<Omit<ImpactResult, 'seed'>> {
    const sellerLines = expectedOf(seller.id).asSeller.transfers;
    const buyerLines = expectedOf(measuredBuyer.id).asBuyer.transfers;
    const businesses = counted.size;
    const checks: Record<(typeof IMPACT_READS)[number]['key'], Pick<RouteTarget, 'next' | 'check'>> = {
      csrf: { next: () => ({ method: 'GET', path: '/api/csrf-token' }) },
      'impact-seller': { next: () => ({ method: 'GET', path: `/api/businesses/${seller.id}/impact` }), check: businessCheck(seller.id) },
      'impact-buyer': { next: () => ({ method: 'GET', path: `/api/businesses/${measuredBuyer.id}/impact` }), check: businessCheck(measuredBuyer.id) },
      'impact-all': { next: () => ({ method: 'GET', path: '/api/impact' }), check: marketplaceCheck },
    };
    const targets: RouteTarget[] = IMPACT_READS.map(({ key, label }) => ({ key, label, ...checks[key] }));
    log(`  seller ${seller.id}: ${sellerLines.toLocaleString('en-US')} lines; buyer ${measuredBuyer.id}: ${buyerLines.toLocaleString('en-US')} lines; ${businesses} businesses with lines`);
    // One unmeasured pass over every read first: on a fresh runtime the first route to reach the database would also pay for warming DynamoDB Local.
    await loadRoutes(baseUrl, transfers, targets, { ...options, warmup: 0, duration: Math.max(2, options.warmup) }, () => undefined);
    const readsLoad = loadavg()[0] ?? 0;
    // Each answer is checked against the sums of the lines before its load: a wrong one stops the benchmark.
    const reads = await loadRoutes(baseUrl, transfers, targets, options, log);

    const referencePath = `/api/businesses/${reference.id}/impact`;
    const referenceAnswer = await new ApiClient(baseUrl).get(referencePath);
    const referenceProblem = referenceAnswer.status === 200 ? businessCheck(reference.id)(referenceAnswer.json) : `${referenceAnswer.status} ${referenceAnswer.text.slice(0, 200)}`;
    if (referenceProblem) throw new Error(`The reference business's figures are wrong: ${referenceProblem}`);
    const interleaved = await readInTurn(baseUrl, [
      ...IMPACT_READS.map(({ key }) => ({ key, path: String(checks[key].next().path) })),
      { key: REFERENCE_READ.key, path: referencePath },
    ]);
    log(
      `  one at a time, in turn, ${INTERLEAVED_ROUNDS} rounds: ${Object.entries(interleaved).map(([key, p50]) => `${key} p50 ${p50.toFixed(1)} ms`).join(', ')}; ` +
        `seller / reference (${referenceLines.toLocaleString('en-US')} lines) ${(interleaved['impact-seller']! / interleaved['impact-reference']!).toFixed(2)}x`,
    );

    const handoversLoad = loadavg()[0] ?? 0;
    const times = await handOverAndConfirm(baseUrl, log);
    // The confirmations' lines and counters, written by the runtime's own transactions, read back through the seller's figures.
    const after = await new ApiClient(baseUrl).get(`/api/businesses/${seller.id}/impact`);
    const problem = after.status === 200 ? businessCheck(seller.id)(after.json) : `${after.status} ${after.text.slice(0, 200)}`;
    if (problem) throw new Error(`The seller's figures after the handovers are wrong: ${problem}`);
    const result: Omit<ImpactResult, 'seed'> = {
      transfers,
      sellerLines,
      buyerLines,
      businesses,
      reads,
      interleaved: { rounds: INTERLEAVED_ROUNDS, referenceLines, p50: interleaved },
      handovers: times.handover.length,
      handoverP50: median(times.handover),
      handoverMax: Math.max(...times.handover),
      confirmP50: median(times.confirm),
      confirmMax: Math.max(...times.confirm),
      loads: { reads: readsLoad, handovers: handoversLoad, after: loadavg()[0] ?? 0 },
    };
    log(
      `  ${result.handovers} handovers: p50 ${result.handoverP50.toFixed(0)} ms (slowest ${result.handoverMax.toFixed(0)} ms); ` +
        `confirmations p50 ${result.confirmP50.toFixed(0)} ms (slowest ${result.confirmMax.toFixed(0)} ms); the seller's figures then read ${expectedOf(seller.id).asSeller.transfers.toLocaleString('en-US')} transfers, as they should`,
    );
    return result;
  }

  /** Each read once in turn, `INTERLEAVED_ROUNDS` times after 10 unmeasured rounds, on one kept-alive connection: p50 per key. */
  async function readInTurn(baseUrl: string, reads: readonly { key: string; path: string }[]): Promise<Record<string, number>> {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const times = new Map<string, number[]>(reads.map(({ key }) => [key, []]));
    try {
      for (let round = -10; round < INTERLEAVED_ROUNDS; round++) {
        for (const { key, path } of reads) {
          // Once more when the server closed the kept-alive connection as it was reused.
          const answer = await timedRequest(baseUrl, agent, { headers: {} }, 'GET', path).catch(() => timedRequest(baseUrl, agent, { headers: {} }, 'GET', path));
          if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
          if (round >= 0) times.get(key)?.push(answer.ms);
        }
      }
    } finally {
      agent.destroy();
    }
    return Object.fromEntries([...times].map(([key, values]) => [key, median(values)]));
  }

  /** Sequentially, handoverCount + 1 times (the first not timed): list, reserve, hand over (timed), confirm (timed). */
  async function handOverAndConfirm(baseUrl: string, log: (line: string) => void) {
    const lister = new ApiClient(baseUrl);
    const login = await lister.post('/api/login', { username: seller.username, password: BENCH_PASSWORD });
    if (login.status !== 200) throw new Error(`Sign-in as ${seller.username} failed: ${login.status} ${login.text}`);
    const connection = async (owner: UserRecord) => ({ owner, session: await signIn(baseUrl, owner.username, BENCH_PASSWORD), agent: new Agent({ keepAlive: true, maxSockets: 1 }) });
    const sellerSide = await connection(seller);
    const count = handoverCount + 1;
    const buyerSides = await Promise.all(Array.from({ length: Math.min(count, handoverBuyers.length) }, (_, index) => connection(handoverBuyers[(handedOver + index) % handoverBuyers.length] as UserRecord)));
    type Side = Awaited<ReturnType<typeof connection>>;
    const call = (side: Side, method: string, path: string, body?: unknown) => timedRequest(baseUrl, side.agent, side.session, method, path, body);
    // Untimed, and again once when the server closed the kept-alive connection as it was reused.
    const look = (side: Side, path: string) => call(side, 'GET', path).catch(() => call(side, 'GET', path));
    const expect = <T>(answer: TimedAnswer, status: number, what: string): T => {
      if (answer.status !== status) throw new Error(`${what} answered ${answer.status} (want ${status}): ${answer.text.slice(0, 300)}`);
      return JSON.parse(answer.text) as T;
    };

    const handover: number[] = [];
    const confirm: number[] = [];
    try {
      for (let round = 0; round < count; round++) {
        const buyer = buyerSides[round % buyerSides.length] as Side;
        const body: ItemCreateInput = {
          category: 'door',
          name: '12x14 Commercial Roll-Up Door, crated',
          itemId: `HANDOVER-${seeded}-${round}-${Date.now().toString(36)}`,
          description: 'Listed by the benchmark to be reserved, handed over and confirmed.',
          quantity: RESERVED,
          priceMode: 'fixed',
          unitPriceCents: 60_000,
        };
        const created = await lister.post<InventoryItem>('/api/inventory', body);
        if (created.status !== 201) throw new Error(`Listing for a handover failed: ${created.status} ${created.text}`);
        await look(buyer, `/api/inventory/item/${created.json.id}`);
        const hold = expect<Hold>(await call(buyer, 'POST', `/api/inventory/${created.json.id}/holds`, { quantity: RESERVED }), 201, 'A reservation');
        await sleep(SETTLE_MS);

        await look(sellerSide, `/api/holds/${hold.id}`);
        const handed = await call(sellerSide, 'POST', `/api/holds/${hold.id}/handover`, { quantity: HANDED_OVER });
        const transfer = expect<Transfer>(handed, 201, 'A handover');
        if (transfer.status !== 'awaiting-confirmation' || transfer.quantity !== HANDED_OVER || transfer.holdId !== hold.id || transfer.kg !== HANDED_OVER * kgPerUnitOf('door')) {
          throw new Error(`A handover answered ${JSON.stringify(transfer)}`);
        }
        await sleep(SETTLE_MS);

        await look(buyer, `/api/transfers/${transfer.id}`);
        const confirmedAnswer = await call(buyer, 'POST', `/api/transfers/${transfer.id}/confirm`);
        const confirmed = expect<Transfer>(confirmedAnswer, 200, 'A confirmation');
        if (confirmed.status !== 'confirmed' || !confirmed.confirmedAt) throw new Error(`A confirmation answered ${JSON.stringify(confirmed)}`);
        tally({
          transferId: confirmed.id,
          kind: 'confirmed',
          at: confirmed.confirmedAt,
          itemId: confirmed.itemId,
          itemName: confirmed.itemName,
          category: confirmed.category,
          sellerId: seller.id,
          sellerName: seller.businessName,
          buyerId: buyer.owner.id,
          buyerName: buyer.owner.businessName,
          quantity: confirmed.quantity,
          kgPerUnit: confirmed.kgPerUnit,
          kg: confirmed.kg,
        });
        handedOver += 1;
        // Round 0 is not timed: it pays for loading the transfer code.
        if (round === 0) continue;
        handover.push(handed.ms);
        confirm.push(confirmedAnswer.ms);
      }
    } finally {
      for (const side of [sellerSide, ...buyerSides]) side.agent.destroy();
    }
    log(`  ${count} listings reserved (${RESERVED}), handed over (${HANDED_OVER}) and confirmed by ${buyerSides.length} buyers, the first not timed`);
    return { handover, confirm };
  }

  return { growTo, measure, seller, measuredBuyer, reference };
}
