import { readFile, writeFile } from 'node:fs/promises';
import type { AlertResult } from './alerts';
import type { CsvImportResult, SingleCreateResult } from './csv-import';
import type { ColdStart, Bundle } from './bundles';
import { HELLO_WORLD } from './bundles';
import { CATEGORIES, type LighthouseResult } from './lighthouse';
import { PAGE_ENCODINGS, PRICE_ROUTES, type RouteResult, type RouteTarget } from './load-routes';
import type { FloorResult } from './database-floor';
import { IMPACT_READS, type ImpactResult, REFERENCE_READ } from './impact';
import type { Machine } from './machine';
import type { ReserveResult } from './reserve-race';
import { type IndexCost, PRICES, type SearchCost } from './search-cost';
import type { FirstMatch, SearchQuery } from './search-queries';
import type { SeedResult } from './seed-data';
import { gzipKb, type WebAssets } from './web-assets';

export const START_MARKER = '<!-- bench:results:start -->';
export const END_MARKER = '<!-- bench:results:end -->';

export interface Results {
  machine: Machine;
  totalSeconds: number;
  /** Where the DynamoDB Local and S3 data lived. */
  dataDir?: string;
  /** A small seeding on disk, when the data dir is in memory. */
  diskSeed?: SeedResult;
  settings: { connections: number; duration: number; warmup: number; coldRuns: number; lighthouseRuns: number };
  searches: Pick<SearchQuery, 'key' | 'label' | 'share' | 'kind'>[];
  seeds: SeedResult[];
  indexCosts: IndexCost[];
  searchCosts: SearchCost[];
  firstMatches: FirstMatch[];
  routes: Pick<RouteTarget, 'key' | 'label'>[];
  load: RouteResult[];
  databaseFloor: FloorResult[];
  bundles: Omit<Bundle, 'event'>[];
  coldStarts: ColdStart[];
  web?: WebAssets;
  lighthouse: LighthouseResult[];
  /** The 1-minute load average at the start of each phase. */
  loads: { phase: string; load: number }[];
  /** The 1-minute load average before the wait for a quiet machine, when Lighthouse started and when it ended. */
  lighthouseLoad: { size: number; before: number; start: number; waitedSeconds: number; after: number }[];
  /** CSV import jobs at the largest size, one per row count. */
  csvImports: CsvImportResult[];
  /** POST /api/inventory one listing at a time after the imports, for comparison. */
  singleCreate?: SingleCreateResult;
  alerts: AlertResult[];
  /** The reservation race, per size. */
  reserves: ReserveResult[];
  /** The impact figures' reads and the handover, per number of one seller's ledger lines. */
  impact: ImpactResult[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? 'n/a' : value < 10 ? value.toFixed(1) : value.toFixed(0));
export const sizeLabel = (size: number) => (size >= 1000 && size % 1000 === 0 ? `${size / 1000}k` : String(size));

interface Target {
  target: string;
  measured: string;
  pass: boolean | undefined;
}

function targets(results: Results): Target[] {
  const row = (route: string, size: number) => results.load.find((result) => result.route === route && result.size === size);
  const rows: Target[] = [];
  const list1k = row('list', 1000);
  const list100k = row('list', 100_000);
  const ratio = list1k && list100k ? list100k.p50 / list1k.p50 : undefined;
  rows.push({
    target: 'List page p50 at 100k within 1.5x of 1k',
    measured: ratio === undefined ? 'not measured' : `${ms(list100k?.p50)} ms vs ${ms(list1k?.p50)} ms = ${ratio.toFixed(2)}x`,
    pass: ratio === undefined ? undefined : ratio <= 1.5,
  });
  for (const [route, label] of [['item', 'Item read'], ['list', 'First list page']] as const) {
    const at10k = row(route, 10_000);
    rows.push({ target: `${label} p99 < 50 ms at 10k`, measured: at10k ? `${ms(at10k.p99)} ms` : 'not measured', pass: at10k ? at10k.p99 < 50 : undefined });
  }
  for (const { size, list, measured } of priceRatios(results)) {
    const slowest = measured.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    rows.push({
      target: `Price order and price filters p50 within 2x of the first list page's at ${sizeLabel(size)}`,
      measured: `slowest ${ms(slowest.at.p50)} ms (${slowest.label}) vs ${ms(list.p50)} ms = ${slowest.ratio.toFixed(2)}x; ${measured.filter(({ ratio }) => ratio > 2).length} of ${measured.length} over`,
      pass: measured.every(({ ratio }) => ratio <= 2),
    });
  }
  rows.push(...searchTargets(results));
  // The race stops the benchmark unless exactly `units` buyers got one: a row here is a listing never oversold.
  for (const race of results.reserves) {
    const ratio = race.p50 / race.singleP50;
    rows.push({
      target: `${race.buyers} buyers at once for the last ${race.units} units at ${sizeLabel(race.size)}: exactly ${race.units} get one, p50 within 2x of a single reservation's`,
      measured: `${race.units} of ${race.buyers} in each of ${race.rounds} rounds; p50 ${ms(race.p50)} ms (p99 ${ms(race.p99)} ms) vs ${ms(race.singleP50)} ms = ${ratio.toFixed(2)}x`,
      pass: ratio <= 2,
    });
  }
  rows.push(...impactTargets(results.impact));
  // The page renderer has targets of its own below.
  const functions = results.bundles.filter((bundle) => bundle.name !== HELLO_WORLD && bundle.name !== RENDERER);
  if (functions.length) {
    const largest = functions.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const over = functions.filter((bundle) => bundle.bytes >= 500 * 1024);
    rows.push({
      target: 'Each function bundle but the page renderer\'s < 500 KB minified',
      measured: `largest ${kb(largest.bytes)} KB (${largest.name}); ${over.length} of ${functions.length} at or over`,
      pass: over.length === 0,
    });
  }
  const cold = results.coldStarts.filter((start) => start.name !== HELLO_WORLD && start.name !== RENDERER);
  if (cold.length) {
    const slowest = cold.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    const over = cold.filter((start) => start.ratio > 1.5);
    const baseline = results.coldStarts.find((start) => start.name === HELLO_WORLD);
    rows.push({
      target: 'Each cold init but the page renderer\'s within 1.5x of hello-world',
      measured: `slowest ${ms(slowest.medianMs)} ms = ${slowest.ratio.toFixed(2)}x of ${ms(baseline?.medianMs)} ms (${slowest.name}); ${over.length} of ${cold.length} over`,
      pass: over.length === 0,
    });
  }
  const renderer = results.bundles.find((bundle) => bundle.name === RENDERER);
  const rendererCold = results.coldStarts.find((start) => start.name === RENDERER);
  if (renderer) {
    rows.push({
      target: `Page renderer bundle (${RENDERER}) <= 900 KB minified`,
      measured: `${kb(renderer.bytes)} KB (${kb(renderer.gzipBytes)} KB gzip)`,
      pass: renderer.bytes <= 900 * 1024,
    });
  }
  if (rendererCold) {
    rows.push({ target: `Page renderer cold init within 5x of hello-world`, measured: `${ms(rendererCold.medianMs)} ms = ${rendererCold.ratio.toFixed(2)}x`, pass: rendererCold.ratio <= 5 });
  }
  for (const { size, page, json, ratio } of renderRatios(results)) {
    rows.push({
      target: `Rendered /item/{id} p50 within 2x of GET /api/inventory/item/{id} p50 at ${sizeLabel(size)} (uncompressed)`,
      measured: `${ms(page.p50)} ms vs ${ms(json.p50)} ms = ${ratio.toFixed(2)}x`,
      pass: ratio <= 2,
    });
  }
  // What a page's scripts weigh is counted as a browser fetches them, route chunks included: see the Lighthouse rows.
  for (const job of results.csvImports) {
    rows.push({
      target: `Import POST answers within 1 s (${job.rows.toLocaleString('en-US')} rows, ${job.path === 'upload' ? 'uploaded first' : 'in the body'})`,
      measured: `p50 ${ms(job.postP50)} ms, slowest ${ms(job.postMax)} ms of ${job.postMs.length}`,
      pass: job.postMax < 1000,
    });
    rows.push({
      target: `Import of ${job.rows.toLocaleString('en-US')} rows alerts each matching saved search at most once`,
      measured: `${job.notifications} notifications for ${job.searches} saved searches`,
      pass: job.notifications <= job.searches,
    });
  }
  for (const page of results.lighthouse) {
    for (const id of CATEGORIES) {
      const bar = id === 'performance' ? 97 : 100;
      rows.push({ target: `Lighthouse ${id} ${bar === 100 ? '= 100' : `>= ${bar}`} on ${page.page}`, measured: `${page.scores[id]}`, pass: page.scores[id] >= bar });
    }
    rows.push({ target: `Lighthouse TBT <= 100 ms on ${page.page}`, measured: `${page.tbtMs.toFixed(0)} ms`, pass: page.tbtMs <= 100 });
    rows.push({ target: `Lighthouse LCP <= 2.0 s on ${page.page}`, measured: `${(page.lcpMs / 1000).toFixed(2)} s`, pass: page.lcpMs <= 2000 });
    rows.push({ target: `Lighthouse CLS <= 0.01 on ${page.page}`, measured: page.cls.toFixed(3), pass: page.cls <= 0.01 });
    rows.push({
      target: `JS fetched before the network is idle <= 160 KB in <= 40 files on ${page.page} (as sent, compressed)`,
      measured: `${page.scripts} files, ${page.scriptKb.toFixed(0)} KB`,
      pass: page.scripts <= 40 && page.scriptKb <= 160,
    });
  }
  return rows;
}

/** The function of the page renderer (infra's SITE_FUNCTION), named here so the report needs no infra import. */
const RENDERER = 'site';

/** Per size: the rendered listing page (uncompressed) against the JSON listing route of the same run. */
function renderRatios(results: Results) {
  const sizes = [...new Set(results.load.map((result) => result.size))];
  return sizes.flatMap((size) => {
    const page = results.load.find((result) => result.route === 'page-item' && result.size === size);
    const json = results.load.find((result) => result.route === 'item' && result.size === size);
    return page && json ? [{ size, page, json, ratio: page.p50 / json.p50 }] : [];
  });
}

/** Per size: the price order and filters against the first list page of the same run. */
function priceRatios(results: Results) {
  const sizes = [...new Set(results.load.map((result) => result.size))];
  return sizes.flatMap((size) => {
    const list = results.load.find((result) => result.route === 'list' && result.size === size);
    const measured = PRICE_ROUTES.flatMap(({ key, label, path }) => {
      const at = results.load.find((result) => result.route === key && result.size === size);
      return at && list ? [{ key, label: `${label}: ${path.replace('/api/inventory', '')}`, at, ratio: at.p50 / list.p50 }] : [];
    });
    return list && measured.length ? [{ size, list, measured }] : [];
  });
}

function searchTargets(results: Results): Target[] {
  const row = (route: string, size: number) => results.load.find((result) => result.route === route && result.size === size);
  const largest = Math.max(0, ...results.seeds.map((seed) => seed.size));
  const smallest = Math.min(...results.seeds.map((seed) => seed.size));
  const listSearches = results.searches.filter((search) => search.share !== undefined && search.kind === 'text');
  const textKeys = new Set(listSearches.map((search) => search.key));
  const rows: Target[] = [];
  const firsts = results.firstMatches.filter((first) => first.size === largest && textKeys.has(first.key));
  if (firsts.length) {
    const most = Math.max(...firsts.map((first) => first.requests));
    rows.push({ target: `Every search reaches its first match in one request at ${sizeLabel(largest)}`, measured: `at most ${most}`, pass: most === 1 });
  }
  const list = row('list', largest);
  const searches = listSearches.map((search) => ({ search, at: row(search.key, largest), first: row(search.key, smallest) })).filter(({ at }) => at);
  if (list && searches.length) {
    const slowest = searches.reduce((a, b) => (b.at!.p50 > a.at!.p50 ? b : a));
    rows.push({
      target: `Search p50 at ${sizeLabel(largest)} within 2x of the first list page's`,
      measured: `slowest ${ms(slowest.at!.p50)} ms (${slowest.search.label}) vs ${ms(list.p50)} ms = ${(slowest.at!.p50 / list.p50).toFixed(2)}x; ${searches.filter(({ at }) => at!.p50 > 2 * list.p50).length} of ${searches.length} over`,
      pass: searches.every(({ at }) => at!.p50 <= 2 * list.p50),
    });
    const growth = searches.filter(({ first }) => first).map(({ search, at, first }) => ({ search, ratio: at!.p50 / first!.p50 }));
    if (growth.length && largest !== smallest) {
      const worst = growth.reduce((a, b) => (b.ratio > a.ratio ? b : a));
      rows.push({
        target: `Search p50 at ${sizeLabel(largest)} within 1.5x of ${sizeLabel(smallest)}`,
        measured: `worst ${worst.ratio.toFixed(2)}x (${worst.search.label}); ${growth.filter(({ ratio }) => ratio > 1.5).length} of ${growth.length} over`,
        pass: growth.every(({ ratio }) => ratio <= 1.5),
      });
    }
  }
  if (list) rows.push(...filterTargets(results, largest, list));
  const index = results.indexCosts.find((cost) => cost.size === largest);
  if (index) {
    const perListing = index.postingWriteUnits / index.listings;
    rows.push({ target: 'Index write units per listing <= 60 (average over the catalogue)', measured: `${perListing.toFixed(1)} at ${sizeLabel(largest)}`, pass: perListing <= 60 });
  }
  const seed = results.seeds.find((candidate) => candidate.size === largest);
  if (seed) rows.push({ target: `Seeding up to ${sizeLabel(largest)} with the index within 15 min`, measured: `${(seed.seconds / 60).toFixed(1)} min`, pass: seed.seconds <= 900 });
  return rows;
}

/** The fit and the distance searches (the list's order and their own) against the first list page of the same run. */
function filterTargets(results: Results, largest: number, list: RouteResult): Target[] {
  const kinds = [
    { name: 'fit', keys: ['fit', 'fit-sorted'] },
    { name: 'distance', keys: ['near', 'near-sorted'] },
  ];
  return kinds.flatMap(({ name, keys }) => {
    const measured = keys.flatMap((key) => {
      const at = results.load.find((result) => result.route === key && result.size === largest);
      const first = results.firstMatches.find((candidate) => candidate.key === key && candidate.size === largest);
      return at && first ? [{ key, at, first }] : [];
    });
    if (measured.length === 0) return [];
    const slowest = measured.reduce((a, b) => (b.at.p50 > a.at.p50 ? b : a));
    const requests = Math.max(...measured.map(({ first }) => first.requests));
    const label = (key: string) => results.searches.find((search) => search.key === key)?.label ?? key;
    return [{
      target: `A ${name} search reaches its first match in one request at ${sizeLabel(largest)}, p50 within 2x of the first list page's`,
      measured: `${requests === 1 ? 'one request' : `up to ${requests} requests`}; slowest ${ms(slowest.at.p50)} ms (${label(slowest.key)}) vs ${ms(list.p50)} ms = ${(slowest.at.p50 / list.p50).toFixed(2)}x`,
      pass: requests === 1 && measured.every(({ first, at }) => first.items > 0 && at.p50 <= 2 * list.p50),
    }];
  });
}

function table(header: string[], rows: (string | number)[][], align?: ('l' | 'r')[]): string {
  const separator = header.map((_, index) => ((align?.[index] ?? 'l') === 'r' ? '---:' : '---'));
  return [header, separator, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The generated part of BENCHMARKS.md (and what the run prints). */
export function renderResults(results: Results): string {
  const { machine, settings } = results;
  const parts: string[] = [];
  parts.push(
    `Run on ${machine.date.slice(0, 10)} (${machine.date}), \`npm run bench\` took ${(results.totalSeconds / 60).toFixed(1)} min.\n\n` +
      `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB RAM, ${machine.os}; Node ${machine.node}, ${machine.java}, ${machine.chromium}.` +
      (results.loads?.length
        ? `\n\nLoad average (1 min) at the start of each phase, other work on the machine included: ${results.loads.map((entry) => `${entry.phase.replace(/:.*$/, '')} ${entry.load.toFixed(1)}`).join('; ')}.`
        : ''),
  );

  parts.push(
    `### Targets\n\n${table(
      ['Target', 'Measured', 'Result'],
      targets(results).map((row) => [row.target, row.measured, row.pass === undefined ? 'n/a' : row.pass ? 'PASS' : 'MISS']),
    )}`,
  );

  if (results.seeds.length) {
    const seedRow = (seed: SeedResult, where: string) => [
      seed.size.toLocaleString('en-US'),
      where,
      seed.added.toLocaleString('en-US'),
      seed.seconds.toFixed(1),
      seed.itemsPerSecond.toFixed(0),
    ];
    const rows = results.seeds.map((seed) => seedRow(seed, results.dataDir ?? ''));
    if (results.diskSeed) rows.push(seedRow(results.diskSeed, 'disk, for comparison'));
    parts.push(
      `### Seeding (data layer: importItems, BatchWriteItem into DynamoDB Local)\n\n${table(['Listings', 'Data dir', 'Added', 'Seconds', 'Items/s'], rows, ['r', 'l', 'r', 'r', 'r'])}`,
    );
  }

  if (results.load.length) {
    const sizes = [...new Set(results.load.map((result) => result.size))];
    const rows = results.routes.flatMap((route) =>
      sizes.flatMap((size) => {
        const result = results.load.find((candidate) => candidate.route === route.key && candidate.size === size);
        return result
          ? [[route.label, sizeLabel(size), result.requestsPerSecond.toFixed(0), ms(result.p50), ms(result.p99), String(result.non2xx + result.socketErrors), result.answer]]
          : [];
      }),
    );
    parts.push(
      `### API on the local runtime (autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per route)\n\n` +
        `Errors are non-2xx answers plus socket errors. The searches are described under Search below.\n\n` +
        table(['Route', 'Listings', 'req/s', 'p50 ms', 'p99 ms', 'Errors', 'One answer'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'l']),
    );
  }

  const pages = renderPages(results);
  if (pages) parts.push(pages);

  const prices = renderPrices(results);
  if (prices) parts.push(prices);

  if (results.firstMatches.length) parts.push(renderSearch(results));

  if (results.csvImports.length) parts.push(renderCsvImports(results.csvImports, results.singleCreate));

  if (results.alerts.length) {
    parts.push(
      `### Saved-search alerts (a listing create to the buyer's notification on its socket, through the table stream)\n\n${table(
        ['Listings', 'Saved searches', 'Creates', 'Broadcast p50 ms', 'Alert p50 ms', 'Alert p99 ms', 'Alert / broadcast'],
        results.alerts.map((row) => [
          sizeLabel(row.size),
          row.savedSearches.toLocaleString('en-US'),
          String(row.listings),
          ms(row.broadcastP50),
          ms(row.alertP50),
          ms(row.alertP99),
          `${(row.alertP50 / row.broadcastP50).toFixed(1)}x`,
        ]),
        ['r', 'r', 'r', 'r', 'r', 'r', 'r'],
      )}\n\nThe broadcast is the spec's \`new_item\` on an anonymous socket: one stream hop. An alert takes two (the listing's record makes the notification, the notification's record is pushed), each after the local stream poller's 200 ms interval.`,
    );
  }

  if (results.reserves.length) parts.push(renderReserves(results.reserves));

  if (results.impact.length) parts.push(renderImpact(results.impact));

  if (results.databaseFloor.length) {
    parts.push(
      `### DynamoDB Local alone (one call at a time, straight from the benchmark process, after the load)\n\n${table(
        ['Operation', 'Listings', 'p50 ms', 'p99 ms'],
        results.databaseFloor.map((row) => [row.operation, sizeLabel(row.size), ms(row.p50), ms(row.p99)]),
        ['l', 'r', 'r', 'r'],
      )}`,
    );
  }

  if (results.bundles.length) {
    const cold = new Map(results.coldStarts.map((start) => [start.name, start]));
    const rows = [...results.bundles]
      .sort((a, b) => (a.name === HELLO_WORLD ? 1 : b.name === HELLO_WORLD ? -1 : a.name.localeCompare(b.name)))
      .map((bundle) => {
        const start = cold.get(bundle.name);
        return [
          bundle.extraFiles ? `${bundle.name} (+ ${bundle.extraFiles.count} files beside it, ${kb(bundle.extraFiles.bytes)} KB)` : bundle.name,
          kb(bundle.bytes),
          bundle.gzipBytes === undefined ? 'n/a' : kb(bundle.gzipBytes),
          start ? ms(start.medianMs) : 'n/a',
          start ? `${start.ratio.toFixed(2)}x` : 'n/a',
          start ? `${ms(start.importMs)} / ${ms(start.invokeMs)}` : 'n/a',
          start?.status ?? 'n/a',
          bundle.heaviest.map((input) => `${input.input} ${kb(input.bytes)}`).join(', '),
        ];
      });
    parts.push(
      `### Lambda bundles (esbuild with infra's FUNCTION_BUNDLING; cold init = median of ${settings.coldRuns} fresh Node processes, spawn to first answer)\n\n` +
        `One row per function of the route table (\`lambdaFunctions\`), bundled from its entry module (written from the route table by \`functions/src/router/entry-source.ts\`) and cold-started on the event of its first route; the \`site\` function (the page renderer, robots.txt, sitemaps) is bundled with infra's \`siteRenderBundling()\` too (JSX, production React, the web build's template files copied beside index.mjs) and cold-started on \`GET /\` with \`SITE_TEMPLATE_DIR\` pointed at those files. KB gzip: index.mjs through node:zlib.\n\n` +
        table(['Function', 'KB (.mjs)', 'KB gzip', 'Cold init ms', 'vs hello-world', 'Import / invoke ms', 'Status', 'Heaviest inputs (KB)'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l']),
    );
  }

  if (results.web) {
    const { web } = results;
    const sum = (assets: { bytes: number }[]) => kb(assets.reduce((total, file) => total + file.bytes, 0));
    const served = (web.served ?? []).flatMap((page) => [
      [`Initial JS of ${page.path === '/' ? '/' : '/item/{id}'} as served (its entry and every module it imports statically)`, `${page.initialJs.length} files`, sum(page.initialJs), gzipKb(page.initialJs).toFixed(1)],
      [`Initial CSS of ${page.path === '/' ? '/' : '/item/{id}'} as served`, `${page.initialCss.length} files`, sum(page.initialCss), gzipKb(page.initialCss).toFixed(1)],
      [`HTML of ${page.path === '/' ? '/' : '/item/{id}'} as served (at the smallest size)`, '1 file', sum([page.html]), gzipKb([page.html]).toFixed(1)],
    ]);
    const lines = [
      ...served,
      ['Initial CSS of /', `${web.initialCss.length} files`, kb(web.initialCss.reduce((sum, file) => sum + file.bytes, 0)), gzipKb(web.initialCss).toFixed(1)],
      ...web.lazyRoutes.map((route) => [
        `Lazy route ${route.route} (${route.chunk} + its imports not yet loaded)`,
        `${route.assets.length} files`,
        kb(route.assets.reduce((sum, file) => sum + file.bytes, 0)),
        gzipKb(route.assets).toFixed(1),
      ]),
    ];
    parts.push(
      `### Web app (\`npm run build --workspace web\`: ${web.buildSeconds.toFixed(0)} s)\n\n${table(['What', 'Files', 'KB', 'KB gzip'], lines, ['l', 'r', 'r', 'r'])}`,
    );
  }

  if (results.lighthouse.length) {
    const rows = results.lighthouse.map((page) => [
      page.page,
      ...CATEGORIES.map((id) => String(page.scores[id])),
      page.runs.map((run) => run.score).join(', '),
      ms(page.fcpMs),
      ms(page.lcpMs),
      ms(page.tbtMs),
      page.cls.toFixed(3),
      ms(page.speedIndexMs),
      page.transferKb.toFixed(0),
      `${page.scripts} (${page.scriptKb.toFixed(0)} KB)`,
      page.compressionSavingsKb.toFixed(0),
      page.benchmarkIndex.toFixed(0),
    ]);
    parts.push(
      `### Lighthouse (${results.lighthouse[0]?.preset}; headless Chromium, ${settings.lighthouseRuns} runs per page against the runtime with the smallest and with the largest data set; score of the median run, metrics are medians)\n\n` +
        `The local runtime serves the pages server-rendered and compresses text as CloudFront does (brotli when accepted). Category scores are medians over the runs; Runs lists the performance scores.${lighthouseLoadNote(results)}\n\n` +
        table(
          ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'Runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'Speed Index ms', 'Transfer KB', 'Scripts (KB)', 'Compression would save KB', 'benchmarkIndex'],
          rows,
          ['l', 'r', 'r', 'r', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
        ) +
        lighthouseWarnings(results.lighthouse),
    );
  }
  return parts.join('\n\n');
}

/** The rendered pages of the load phase next to the JSON listing route of the same runtime and size. */
function renderPages(results: Results): string | undefined {
  const row = (route: string, size: number) => results.load.find((result) => result.route === route && result.size === size);
  const sizes = [...new Set(results.load.map((result) => result.size))].filter((size) => row('page-item', size));
  if (!sizes.length) return undefined;
  const pair = (result: RouteResult | undefined) => (result ? `${ms(result.p50)} / ${ms(result.p99)}` : 'n/a');
  const ratio = (result: RouteResult | undefined, json: RouteResult | undefined) => (result && json ? `${(result.p50 / json.p50).toFixed(2)}x` : 'n/a');
  const rows = sizes.map((size) => {
    const json = row('item', size);
    return [
      sizeLabel(size),
      pair(json),
      ...PAGE_ENCODINGS.flatMap(({ suffix }) => [pair(row(`page-item${suffix}`, size)), ratio(row(`page-item${suffix}`, size), json)]),
      ...PAGE_ENCODINGS.map(({ suffix }) => pair(row(`page-home${suffix}`, size))),
    ];
  });
  const header = [
    'Listings',
    'JSON item p50 / p99 ms',
    ...PAGE_ENCODINGS.flatMap(({ label }) => [`/item/{id} ${label} p50 / p99 ms`, `/item/{id} ${label} vs JSON p50`]),
    ...PAGE_ENCODINGS.map(({ label }) => `/ ${label} p50 / p99 ms`),
  ];
  return (
    `### Rendered pages (site/render-page on the local runtime, loaded like the API routes above)\n\n` +
    `\`GET /item/{id}\` (a random listing each request) and \`GET /\` as a browser asks for them (\`Accept: text/html\`), once with \`Accept-Encoding: identity\` ` +
    `(the render alone) and once with \`br\` (the local edge compresses as CloudFront does; on AWS CloudFront compresses and caches). ` +
    `JSON item is \`GET /api/inventory/item/{id}\` of the same run. The runtime runs with NODE_ENV=production, as the deployed bundle defines it.\n\n` +
    table(header, rows, header.map((_, index) => (index === 0 ? 'r' : 'r')))
  );
}

/** The price order and filters of the load phase beside the first list page of the same runtime and size. */
function renderPrices(results: Results): string | undefined {
  const ratios = priceRatios(results);
  if (!ratios.length) return undefined;
  const pair = (result: RouteResult) => `${ms(result.p50)} / ${ms(result.p99)}`;
  const rows = ratios.map(({ size, list, measured }) => [
    sizeLabel(size),
    pair(list),
    ...PRICE_ROUTES.flatMap(({ key }) => {
      const route = measured.find((candidate) => candidate.key === key);
      return route ? [pair(route.at), `${route.ratio.toFixed(2)}x`] : ['n/a', 'n/a'];
    }),
  ]);
  const header = ['Listings', 'First list page p50 / p99 ms', ...PRICE_ROUTES.flatMap(({ path }) => [`${path.replace('/api/inventory', '')} p50 / p99 ms`, 'vs list p50'])];
  return (
    `### Price order and price filters (the first page, loaded like the API routes above)

` +
    `Each is the first page of 10, as a buyer opens it: \`sort=price\` (free first, then by unit price, on request last) of every listing and of the doors, ` +
    `\`maxUnitPriceCents\` (fixed and negotiable at or under it, and free) and \`available=1\`, each p50 over the p50 of the first list page (\`GET /api/inventory?limit=10\`) of the same run and size. ` +
    `Before its load each answer is checked: a page of listings in price order, doors only, at or under the price, with units available. ` +
    `The catalogue asks 40% fixed, 25% negotiable, 25% on request and 10% free; doors $50 to $4,000 and parts $5 to $400 a unit (log-uniform: about 63% of the listings are free or at most $500 a unit).

` +
    table(header, rows, header.map(() => 'r'))
  );
}

/** The reservation race's table, with how it is taken. */
function renderReserves(reserves: readonly ReserveResult[]): string {
  const first = reserves[0] as ReserveResult;
  const rows = reserves.map((race) => [
    sizeLabel(race.size),
    String(race.rounds),
    `${race.units * race.rounds} / ${(race.buyers - race.units) * race.rounds}`,
    ms(race.p50),
    ms(race.p99),
    ms(race.wonP50),
    ms(race.lostP50),
    `${ms(race.singleP50)} / ${ms(race.singleP99)}`,
    `${(race.p50 / race.singleP50).toFixed(2)}x`,
  ]);
  const messages = [...new Set(reserves.flatMap((race) => race.lostMessages))];
  return (
    `### Reservations (${first.buyers} buyers at once for the last ${first.units} units of a listing)

` +
    table(['Listings', 'Rounds', '201 / 409', 'p50 ms', 'p99 ms', '201 p50 ms', '409 p50 ms', 'Single reservation p50 / p99 ms', 'p50 / single'], rows, ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']) +
    `

After the load at each size, each round a seeded business lists ${first.units} units of a door at a fixed price; ${first.buyers} other seeded businesses, signed in, ` +
    `each read the listing on a kept-alive connection of its own, then all send \`POST /api/inventory/{id}/holds\` \`{ quantity: 1 }\` in the same tick. ` +
    `Exactly ${first.units} must get a 201 and ${first.buyers - first.units} a 409, and the listing then reads \`availableQuantity\` 0 and \`heldQuantity\` ${first.units}, or the benchmark stops. ` +
    `p50 and p99 are over every reservation of the rounds, each from its request's start to its answer's end. The single reservation is the reference, a write on its own: ` +
    `each round, before the race, one of the buyers reserves one unit of another such listing while nothing else runs. ` +
    `Each reservation opens the buyer's thread with the listing (a new listing each round), in the same transaction as the hold; a buyer that reached the hour's limit of new threads is replaced by the next seeded business. ` +
    `One unmeasured round runs first; the runtime is left 1 s after the listings are created and after the single reservation, so the stream's work on them is done.` +
    (messages.length ? ` The 409s said: ${messages.map((message) => `"${message}"`).join(', ')}.` : '')
  );
}

/** Each impact read at the most transfers against the same read at the fewest: the figures are counters, so it should be flat. */
function impactTargets(steps: readonly ImpactResult[]): Target[] {
  const first = steps[0];
  const last = steps.at(-1);
  if (!first || !last || first === last) return [];
  const reads = IMPACT_READS.filter(({ key }) => key !== 'csrf').flatMap(({ key, label }) => {
    const [from, to] = [first, last].map((step) => step.reads.find((read) => read.route === key));
    return from && to ? [{ label, from, to, ratio: to.p50 / from.p50 }] : [];
  });
  const rows: Target[] = [];
  if (reads.length) {
    const worst = reads.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    rows.push({
      target: `Impact figures' reads p50 at ${sizeLabel(last.transfers)} transfers within 1.5x of ${sizeLabel(first.transfers)} (under load, one step after the other)`,
      measured: `worst ${ms(worst.to.p50)} ms vs ${ms(worst.from.p50)} ms = ${worst.ratio.toFixed(2)}x (${worst.label}); ${reads.filter(({ ratio }) => ratio > 1.5).length} of ${reads.length} over`,
      pass: reads.every(({ ratio }) => ratio <= 1.5),
    });
  }
  const { p50, referenceLines } = last.interleaved;
  const seller = p50['impact-seller'];
  const reference = p50[REFERENCE_READ.key];
  if (seller !== undefined && reference !== undefined) {
    rows.push({
      target: `A seller's figures at ${sizeLabel(last.transfers)} transfers read within 1.5x of a ${sizeLabel(referenceLines)}-transfer seller's (one at a time, in turn)`,
      measured: `p50 ${ms(seller)} ms vs ${ms(reference)} ms = ${(seller / reference).toFixed(2)}x`,
      pass: seller / reference <= 1.5,
    });
  }
  return rows;
}

/** The impact reads per ledger size beside the floor route of the same runtime, then the handovers and confirmations. */
function renderImpact(steps: readonly ImpactResult[]): string {
  const first = steps[0] as ImpactResult;
  const readOf = (step: ImpactResult, key: string) => step.reads.find((read) => read.route === key);
  const readRows = IMPACT_READS.flatMap(({ key, label }) =>
    steps.flatMap((step) => {
      const read = readOf(step, key);
      const base = readOf(first, key);
      const floor = readOf(step, 'csrf');
      return read
        ? [[
            label,
            sizeLabel(step.transfers),
            read.requestsPerSecond.toFixed(0),
            ms(read.p50),
            ms(read.p99),
            base ? `${(read.p50 / base.p50).toFixed(2)}x` : 'n/a',
            key !== 'csrf' && floor ? `${(read.p50 / floor.p50).toFixed(1)}x` : '',
            String(read.non2xx + read.socketErrors),
          ]]
        : [];
    }),
  );
  const inTurn = [...IMPACT_READS, REFERENCE_READ];
  const turnRows = steps.map((step) => {
    const { p50 } = step.interleaved;
    const seller = p50['impact-seller'];
    const reference = p50[REFERENCE_READ.key];
    return [
      sizeLabel(step.transfers),
      ...inTurn.map(({ key }) => ms(p50[key])),
      seller !== undefined && reference !== undefined ? `${(seller / reference).toFixed(2)}x` : 'n/a',
    ];
  });
  const stepRows = steps.map((step) => [
    sizeLabel(step.transfers),
    `${thousands(step.sellerLines)} / ${thousands(step.buyerLines)} / ${step.businesses}`,
    `${thousands(step.seed.added)} in ${step.seed.seconds.toFixed(1)} s (${step.seed.linesPerSecond.toFixed(0)}/s); ${thousands(step.seed.counterItems)} counters in ${step.seed.counterSeconds.toFixed(1)} s`,
    String(step.handovers),
    `${ms(step.handoverP50)} / ${ms(step.handoverMax)}`,
    `${ms(step.confirmP50)} / ${ms(step.confirmMax)}`,
    `${step.loads.reads.toFixed(1)} / ${step.loads.handovers.toFixed(1)} / ${step.loads.after.toFixed(1)}`,
  ]);
  return (
    `### Handover and impact (one seller's ledger at ${steps.map((step) => sizeLabel(step.transfers)).join(', ')} transfers)\n\n` +
    table(['Route', 'Transfers', 'req/s', 'p50 ms', 'p99 ms', `p50 vs ${sizeLabel(first.transfers)}`, 'p50 / floor p50', 'Errors'], readRows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']) +
    `\n\nOne at a time, in turn (${first.interleaved.rounds} rounds on one kept-alive connection, p50 ms; the reference business's ledger stays at ${thousands(first.interleaved.referenceLines)} lines):\n\n` +
    table(['Transfers', ...inTurn.map(({ label }) => label.replace('GET ', '')), 'seller / reference'], turnRows, ['r', ...inTurn.map((): 'r' => 'r'), 'r']) +
    `\n\n` +
    table(
      ['Transfers', 'Lines read: seller / buyer / businesses', 'Seeded (ledger lines, then counters)', 'Handovers', 'Handover p50 / slowest ms', 'Confirm p50 / slowest ms', 'Load average: reads / handovers / after'],
      stepRows,
      ['r', 'r', 'l', 'r', 'r', 'r', 'r'],
    ) +
    `\n\nAfter the listing sizes, on the same data dir, one seeded business's ledger grows to each size through the data layer while the runtime is stopped: ` +
    `the lines as \`ledgerSteps\` puts them (BatchWriteItem), spread over the last 24 months, one in ten self-reported and the others bought by every other seeded business, ` +
    `one in ten of those by the measured buyer, and every counter they move ADDed by exactly their sums. On a fresh runtime each read's answer is first checked against the sums of the lines ` +
    `(totals, 24 months, the marketplace's businesses), then loaded like the API routes, beside \`/api/csrf-token\` of the same runtime. ` +
    `Those loads run one after the other, minutes apart from one step to the next, so they also measure how busy the machine was; the pass in turn does not: ` +
    `each read once after the other, with a second seller's figures whose ledger stays at the first step's size, so the seller's over the reference's is its ledger's size alone. ` +
    `Then, one after another, ${first.handovers + 1} times (the first not timed): the seller lists 2 units at a fixed price, a buyer reserves 2, the seller hands over 1 ` +
    `(\`POST /api/holds/{id}/handover\`, timed) and the buyer confirms it (\`POST /api/transfers/{id}/confirm\`: the ledger line and its counters in one transaction, timed), ` +
    `each on a kept-alive connection, 1 s apart; the seller's figures must then count the confirmed transfers too. Lines read include the confirmed handovers of the earlier steps.`
  );
}

function renderSearch(results: Results): string {
  const sizes = [...new Set(results.firstMatches.map((first) => first.size))];
  const rows = results.searches.flatMap((search) =>
    sizes.flatMap((size) => {
      const first = results.firstMatches.find((candidate) => candidate.key === search.key && candidate.size === size);
      const load = results.load.find((candidate) => candidate.route === search.key && candidate.size === size);
      const cost = results.searchCosts.find((candidate) => candidate.key === search.key && candidate.size === size);
      if (!first) return [];
      return [[
        search.label,
        search.share === undefined ? '' : `${(search.share * 100).toFixed(search.share < 0.01 ? 2 : 1)}%`,
        sizeLabel(size),
        String(first.requests),
        first.status ? `error ${first.status}` : `${first.items}${first.fuzzy ? ' (fuzzy)' : ''}${search.kind === 'facets' ? ' counted' : ''}`,
        load ? ms(load.p50) : 'n/a',
        load ? ms(load.p99) : 'n/a',
        cost ? `${cost.readUnits.toFixed(1)} (${cost.calls} calls)` : 'n/a',
      ]];
    }),
  );
  const indexRows = results.indexCosts.map((cost) => {
    const seed = results.seeds.find((candidate) => candidate.size === cost.size);
    return [
      sizeLabel(cost.size),
      cost.listings.toLocaleString('en-US'),
      cost.postings.toLocaleString('en-US'),
      (cost.postings / cost.listings).toFixed(1),
      cost.lineBlocks.toLocaleString('en-US'),
      (cost.postingWriteUnits / cost.listings).toFixed(1),
      (cost.listingWriteUnits / cost.listings).toFixed(1),
      String(cost.commonWords),
      seed ? seed.itemsPerSecond.toFixed(0) : 'n/a',
    ];
  });
  const largest = results.indexCosts.at(-1);
  const kindOf = (key: string) => results.searches.find((search) => search.key === key)?.kind;
  const costs = results.searchCosts.filter((cost) => cost.size === largest?.size && cost.key !== 'suggest' && kindOf(cost.key) === 'text');
  const filterCosts = results.searchCosts.filter((cost) => cost.size === largest?.size && kindOf(cost.key) !== 'text');
  const lines: string[] = [];
  if (largest) {
    const writeUnits = (largest.postingWriteUnits + largest.listingWriteUnits) / largest.listings;
    const indexShare = largest.postingWriteUnits / largest.listings;
    lines.push(
      `Writing 1,000 listings at ${sizeLabel(largest.size)}: ${(writeUnits * 1000).toFixed(0)} write units = $${((writeUnits * 1000 * PRICES.writeUnit) / 1e6).toFixed(4)} ` +
        `(the search index ${(indexShare * 1000).toFixed(0)} units = $${((indexShare * 1000 * PRICES.writeUnit) / 1e6).toFixed(4)}), by import; createItem's transaction doubles the record's base-table units.`,
    );
  }
  if (costs.length) {
    const mean = costs.reduce((sum, cost) => sum + cost.readUnits, 0) / costs.length;
    const most = costs.reduce((a, b) => (b.readUnits > a.readUnits ? b : a));
    lines.push(
      `A million searches at ${sizeLabel(largest!.size)}: $${(mean * PRICES.readUnit).toFixed(2)} of DynamoDB reads on average over these searches (${mean.toFixed(1)} read units each), ` +
        `at most $${(most.readUnits * PRICES.readUnit).toFixed(2)} (${results.searches.find((search) => search.key === most.key)?.label}).`,
    );
  }
  if (filterCosts.length) {
    const mean = filterCosts.reduce((sum, cost) => sum + cost.readUnits, 0) / filterCosts.length;
    const most = filterCosts.reduce((a, b) => (b.readUnits > a.readUnits ? b : a));
    lines.push(
      `A million searches by spec, fit and distance (and facets) at ${sizeLabel(largest!.size)}: $${(mean * PRICES.readUnit).toFixed(2)} on average over these (${mean.toFixed(1)} read units each), ` +
        `at most $${(most.readUnits * PRICES.readUnit).toFixed(2)} (${results.searches.find((search) => search.key === most.key)?.label}).`,
    );
  }
  return (
    `### Search (GET /api/inventory?limit=10&q=..., typeahead, the spec, fit and distance filters and GET /api/inventory/facets)\n\n` +
    `Matches: share of the catalogue the search matches (for the filters, by the list routes' own rule, with each business at its location's point). ` +
    `Requests: pages a client following nextCursor fetches until one holds a match (facets: one answer). Items: on that page (facets: the total they count). Read units: one search through the data layer, ` +
    `eventually consistent, by DynamoDB's sizing rules from the bytes read (DynamoDB Local does not report reads faithfully). p50 and p99 from the API table above.\n\n` +
    table(['Search', 'Matches', 'Listings', 'Requests', 'Items', 'p50 ms', 'p99 ms', 'Read units'], rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']) +
    `\n\nThe index after each seeding step (write units by DynamoDB's sizing rules, 1 per KB; a listing record is written to the table, to the five list indexes and the fit and size-cell indexes when it has a size, with all its attributes, and to the sitemap index with its id; a listing with a size also moves its size's figures, one small item):\n\n` +
    table(['Listings', 'Listings counted', 'Postings', 'Postings per listing', 'Word-line blocks', 'Index write units per listing', 'Record write units per listing', 'Common words', 'Seeding items/s'], indexRows, ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']) +
    `\n\nCost at on-demand prices (us-east-1: $${PRICES.writeUnit} per million write units, $${PRICES.readUnit} per million read units; Lambda and API Gateway not included):\n\n` +
    lines.map((line) => `- ${line}`).join('\n')
  );
}

/** Lighthouse's own warnings, once each, with how many runs gave them and how long runs took. */
function lighthouseWarnings(pages: LighthouseResult[]): string {
  const runs = pages.flatMap((page) => page.runs);
  const counts = new Map<string, number>();
  for (const warning of runs.flatMap((run) => run.warnings)) counts.set(warning, (counts.get(warning) ?? 0) + 1);
  const seconds = runs.map((run) => run.seconds).sort((a, b) => a - b);
  const lines = [`\n\nOne Lighthouse run took ${seconds[0]?.toFixed(0)} to ${seconds.at(-1)?.toFixed(0)} s.`];
  for (const [warning, count] of counts) lines.push(`Lighthouse warned in ${count} of ${runs.length} runs: "${warning}"`);
  for (const page of pages) {
    const failing = new Map<string, number>();
    for (const run of page.runs) for (const [id, audits] of Object.entries(run.failing ?? {})) for (const audit of audits) failing.set(`${id}: ${audit}`, (failing.get(`${id}: ${audit}`) ?? 0) + 1);
    if (failing.size) lines.push(`Below 100 on ${page.page}: ${[...failing].map(([audit, count]) => `${audit} (${count} of ${page.runs.length} runs)`).join(', ')}.`);
  }
  return lines.join(' ');
}

function lighthouseLoadNote(results: Results): string {
  return results.lighthouseLoad
    .map((load) => {
      const waited = load.waitedSeconds >= 1 ? ` after waiting ${load.waitedSeconds.toFixed(0)} s (from ${load.before.toFixed(1)})` : '';
      return ` At ${sizeLabel(load.size)}, load average (1 min) when Lighthouse started: ${load.start.toFixed(1)}${waited}; when it ended: ${load.after.toFixed(1)}.`;
    })
    .join('');
}

/** Replaces what is between the markers of `file` (appends the markers when missing). */
export async function writeResults(file: string, rendered: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    text = '# Benchmarks\n';
  }
  const block = `${START_MARKER}\n${rendered}\n${END_MARKER}`;
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER);
  const updated = start >= 0 && end > start ? `${text.slice(0, start)}${block}${text.slice(end + END_MARKER.length)}` : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(file, updated);
}

const thousands = (value: number) => value.toLocaleString('en-US');

/** The CSV import jobs' table, with how its POST figure is taken and the single create beside it. */
function renderCsvImports(imports: readonly CsvImportResult[], single: SingleCreateResult | undefined): string {
  const sizes = [...new Set(imports.map((row) => sizeLabel(row.size)))].join(', ');
  const digestCounts = (row: CsvImportResult) => {
    const counts = [...new Set(row.notificationCounts)];
    return counts.length === 0 ? 'n/a' : counts.length === 1 ? thousands(counts[0]!) : `${thousands(Math.min(...counts))} to ${thousands(Math.max(...counts))}`;
  };
  const rows = imports.map((row) => [
    thousands(row.rows),
    `${(row.bytes / 1e6).toFixed(1)} MB, ${row.path === 'upload' ? `uploaded first (${row.uploadSeconds?.toFixed(1) ?? 'n/a'} s)` : 'in the body'}`,
    `${ms(row.postP50)} (${row.postMs.length})`,
    ms(row.postMax),
    row.runningSeconds.toFixed(1),
    row.doneSeconds.toFixed(1),
    row.listingsPerSecond.toFixed(0),
    `${row.notifications} (${row.searches})`,
    digestCounts(row),
    thousands(row.searchesAlerted),
  ]);
  const largest = imports.reduce((a, b) => (b.rows > a.rows ? b : a));
  const comparison = single
    ? ` For comparison, \`POST /api/inventory\` created ${single.creates} listings one at a time afterwards at ${ms(single.p50)} ms p50 (p99 ${ms(single.p99)} ms);` +
      ` the ${thousands(largest.rows)}-row job wrote one every ${ms(1000 / largest.listingsPerSecond)} ms on average, ${(single.p50 / (1000 / largest.listingsPerSecond)).toFixed(1)}x faster per listing.`
    : '';
  return (
    `### CSV import jobs (on the ${sizes} data set)\n\n` +
    table(
      ['Rows', 'File', 'POST p50 ms (POSTs)', 'POST max ms', 'Validated s', 'Time to done s', 'Listings/s', 'Notifications (saved searches)', 'Count per notification', 'Saved searches alerted in all'],
      rows,
      ['r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ) +
    `\n\nEach file is one job: \`POST /api/inventory/imports\` (202 at once), then the job read every 200 ms until \`done\`. ` +
    'A file over the 4.5 MB body limit is uploaded first, as the web dialog does (`POST /api/inventory/imports/upload`, then the presigned POST to storage; its time is not in the POST\'s), and the POST names its `uploadKey`. ' +
    'POST p50 is the median of the import\'s own POST and further POSTs of the same file with its last row made invalid (same size and path; each such job reads every row, fails and writes nothing, and ends before the next POST). ' +
    'Validated and time to done count from the start of the import\'s POST to the first read that shows `running` (every row checked) and `done`; listings/s is rows over time to done. ' +
    'Notifications are the `search_match` notifications about the import of buyers of other businesses who saved a search that every row matches (one search each), and the `count` they carry; ' +
    'saved searches alerted in all are every search the job\'s match records name, the buyers\' and any other saved search that matched (the alert step\'s, when it ran), each of which gets one notification.' +
    comparison
  );
}
