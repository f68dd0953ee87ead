import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './paths.ts';

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

/** Lighthouse's default config is mobile emulation with simulated throttling, as DESIGN.md asks. */
export const runLighthouse = async (url: string): Promise<LighthouseScores> => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      maxWaitForLoad: 45_000,
    });
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
    };
  } finally {
    await chrome.kill();
  }
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

/** Lighthouse on this machine varies from run to run; the run with the median performance score stands for the page. */
export const runLighthouseMedian = async (url: string, runs = 3): Promise<LighthouseScores> => {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await againOnTraceFailure(() => runLighthouse(url)));
  const sorted = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return sorted[Math.floor(sorted.length / 2)] as LighthouseScores;
};
