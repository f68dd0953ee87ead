import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median } from './calibration.ts';
import { CHROMIUM_FLAGS, chromiumPath, HOST } from './paths.ts';

export interface LighthouseScores {
  url: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  cls: number | null;
  /** Lab timings (ms) behind the performance score, to see what to work on. */
  timings: Record<'FCP' | 'LCP' | 'TBT' | 'SI', number | null>;
  /** Same-origin scripts the page loaded, as URL paths. */
  scripts: string[];
  failedAudits: string[];
  /** Lighthouse's opportunities and the LCP element, as "id: estimated saving" lines. */
  opportunities: string[];
  /** The host's speed as Lighthouse measured it during the run (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number | null;
  /** Main-thread tasks of 50 ms or more, as Lighthouse simulated them (the long-tasks audit). */
  longTasks: number | null;
}

export interface RunOptions {
  /** Lighthouse's simulated CPU slowdown (its default is 4). */
  cpuSlowdown?: number;
  /** Entries put into the page's session storage before its scripts run (a basket with lines, a guest). */
  sessionStorage?: Record<string, string>;
  /** Only the performance category: a quicker run, for measuring the host. */
  performanceOnly?: boolean;
}

const score = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : Math.round(value * 100));

interface NetworkItem {
  url?: string;
  resourceType?: string;
}

interface LcpTable {
  type?: string;
  items?: { node?: { selector?: string }; phase?: string; timing?: number }[];
}

/** The LCP element's selector and where its time goes (TTFB, load delay, load time, render delay). */
const lcpNotes = (tables: unknown[]): string[] => {
  const [element, phases] = tables as LcpTable[];
  const selector = element?.items?.[0]?.node?.selector;
  const timing = (phases?.items ?? []).filter((item) => item.phase !== undefined).map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`);
  return [...(selector ? [`LCP element: ${selector}`] : []), ...(timing.length > 0 ? [`LCP phases: ${timing.join(', ')}`] : [])];
};

/**
 * A script for every new document of the tab: on `origin` it writes the entries into session storage,
 * where the web keeps the basket and the session, before the app reads them. A string, so the runner's
 * transpiler adds nothing to it.
 */
export const seedScript = (origin: string, entries: Record<string, string>): string =>
  `if (location.origin === ${JSON.stringify(origin)}) for (const [key, value] of Object.entries(${JSON.stringify(entries)})) sessionStorage.setItem(key, value);`;

/** Lighthouse's default config is mobile emulation with simulated throttling, as DESIGN.md asks; `cpuSlowdown` sets its CPU slowdown. */
export const runLighthouse = async (url: string, options: RunOptions = {}): Promise<LighthouseScores> => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  const browser = await puppeteer.connect({ browserURL: `http://${HOST}:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (options.sessionStorage) await page.evaluateOnNewDocument(seedScript(new URL(url).origin, options.sessionStorage));
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: options.performanceOnly ? ['performance'] : ['performance', 'accessibility', 'best-practices', 'seo'],
        maxWaitForLoad: 45_000,
        ...(options.cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } }),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const origin = new URL(url).origin;
    const details = lhr.audits['network-requests']?.details;
    const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
    const scripts = items
      .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(origin))
      .map((item) => new URL(item.url ?? '', origin).pathname);
    const failedAudits = Object.values(lhr.categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => `${audit?.id}: ${audit?.title}`);
    const opportunities = Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0)
      .map((audit) => `${audit.id}: ${Math.round(audit.numericValue ?? 0)} ms (${audit.displayValue ?? ''})`);
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
    if (lcpElement && 'items' in lcpElement) opportunities.push(...lcpNotes(lcpElement.items));
    return {
      url,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
      timings: {
        FCP: lhr.audits['first-contentful-paint']?.numericValue ?? null,
        LCP: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
        TBT: lhr.audits['total-blocking-time']?.numericValue ?? null,
        SI: lhr.audits['speed-index']?.numericValue ?? null,
      },
      scripts,
      failedAudits: [...new Set(failedAudits)],
      opportunities,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      longTasks: longTaskCount(lhr.audits['long-tasks']?.details),
    };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
};

const longTaskCount = (details: unknown): number | null => {
  const items = (details as { items?: { duration?: number }[] } | undefined)?.items;
  return items === undefined ? null : items.filter((item) => (item.duration ?? 0) >= 50).length;
};

/** Lighthouse's own failures to record a trace (NO_NAVSTART, NO_FCP…), seen here about once in ten runs. */
const TRACE_FAILURE = /^Lighthouse: NO_[A-Z_]+ /;

/** Runs `run` again, up to `attempts` in all, when Lighthouse failed to record the page load: the page is not at fault. */
export const againOnTraceFailure = async <T>(run: () => Promise<T>, attempts = 3): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !(error instanceof Error) || !TRACE_FAILURE.test(error.message)) throw error;
    }
  }
};

/**
 * Runs of one page, as one: the median of each score and timing on its own, and the scripts, audits and
 * opportunities of the run with the median performance score.
 */
export const medianScores = (results: readonly LighthouseScores[]): LighthouseScores => {
  const byPerformance = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  if (middle === undefined) throw new Error('no Lighthouse runs to take the median of');
  const of = (pick: (scores: LighthouseScores) => number | null) => median(results.map(pick));
  const rounded = (pick: (scores: LighthouseScores) => number | null) => {
    const value = of(pick);
    return value === null ? null : Math.round(value);
  };
  return {
    ...middle,
    performance: rounded((s) => s.performance),
    accessibility: rounded((s) => s.accessibility),
    bestPractices: rounded((s) => s.bestPractices),
    seo: rounded((s) => s.seo),
    cls: of((s) => s.cls),
    timings: { FCP: of((s) => s.timings.FCP), LCP: of((s) => s.timings.LCP), TBT: of((s) => s.timings.TBT), SI: of((s) => s.timings.SI) },
    benchmarkIndex: of((s) => s.benchmarkIndex),
    longTasks: of((s) => s.longTasks),
  };
};

/** Lighthouse on this machine varies from run to run; the median of `runs` runs stands for the page. */
export const runLighthouseMedian = async (url: string, options: RunOptions = {}, runs = 3): Promise<LighthouseScores> => {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await againOnTraceFailure(() => runLighthouse(url, options)));
  return medianScores(results);
};

/** The host's benchmarkIndex: the median of what Lighthouse measured over `runs` quick runs of `url`. */
export const hostBenchmarkIndex = async (url: string, runs = 3): Promise<number> => {
  const indexes: (number | null)[] = [];
  for (let run = 0; run < runs; run += 1) indexes.push((await againOnTraceFailure(() => runLighthouse(url, { performanceOnly: true }))).benchmarkIndex);
  const index = median(indexes);
  if (index === null) throw new Error(`Lighthouse reported no benchmarkIndex for ${url}`);
  return index;
};
