import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { percentile } from './measures.ts';
import { CHROMIUM_FLAGS, chromiumPath, HOST, officeDir } from './paths.ts';
import type { Row } from './report.ts';

/** DOOR-DESIGN.md: a phone decides a scan alone within 20 ms, on a CPU four times slower than this one (a mid-range phone). */
export const DOOR_PHONE_BUDGET_MS = 20;
export const PHONE_CPU_SLOWDOWN = 4;
/** A busy museum's day: the download the issue sizes at 20,000 tickets. */
export const DAY_TICKETS = 20_000;

/** The slot every bench ticket is for, and a moment inside its door window when the scans happen. */
const SLOT = { id: 1, event: 0, startsAt: '2027-05-01T08:00:00.000Z', endsAt: '2027-05-01T16:00:00.000Z', opensAt: '2027-05-01T07:30:00.000Z', closesAt: '2027-05-01T16:00:00.000Z' };
export const SCAN_TIME = '2027-05-01T09:00:00.000Z';

/** A day's download as the server sends it (packages/contract door.schema.ts), `count` valid tickets with distinct codes. */
export const dayDownload = (count: number) => ({
  cursor: 'bench',
  day: '2027-05-01',
  full: true,
  events: [{ id: 'e1', name: 'Permanent collection' }],
  slots: [SLOT],
  names: ['Adult', 'Child', 'Reduced'],
  tickets: Array.from({ length: count }, (_, index) => [`T${String(index).padStart(8, '0')}`, 0, index % 3, 0, null] as const),
  passes: [],
  gone: [],
});

/**
 * The phone's own code, bundled for the browser: the scanner's engine with its IndexedDB store and
 * the shared rule, given a day's download and a network that never answers, so every scan is decided
 * on the phone exactly as at a door without a network (the verdict, the ticket kept as used, the scan queued).
 */
const ENTRY = `
import { doorApi } from './door-api';
import { loadEngine } from './door-engine';
import { DoorStore } from './door-store';
import { resolveRows } from './download-state';
import { decideLocally } from './local-decision';

window.doorBench = async ({ download, scans, now }) => {
  const store = await DoorStore.open('door-bench');
  await store.wipe();
  const device = { id: 1, name: 'Bench door' };
  await store.put('pairing', { token: 'bench', device });
  await store.put('config', { device, pin: null, museum: { name: 'Bench', timeZone: 'Europe/Zurich' } });
  const rows = resolveRows(download);
  await store.saveRows(true, { cursor: download.cursor, day: download.day }, rows.tickets, rows.passes, []);
  window.fetch = () => Promise.reject(new TypeError('no network'));
  const engine = await loadEngine({ api: doorApi(() => 'en'), store, decide: decideLocally, now: () => new Date(now) });
  const codes = download.tickets.map((ticket) => ticket[0]);
  const times = [];
  const outcomes = {};
  for (let index = 0; index < scans; index += 1) {
    const started = performance.now();
    const verdict = await engine.scan(codes[(index * 7919) % codes.length], 'in');
    times.push(performance.now() - started);
    outcomes[verdict.outcome] = (outcomes[verdict.outcome] ?? 0) + 1;
  }
  store.close();
  return { times, outcomes };
};
`;

export const bundleDoorPhone = async (): Promise<string> => {
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: join(officeDir, 'src/lib/door'), loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    minify: true,
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (file === undefined) throw new Error('esbuild wrote nothing');
  return file.text;
};

export interface DoorPhoneResult {
  tickets: number;
  slowdown: number;
  /** Milliseconds per scan, the first (which switches the phone to offline) left out. */
  times: number[];
  outcomes: Record<string, number>;
}

/** A page of our own origin to run in: IndexedDB needs one. */
const blankPage = (): Promise<{ url: string; server: Server }> =>
  new Promise((resolve) => {
    const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>door bench</title>'));
    server.listen(0, HOST, () => resolve({ url: `http://${HOST}:${(server.address() as AddressInfo).port}/`, server }));
  });

/** Scans decided on the phone in a Chromium throttled like a mid-range phone (CDP Emulation.setCPUThrottlingRate). */
export const measureDoorPhone = async ({ tickets = DAY_TICKETS, scans = 300, slowdown = PHONE_CPU_SLOWDOWN } = {}): Promise<DoorPhoneResult> => {
  const [bundle, page0] = await Promise.all([bundleDoorPhone(), blankPage()]);
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(page0.url);
    await page.addScriptTag({ content: bundle });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const run = await page.evaluate(
      (input) => (globalThis as unknown as { doorBench: (args: unknown) => Promise<{ times: number[]; outcomes: Record<string, number> }> }).doorBench(input),
      { download: dayDownload(tickets), scans: scans + 1, now: SCAN_TIME },
    );
    return { tickets, slowdown, times: run.times.slice(1), outcomes: run.outcomes };
  } finally {
    await browser.close();
    page0.server.close();
  }
};

export const doorPhoneRows = (result: DoorPhoneResult, budgetMs = DOOR_PHONE_BUDGET_MS): Row[] => {
  const p95 = percentile(result.times, 0.95);
  const scanned = Object.values(result.outcomes).reduce((sum, count) => sum + count, 0);
  return [
    {
      group: 'door phone',
      metric: `offline scan p95, ${result.tickets} tickets, CPU ${result.slowdown}× slower (${result.times.length} scans)`,
      value: `${p95.toFixed(1)} ms`,
      budget: `≤ ${budgetMs} ms`,
      ok: p95 <= budgetMs,
    },
    { group: 'door phone', metric: 'offline scan median', value: `${percentile(result.times, 0.5).toFixed(1)} ms`, budget: '', ok: null },
    { group: 'door phone', metric: 'scans admitted (distinct valid tickets)', value: `${result.outcomes.admitted ?? 0} of ${scanned}`, budget: `${scanned} of ${scanned}`, ok: (result.outcomes.admitted ?? 0) === scanned },
  ];
};
