/**
 * `npm run bench`: seeds 1k, 10k and 100k listings, loads the API of the local runtime at each size, bundles
 * and cold-starts every Lambda, measures the web app's initial load and its Lighthouse scores, then prints one
 * report and writes it into BENCHMARKS.md between its markers. See BENCHMARKS.md for what it needs.
 *
 * Settings (environment): BENCH_SIZES (1000,10000,100000), BENCH_DURATION (6 s per route), BENCH_WARMUP (2 s),
 * BENCH_CONNECTIONS (4), BENCH_COLD_RUNS (5), BENCH_LIGHTHOUSE_RUNS (3), BENCH_SKIP (any of
 * web,bundles,load,reserve,cold,lighthouse,alerts,import,impact), BENCH_RESERVE_ROUNDS (10: rounds of 40 buyers reserving the last 5
 * units of a listing at once, at each size), BENCH_IMPACT_SIZES (1000,10000,100000: one seller's ledger lines at each step of the
 * impact phase, after the listing sizes), BENCH_HANDOVER_COUNT (30: handovers and confirmations timed at each of its steps), BENCH_IMPORT_ROWS (10000,100000: the rows of each CSV import job at the
 * largest size), BENCH_IMPORT_SEARCHES (40: buyers with a saved search every imported row matches), BENCH_IMPORT_POSTS (5:
 * import POSTs timed per file), BENCH_IMPORT_UPLOAD (auto: upload first the files over the 4.5 MB body limit; all),
 * BENCH_SAVED_SEARCHES (1000: saved searches of other buyers during the alert measurement), BENCH_QUIET_LOAD (1) and
 * BENCH_QUIET_WAIT (300 s: before Lighthouse, wait that long at most for the 1-minute load average to drop below it), BENCH_DATA_ROOT (where the data dir goes: /dev/shm when it exists),
 * BENCH_DISK_SAMPLE (listings seeded on disk for comparison when the data is in /dev/shm: 1000),
 * BENCH_WRITE=0 to leave BENCHMARKS.md alone, BENCH_KEEP_DATA=1 to keep the data dir.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageUploadResponse } from '@surplus/shared';
import { ApiClient } from '../local/src/api-client';
import { rollUpDoorPng } from '../local/src/seed/png';
import { SHARED_MEMORY, tmpfsRoot } from '../local/src/tmpfs-root';
import { type Bundle, buildBundles, measureColdStarts } from './bundles';
import { businesses, items } from './catalogue';
import type { EventContext } from './events';
import { measureAlerts } from './alerts';
import { measureCsvImports } from './csv-import';
import { measureDatabaseFloor } from './database-floor';
import { CHROMIUM_PATH, measureLighthouse } from './lighthouse';
import { loadRoutes, routeTargets, signIn } from './load-routes';
import { createImpactBench, HANDOVER_COUNT } from './impact';
import { machine } from './machine';
import { renderResults, type Results, sizeLabel, writeResults } from './report';
import { createReserveRace, RESERVE_BUYERS, RESERVE_UNITS } from './reserve-race';
import { type BenchRuntime, startBenchRuntime } from './runtime';
import { measureIndexCost, measureSearchCost } from './search-cost';
import { requestsToFirstMatch, searchQueries } from './search-queries';
import { BENCH_PASSWORD, BUSINESS_COUNT, createSeeder } from './seed-data';
import { buildWeb, gzipKb, measureServedPages, measureWebAssets } from './web-assets';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const settings = {
  sizes: (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number).sort((a, b) => a - b),
  duration: number('BENCH_DURATION', 6),
  warmup: number('BENCH_WARMUP', 2),
  connections: number('BENCH_CONNECTIONS', 4),
  coldRuns: number('BENCH_COLD_RUNS', 5),
  lighthouseRuns: number('BENCH_LIGHTHOUSE_RUNS', 3),
  diskSample: number('BENCH_DISK_SAMPLE', 1000),
  importRows: (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').filter(Boolean).map(Number),
  importSearches: number('BENCH_IMPORT_SEARCHES', 40),
  importPosts: Math.max(1, number('BENCH_IMPORT_POSTS', 5)),
  importUpload: process.env.BENCH_IMPORT_UPLOAD === 'all' ? ('all' as const) : ('auto' as const),
  savedSearches: number('BENCH_SAVED_SEARCHES', 1000),
  reserveRounds: Math.max(1, Math.round(number('BENCH_RESERVE_ROUNDS', 10))),
  impactSizes: (process.env.BENCH_IMPACT_SIZES ?? '1000,10000,100000').split(',').filter(Boolean).map(Number).sort((a, b) => a - b),
  handoverCount: Math.max(1, Math.round(number('BENCH_HANDOVER_COUNT', HANDOVER_COUNT))),
  // Before Lighthouse: wait up to BENCH_QUIET_WAIT seconds for the 1-minute load average to drop below BENCH_QUIET_LOAD.
  quietLoad: number('BENCH_QUIET_LOAD', 1),
  quietWaitSeconds: number('BENCH_QUIET_WAIT', 300),
};
if (settings.importRows.some((rows) => !Number.isInteger(rows) || rows < 1)) throw new Error('BENCH_IMPORT_ROWS must be row counts, comma separated');
if (settings.impactSizes.some((lines) => !Number.isInteger(lines) || lines < 1)) throw new Error('BENCH_IMPACT_SIZES must be transfer counts, comma separated');
if (!['auto', 'all', undefined].includes(process.env.BENCH_IMPORT_UPLOAD)) throw new Error('BENCH_IMPORT_UPLOAD must be auto or all');
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const started = performance.now();
const log = (line: string) => console.log(line);
const phase = (title: string) => {
  const load = loadavg()[0] ?? 0;
  results.loads.push({ phase: title, load });
  log(`\n[${((performance.now() - started) / 1000).toFixed(0)} s] ${title} (load average ${load.toFixed(1)})`);
};

const largest = settings.sizes.at(-1) ?? 0;
const searches = searchQueries(items(0, largest, BUSINESS_COUNT), businesses(BUSINESS_COUNT));
const results: Results = {
  machine: machine(CHROMIUM_PATH),
  totalSeconds: 0,
  settings,
  searches: searches.map(({ key, label, share, kind }) => ({ key, label, share, kind })),
  seeds: [],
  indexCosts: [],
  searchCosts: [],
  firstMatches: [],
  routes: [],
  load: [],
  databaseFloor: [],
  bundles: [],
  coldStarts: [],
  lighthouse: [],
  lighthouseLoad: [],
  loads: [],
  csvImports: [],
  alerts: [],
  reserves: [],
  impact: [],
};

let runtime: BenchRuntime | undefined;
const stopOnSignal = (signal: NodeJS.Signals) => {
  log(`\n${signal}: stopping`);
  void (runtime?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

if (!skip.has('web')) {
  phase('Web app: npm run build --workspace web');
  results.web = await measureWebAssets(await buildWeb(), { '/': 'HomePage', '/item/{id}': 'ItemDetailPage' });
}

let bundles: Bundle[] = [];
if (!skip.has('bundles')) {
  phase('Lambda bundles: esbuild with FUNCTION_BUNDLING');
  bundles = await buildBundles();
  results.bundles = bundles.map(({ event: _event, ...bundle }) => bundle);
}

// BENCH_DATA_ROOT, else tmpfs (/dev/shm) when there is one, else the temp dir.
const dataRoot = process.env.BENCH_DATA_ROOT || (tmpfsRoot() ?? tmpdir());
const dataDir = await mkdtemp(join(dataRoot, 'surplus-bench-'));
log(`\nData dir: ${dataDir}`);
const seeder = await createSeeder(dataDir);
// Its buyers carry over from size to size (the hour's limit of new threads per buyer counts across them).
const measureReserveRace = createReserveRace();
results.dataDir = dataRoot === SHARED_MEMORY ? `${SHARED_MEMORY} (tmpfs)` : dataRoot;
try {
  if (dataRoot === SHARED_MEMORY && settings.diskSample > 0) {
    // DynamoDB Local keeps its data in SQLite files: on a slow disk the disk, not the code, sets the seeding pace.
    phase(`Seeding ${settings.diskSample.toLocaleString('en-US')} listings into a data dir on disk (${tmpdir()}), for comparison`);
    const diskDir = await mkdtemp(join(tmpdir(), 'surplus-bench-disk-'));
    try {
      const disk = await createSeeder(diskDir, { port: seeder.port, businessCount: 20 });
      const sample = await disk.growTo(settings.diskSample, log);
      results.diskSeed = sample;
      log(`  ${sample.itemsPerSecond.toFixed(0)} items/s on disk`);
    } finally {
      await rm(diskDir, { recursive: true, force: true });
    }
  }
  for (const size of settings.sizes) {
    phase(`Seeding up to ${size.toLocaleString('en-US')} listings`);
    const seed = await seeder.growTo(size, log);
    results.seeds.push(seed);
    log(`  +${seed.added.toLocaleString('en-US')} listings in ${seed.seconds.toFixed(1)} s: ${seed.itemsPerSecond.toFixed(0)} items/s`);
    await seeder.withDatabase(async () => {
      const index = await measureIndexCost(size);
      results.indexCosts.push(index);
      log(`  ${index.postings.toLocaleString('en-US')} postings and ${index.lineBlocks.toLocaleString('en-US')} word-line blocks (${(index.postingWriteUnits / index.listings).toFixed(1)} write units per listing), ${index.commonWords} common words`);
      results.searchCosts.push(...(await measureSearchCost(size, searches)));
    });

    phase(`Local runtime on ${size.toLocaleString('en-US')} listings`);
    runtime = await startBenchRuntime(dataDir);
    log(`  ${runtime.url} (pid ${runtime.pid})`);
    try {
      const owner = seeder.seeded.owners[0];
      if (!owner) throw new Error('No business was seeded');
      const { itemIds } = seeder.seeded;

      // The served pages name the same hashed files at every size: read once, from the first runtime.
      if (results.web && !results.web.served) {
        const itemId = itemIds[Math.floor(itemIds.length / 2)] ?? 1;
        results.web.served = await measureServedPages(runtime.url, ['/', `/item/${itemId}`]);
        for (const page of results.web.served) {
          log(`  served ${page.path}: initial JS ${page.initialJs.length} files, ${gzipKb(page.initialJs).toFixed(1)} KB gzip; HTML ${gzipKb([page.html]).toFixed(1)} KB gzip`);
        }
      }

      if (!skip.has('load')) {
        const session = await signIn(runtime.url, owner.username, BENCH_PASSWORD);
        for (const query of searches) results.firstMatches.push(await requestsToFirstMatch(runtime.url, query, size));
        const targets = routeTargets(itemIds, searches, session);
        results.routes = targets.map(({ key, label }) => ({ key, label }));
        results.load.push(...(await loadRoutes(runtime.url, size, targets, settings, log)));
        const floor = await measureDatabaseFloor(runtime.dynamodbEndpoint, size, itemIds);
        results.databaseFloor.push(...floor);
        for (const row of floor) log(`  DynamoDB Local alone: ${row.operation.padEnd(42)} p50 ${row.p50.toFixed(1)} ms  p99 ${row.p99.toFixed(1)} ms`);
      }

      // After the load, whose reads saw exactly `size` listings: each round lists two more.
      if (!skip.has('reserve')) {
        phase(`Reservations: ${RESERVE_BUYERS} buyers at once for the last ${RESERVE_UNITS} units, ${settings.reserveRounds} rounds`);
        results.reserves.push(await measureReserveRace(runtime.url, size, seeder.seeded.owners, settings.reserveRounds, log));
      }

      if (size === settings.sizes[0] && bundles.length && !skip.has('cold')) {
        phase('Cold starts against the running local services');
        const context = await eventContext(runtime, itemIds[0] ?? 1, owner.username);
        results.coldStarts = await measureColdStarts(bundles, context, runtime.environment, settings.coldRuns, log);
        for (const start of results.coldStarts) log(`  ${start.name.padEnd(32)} ${start.medianMs.toFixed(0).padStart(5)} ms  ${start.ratio.toFixed(2)}x  (${start.status})`);
      }

      // The public pages on the smallest and the largest data set.
      if ((size === largest || size === settings.sizes[0]) && !skip.has('lighthouse') && settings.lighthouseRuns > 0) {
        phase(`Lighthouse on ${size.toLocaleString('en-US')} listings`);
        const itemId = itemIds[Math.floor(itemIds.length / 2)] ?? 1;
        const label = (page: string) => `${page} (${sizeLabel(size)})`;
        const pages = {
          [label('/')]: `${runtime.url}/`,
          [label('/doors')]: `${runtime.url}/doors`,
          [label('/item/{id}')]: `${runtime.url}/item/${itemId}`,
          [label('/business/{id}')]: `${runtime.url}/business/${owner.id}`,
        };
        // The load phase just ended on the same cores: a quiet machine first, within reason.
        const load = await waitForQuiet(settings.quietLoad, settings.quietWaitSeconds, log);
        // The local runtime compresses text as CloudFront does (brotli or gzip, as the browser accepts).
        results.lighthouse.push(...(await measureLighthouse(pages, 'local runtime', settings.lighthouseRuns, log)));
        results.lighthouseLoad.push({ ...load, size, after: loadavg()[0] ?? 0 });
      }

      if (size === largest && !skip.has('alerts')) {
        phase(`Saved-search alerts: listing create to notification, with ${settings.savedSearches.toLocaleString('en-US')} saved searches`);
        const alerts = await measureAlerts(runtime.url, size, settings.savedSearches, log);
        results.alerts.push(alerts);
        log(`  alert p50 ${alerts.alertP50.toFixed(0)} ms, broadcast p50 ${alerts.broadcastP50.toFixed(0)} ms`);
      }

      // Last at the largest size: the imported listings would change what the other phases measure.
      if (size === largest && !skip.has('import') && settings.importRows.length > 0) {
        phase(`CSV import jobs of ${settings.importRows.map((rows) => rows.toLocaleString('en-US')).join(' and ')} rows`);
        const options = { searches: settings.importSearches, posts: settings.importPosts, upload: settings.importUpload };
        const imported = await measureCsvImports(runtime.url, runtime.dynamodbEndpoint, size, settings.importRows, options, log);
        results.csvImports.push(...imported.imports);
        results.singleCreate = imported.singleCreate;
        log(`  single create p50 ${imported.singleCreate.p50.toFixed(0)} ms`);
      }
    } finally {
      await runtime.stop();
      runtime = undefined;
    }
  }

  // Its own sizes, after the listings': one seller's ledger grows step by step on the data dir the last size left.
  if (!skip.has('impact') && settings.impactSizes.length > 0) {
    const impact = createImpactBench(seeder.seeded.owners, seeder.seeded.itemIds, settings.handoverCount, settings.impactSizes.length);
    for (const transfers of settings.impactSizes) {
      phase(`Impact ledger: seeding up to ${transfers.toLocaleString('en-US')} transfers of one seller`);
      const seed = await seeder.withDatabase(() => impact.growTo(transfers, log));
      phase(`Impact reads and ${settings.handoverCount} handovers on ${transfers.toLocaleString('en-US')} transfers`);
      runtime = await startBenchRuntime(dataDir);
      log(`  ${runtime.url} (pid ${runtime.pid})`);
      try {
        results.impact.push({ ...(await impact.measure(runtime.url, transfers, settings, log)), seed });
      } finally {
        await runtime.stop();
        runtime = undefined;
      }
    }
  }
} finally {
  if (process.env.BENCH_KEEP_DATA === '1') log(`Data kept in ${dataDir}`);
  else await rm(dataDir, { recursive: true, force: true });
}

results.totalSeconds = (performance.now() - started) / 1000;
const rendered = renderResults(results);
console.log(`\n${rendered}\n`);
await mkdir(join(ROOT, 'bench', 'dist'), { recursive: true });
await writeFile(join(ROOT, 'bench', 'dist', 'results.json'), JSON.stringify(results, null, 2));
if (process.env.BENCH_WRITE !== '0') {
  await writeResults(join(ROOT, 'BENCHMARKS.md'), rendered);
  log('Results written to BENCHMARKS.md (raw numbers: bench/dist/results.json).');
}

/** Waits until the 1-minute load average is below `threshold`, at most `seconds`; what it was before and after. */
async function waitForQuiet(threshold: number, seconds: number, log: (line: string) => void) {
  const before = loadavg()[0] ?? 0;
  const started = performance.now();
  while ((loadavg()[0] ?? 0) >= threshold && performance.now() - started < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  const waited = (performance.now() - started) / 1000;
  const at = loadavg()[0] ?? 0;
  log(`  load average ${before.toFixed(1)} -> ${at.toFixed(1)} after ${waited.toFixed(0)} s${at >= threshold ? ` (still >= ${threshold}: measured anyway)` : ''}`);
  return { before, start: at, waitedSeconds: waited, after: at };
}

/** A CSRF token with its cookie, and a real upload (for the S3 notification), from the running API. */
async function eventContext(bench: BenchRuntime, itemId: number, username: string): Promise<EventContext> {
  const client = new ApiClient(bench.url);
  const login = await client.post('/api/login', { username, password: BENCH_PASSWORD });
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${login.text}`);
  const form = new FormData();
  const png = rollUpDoorPng([176, 180, 186], 0.3);
  form.append('image', new Blob([png], { type: 'image/png' }), 'bench.png');
  const upload = await client.request<ImageUploadResponse>('POST', '/api/upload/image', { body: form });
  if (upload.status !== 200 && upload.status !== 201) throw new Error(`Upload failed: ${upload.status} ${upload.text}`);
  const anonymous = new ApiClient(bench.url);
  const token = await anonymous.fetchCsrfToken();
  return {
    host: new URL(bench.url).host,
    itemId,
    csrf: { token, cookie: `csrf=${anonymous.cookies.get('csrf') ?? ''}` },
    originSecret: bench.environment.ORIGIN_SECRET ?? '',
    uploadKey: upload.json.url.replace(/^\//, ''),
    uploadBytes: png.length,
  };
}
