import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './stats';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The four categories of Lighthouse 12, each scored 0 to 100. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  /** The performance score. */
  score: number;
  scores: Record<Category, number>;
  /** Audits under 1 that count in a score, by category other than performance (what keeps it from 100). */
  failing: Partial<Record<Category, string[]>>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  benchmarkIndex: number;
  /** Bytes over the (simulated) network, and what text compression would save. */
  transferKb: number;
  /** Every script the page fetched before the network went quiet (route chunks included), and their bytes as sent. */
  scripts: number;
  scriptKb: number;
  compressionSavingsKb: number;
  /** How long Lighthouse took, and what it warned about (a page that never goes quiet shows here). */
  seconds: number;
  warnings: string[];
}

export interface LighthouseResult extends LighthouseRun {
  page: string;
  /** How the site was served (the local runtime, which compresses text like CloudFront). */
  served: string;
  url: string;
  runs: LighthouseRun[];
  preset: string;
}

/** One Lighthouse navigation in a fresh headless Chromium, the four categories, default (mobile) config. */
async function runOnce(url: string): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
    const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    const failing: Partial<Record<Category, string[]>> = {};
    for (const id of CATEGORIES.filter((category) => category !== 'performance')) {
      const refs = lhr.categories[id]?.auditRefs ?? [];
      const missed = refs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
      if (missed.length) failing[id] = missed;
    }
    return {
      score: scores.performance,
      scores,
      failing,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      transferKb: metric('total-byte-weight') / 1024,
      scripts: scripts.length,
      scriptKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
      seconds: lhr.timing.total / 1000,
      warnings: lhr.runWarnings.map(String),
      compressionSavingsKb: ((lhr.audits['uses-text-compression']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` Lighthouse runs per page; the run with the median score is reported with its metrics. */
export async function measureLighthouse(
  pages: Record<string, string>,
  served: string,
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const [page, url] of Object.entries(pages)) {
    const all: LighthouseRun[] = [];
    for (let run = 0; run < runs; run++) {
      const measured = await runOnce(url);
      all.push(measured);
      log(
        `  ${page} (${served}): run ${run + 1}/${runs}: ${CATEGORIES.map((id) => `${id} ${measured.scores[id]}`).join(', ')}; LCP ${measured.lcpMs.toFixed(0)} ms, TBT ${measured.tbtMs.toFixed(0)} ms, CLS ${measured.cls.toFixed(3)} (${measured.seconds.toFixed(0)} s)`,
      );
      for (const [id, audits] of Object.entries(measured.failing)) log(`    ${id} below 100: ${audits.join(', ')}`);
      for (const warning of measured.warnings) log(`    Lighthouse: ${warning}`);
    }
    const middle = median(all.map((run) => run.score));
    const chosen = all.find((run) => run.score === middle) as LighthouseRun;
    // Each category's score is its own median over the runs (the others barely move from run to run).
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(all.map((run) => run.scores[id]))])) as Record<Category, number>;
    results.push({
      page,
      served,
      url,
      runs: all,
      preset: 'default config: mobile (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)',
      ...chosen,
      scores,
      fcpMs: median(all.map((run) => run.fcpMs)),
      lcpMs: median(all.map((run) => run.lcpMs)),
      tbtMs: median(all.map((run) => run.tbtMs)),
      cls: median(all.map((run) => run.cls)),
      speedIndexMs: median(all.map((run) => run.speedIndexMs)),
      transferKb: median(all.map((run) => run.transferKb)),
      scripts: median(all.map((run) => run.scripts)),
      scriptKb: median(all.map((run) => run.scriptKb)),
      compressionSavingsKb: median(all.map((run) => run.compressionSavingsKb)),
    });
  }
  return results;
}
