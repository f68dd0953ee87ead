import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiReadRows, demoReads, measureReads, type ApiReadsReport } from './lib/api-reads.ts';
import { runScale, scaleRows, type ScaleResult } from './lib/scale.ts';
import { checkoutCostRows, checkoutRaceRows, profileCheckout, runCheckoutRace, type CheckoutRaceReport } from './lib/checkout-race.ts';
import { basketStorage, listedProducts } from './lib/basket-seed.ts';
import { cpuSlowdownFor, pinnedSlowdown, PHONE_BENCHMARK_INDEX } from './lib/calibration.ts';
import { hostBenchmarkIndex, runLighthouseMedian, type LighthouseScores, type RunOptions } from './lib/lighthouse.ts';
import { load } from './lib/api.ts';
import { HOST, officeDir, webDir } from './lib/paths.ts';
import { officeScaleRows, runOfficeScale, type OfficeScaleResult } from './lib/office-scale.ts';
import { doorRows, runDoorBench, type DoorBenchResult } from './lib/door-check-in.ts';
import { doorPhoneRows, measureDoorPhone } from './lib/door-phone.ts';
import { postgresRaceRows, runPostgresRace, type PostgresRaceResult } from './lib/postgres-race.ts';
import { buildServer, sqliteUrl, startFoyer, startHello, type Running } from './lib/processes.ts';
import { pageFiles, pageScripts } from './lib/page-scripts.ts';
import { printTable, writeResults, type Row } from './lib/report.ts';
import { brotliKiB, measureSizes, webBuild, type SizeReport } from './lib/size.ts';

/** DESIGN.md "Quality bars". The bench flags misses; it never fails a build on timings. */
const BUDGET = {
  firstViewKiB: 105,
  /** DESIGN.md quality bars: the back office's first view, everything its sign-in screen loads. */
  officeFirstViewKiB: 200,
  otherPageKiB: 140,
  routeChunkKiB: 40,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  cls: 0.02,
  tbtMs: 200,
  apiP99Ms: 25,
};
/**
 * `--only=lighthouse` skips sizes and API load and writes no results: a quick loop while tuning the first
 * view. `--only=size` measures the chunks and the JS each page loads in a plain headless browser, without
 * Lighthouse or load, and writes no results either: a quick loop while splitting chunks. `--only=api`
 * measures the API reads against bare Fastify, `--only=scale` the reads on a big catalog (kept and
 * computed afresh), `--only=checkout` the checkout races, their hello baselines and the profiled
 * checkout without building the web app, `--only=office` the back office on a large museum (a million
 * orders on PostgreSQL, 200,000 on SQLite, seeded into scratch databases) without building the web app
 * either, `--only=door` the door's check-ins and day download on both databases, likewise,
 * `--only=door-phone` the door scanner's offline decision in a Chromium throttled like a mid-range
 * phone, with no server at all; none of them writes results: quick loops while tuning.
 * Flags reach the bench through its own workspace: `npm run bench -w bench -- --only=lighthouse`.
 */
const ONLY = ['lighthouse', 'size', 'api', 'scale', 'checkout', 'office', 'door', 'door-phone'] as const;
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && !(ONLY as readonly string[]).includes(only)) throw new Error(`--only knows ${ONLY.map((name) => `"${name}"`).join(', ')}, got "${only}"`);
/** Whether this run measures `group`: every group without --only, else the one it names. */
const measures = (group: (typeof ONLY)[number]): boolean => only === undefined || only === group;
const sizeOnly = only === 'size';
const checkoutOnly = only === 'checkout';
/** The checkout and the office are measured against the API alone: no web app to build, no demo server. */
const phoneOnly = only === 'door-phone';
const apiOnly = checkoutOnly || only === 'office' || only === 'door' || phoneOnly;
/** `--pages=vouchers,passes` measures only those page types (names as in PAGES below). */
const pagesArg = process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
/** BENCH_PORT_BASE moves the bench's eight servers (base … base + 7) off another bench's ports. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4320);
if (!Number.isInteger(PORT_BASE) || PORT_BASE < 1024 || PORT_BASE > 65_000) throw new Error(`BENCH_PORT_BASE must be a port number, got "${process.env.BENCH_PORT_BASE}"`);
const FOYER_PORT = PORT_BASE;
const HELLO_PORT = PORT_BASE + 1;
const RACE_PORT = PORT_BASE + 2;
const POSTGRES_RACE_PORTS = [PORT_BASE + 3, PORT_BASE + 4] as const;
const SCALE_PORT = PORT_BASE + 5;
const OFFICE_PORT = PORT_BASE + 6;
const DOOR_PORT = PORT_BASE + 7;

const rows: Row[] = [];
const notes: string[] = [];
const kib = (value: number) => `${value.toFixed(1)} KiB`;
const atMost = (value: number, budget: number) => value <= budget;

const guarded = async <T>(what: string, body: () => Promise<T>): Promise<T | null> => {
  try {
    return await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    notes.push(`${what} could not be measured: ${message}`);
    rows.push({ group: what, metric: 'error', value: message.slice(0, 60), budget: '', ok: false });
    return null;
  }
};

// The checkout and the office alone need no web app: the server runs without one, and the bench calls its API.
const build = apiOnly ? { dist: join(webDir, 'dist'), manifest: {}, ownBuild: false } : webBuild();
// The door phone's bench runs the scanner's code in a browser alone: no server to build.
if (!phoneOnly) buildServer();
if (build.ownBuild) {
  notes.push('apps/web/vite.config.ts does not set build.manifest: true; the bench built its own copy with --manifest.');
}

const sizes: SizeReport | null = measures('size') ? await guarded('size', async () => measureSizes(build)) : null;
if (sizes) {
  rows.push({
    group: 'size',
    metric: 'first view (entry + static imports)',
    value: kib(sizes.firstView.brotliKiB),
    budget: `≤ ${BUDGET.firstViewKiB} KiB`,
    ok: atMost(sizes.firstView.brotliKiB, BUDGET.firstViewKiB),
  });
  // Message catalogs load one language at a time; a single row for all of them keeps the table readable.
  const isCatalog = (name: string) => name.endsWith('.json');
  const catalogs = sizes.routes.filter((chunk) => isCatalog(chunk.name));
  const largestCatalog = catalogs[0];
  if (largestCatalog) {
    rows.push({
      group: 'size',
      metric: `lazy message catalogs (${catalogs.length}), largest ${largestCatalog.name}`,
      value: kib(largestCatalog.brotliKiB),
      budget: `≤ ${BUDGET.routeChunkKiB} KiB`,
      ok: atMost(largestCatalog.brotliKiB, BUDGET.routeChunkKiB),
    });
  }
  for (const chunk of sizes.routes.filter((candidate) => !isCatalog(candidate.name))) {
    rows.push({
      group: 'size',
      metric: `lazy ${chunk.name}`,
      value: kib(chunk.brotliKiB),
      budget: `≤ ${BUDGET.routeChunkKiB} KiB`,
      ok: atMost(chunk.brotliKiB, BUDGET.routeChunkKiB),
    });
  }
}

/** The demo's exhibition catalogue. */
const BENCH_PRODUCT_ID = 5001;
const BENCH_EVENT_ID = 1001;
const BENCH_TOUR_ID = 2001;
const BENCH_SHOP_ID = 177;

/** What a page needs in session storage before it loads: a basket with lines, or that and a guest who may pay. */
type Seed = 'none' | 'basket' | 'basket and guest';

/** Every public page type (DESIGN.md's pages and where visitors land from a search or a newsletter). */
const PAGES: { type: string; path: string; seed: Seed; indexed: boolean }[] = [
  { type: 'home', path: '/en', seed: 'none', indexed: true },
  { type: 'event', path: `/en/tickets/${BENCH_EVENT_ID}`, seed: 'none', indexed: true },
  { type: 'tour', path: `/en/guided-tours/${BENCH_TOUR_ID}`, seed: 'none', indexed: true },
  { type: 'merchandise', path: '/en/merchandise', seed: 'none', indexed: true },
  { type: 'product', path: `/en/product/${BENCH_PRODUCT_ID}`, seed: 'none', indexed: true },
  { type: 'vouchers', path: '/en/vouchers', seed: 'none', indexed: true },
  { type: 'passes', path: '/en/passes', seed: 'none', indexed: true },
  // The basket and the payment step stay out of search engines (noindex) on purpose.
  { type: 'basket', path: '/en/checkout', seed: 'basket', indexed: false },
  { type: 'checkout', path: '/en/checkout?step=payment', seed: 'basket and guest', indexed: false },
];
const pages = pagesArg === undefined ? PAGES : PAGES.filter((page) => pagesArg.split(',').includes(page.type));
if (pages.length === 0) throw new Error(`--pages names none of ${PAGES.map((page) => page.type).join(', ')}`);

/** The JS a page loaded (same-origin script paths), against its budget. */
const loadedJsRow = (page: string, scripts: readonly string[], jsBudgetKiB: number): void => {
  const loadedKiB = brotliKiB(build.dist, scripts.map((path) => path.replace(/^\//, '')));
  rows.push({
    group: 'size',
    metric: `JS loaded by ${page} (${scripts.length} files)`,
    value: kib(loadedKiB),
    budget: `≤ ${jsBudgetKiB} KiB`,
    ok: atMost(loadedKiB, jsBudgetKiB),
  });
};

/** JS a page loaded and its Lighthouse scores, against the budgets. */
const pageRows = (page: string, scores: LighthouseScores, jsBudgetKiB: number, indexed = true): void => {
  loadedJsRow(page, scores.scripts, jsBudgetKiB);
  const group = `lighthouse ${page}`;
  const scoreRow = (metric: string, value: number | null, budget: number) => ({
    group,
    metric,
    value: value === null ? 'n/a' : String(value),
    budget: budget === 100 ? '100' : `≥ ${budget}`,
    ok: value === null ? null : value >= budget,
  });
  rows.push(scoreRow('performance', scores.performance, BUDGET.performance));
  rows.push(scoreRow('accessibility', scores.accessibility, BUDGET.accessibility));
  rows.push(scoreRow('best practices', scores.bestPractices, BUDGET.bestPractices));
  if (indexed) rows.push(scoreRow('SEO', scores.seo, BUDGET.seo));
  else rows.push({ group, metric: 'SEO (noindex on purpose)', value: scores.seo === null ? 'n/a' : String(scores.seo), budget: 'not indexed', ok: null });
  rows.push({ group, metric: 'CLS', value: scores.cls === null ? 'n/a' : scores.cls.toFixed(3), budget: `≤ ${BUDGET.cls}`, ok: scores.cls === null ? null : scores.cls <= BUDGET.cls });
  const tbt = scores.timings.TBT;
  rows.push({ group, metric: 'TBT (lab, mobile)', value: tbt === null ? 'n/a' : `${Math.round(tbt)} ms`, budget: `≤ ${BUDGET.tbtMs} ms`, ok: tbt === null ? null : tbt <= BUDGET.tbtMs });
  for (const [metric, value] of Object.entries(scores.timings).filter(([metric]) => metric !== 'TBT')) {
    rows.push({ group, metric: `${metric} (lab, mobile)`, value: value === null ? 'n/a' : `${Math.round(value)} ms`, budget: '', ok: null });
  }
  rows.push({ group, metric: 'long main-thread tasks (≥ 50 ms)', value: scores.longTasks === null ? 'n/a' : String(scores.longTasks), budget: '', ok: null });
  for (const audit of scores.failedAudits) notes.push(`Lighthouse audit not passed on ${page}: ${audit}`);
  for (const opportunity of scores.opportunities) notes.push(`Lighthouse opportunity on ${page}: ${opportunity}`);
};

const dbFile = join(tmpdir(), `foyer-bench-${process.pid}.sqlite`);
const servers: Running[] = [];
let lighthouse: Record<string, LighthouseScores> | null = null;
let calibration: { benchmarkIndex: number | null; cpuSlowdown: number } | null = null;
let api: ApiReadsReport | null = null;
let scale: ScaleResult[] | null = null;
let checkout: { checkoutRace: CheckoutRaceReport | null; postgresRace: PostgresRaceResult | null } = { checkoutRace: null, postgresRace: null };
try {
  const foyer = apiOnly ? null : await guarded('server', () => startFoyer(FOYER_PORT, sqliteUrl(dbFile), build.dist));
  if (foyer) {
    servers.push(foyer);
    if (measures('size')) {
      // Built afresh like the shop: an office left from an earlier checkout would measure old code.
      execFileSync('npm', ['run', 'build'], { cwd: officeDir, stdio: 'inherit' });
      const files = await guarded('office first view', () => pageFiles(`${foyer.url}/office/`));
      if (files) {
        const loadedKiB = files.reduce((sum, file) => sum + file.brotliBytes, 0) / 1024;
        console.log(`[bench] office: ${files.map((file) => `${file.path} ${kib(file.brotliBytes / 1024)}`).join(', ')}`);
        rows.push({ group: 'size', metric: `office first view /office/ (${files.length} files: HTML, JS, CSS, texts)`, value: kib(loadedKiB), budget: `≤ ${BUDGET.officeFirstViewKiB} KiB`, ok: atMost(loadedKiB, BUDGET.officeFirstViewKiB) });
      }
    }
    if (sizeOnly) {
      const products = pages.some((page) => page.seed !== 'none') ? await listedProducts(foyer.url, BENCH_SHOP_ID) : [];
      for (const page of pages) {
        const storage = page.seed === 'none' ? undefined : basketStorage(products, { lines: 2, guest: page.seed === 'basket and guest' });
        const scripts = await guarded(`scripts of ${page.type}`, () => pageScripts(`${foyer.url}${page.path}`, storage));
        if (!scripts) continue;
        console.log(`[bench] ${page.type}: ${scripts.map((path) => `${path} ${kib(brotliKiB(build.dist, [path.replace(/^\//, '')]))}`).join(', ')}`);
        loadedJsRow(`${page.type} ${page.path}`, scripts, page.type === 'home' ? BUDGET.firstViewKiB : BUDGET.otherPageKiB);
      }
    }
    // The phone a visitor holds: the host slowed down to a benchmarkIndex of 500, whatever the host.
    calibration = !measures('lighthouse') ? null : await guarded('lighthouse calibration', async () => {
      const pinned = pinnedSlowdown(process.env.BENCH_CPU_SLOWDOWN);
      if (pinned !== null) return { benchmarkIndex: null, cpuSlowdown: pinned };
      const benchmarkIndex = await hostBenchmarkIndex(`${foyer.url}/en`);
      return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) };
    });
    if (calibration) {
      const { benchmarkIndex, cpuSlowdown } = calibration;
      const measured = benchmarkIndex === null ? 'pinned by BENCH_CPU_SLOWDOWN' : `host benchmarkIndex ${Math.round(benchmarkIndex)} / ${PHONE_BENCHMARK_INDEX}`;
      console.log(`Lighthouse CPU slowdown ×${cpuSlowdown} (${measured})`);
      rows.push({ group: 'lighthouse', metric: 'host benchmarkIndex (median of 3 runs)', value: benchmarkIndex === null ? 'not measured' : String(Math.round(benchmarkIndex)), budget: '', ok: null });
      rows.push({ group: 'lighthouse', metric: `CPU slowdown (benchmarkIndex / ${PHONE_BENCHMARK_INDEX})`, value: `×${cpuSlowdown}`, budget: '', ok: null });
      const products = pages.some((page) => page.seed !== 'none') ? await listedProducts(foyer.url, BENCH_SHOP_ID) : [];
      const measuredPages: Record<string, LighthouseScores> = {};
      for (const page of pages) {
        const options: RunOptions = { cpuSlowdown };
        if (page.seed !== 'none') options.sessionStorage = basketStorage(products, { lines: 2, guest: page.seed === 'basket and guest' });
        const scores = await guarded(`lighthouse ${page.type}`, () => runLighthouseMedian(`${foyer.url}${page.path}`, options));
        if (!scores) continue;
        measuredPages[page.type] = scores;
        pageRows(`${page.type} ${page.path}`, scores, page.type === 'home' ? BUDGET.firstViewKiB : BUDGET.otherPageKiB, page.indexed);
      }
      lighthouse = measuredPages;
    }

    const hello = measures('api') ? await guarded('hello server', () => startHello(HELLO_PORT)) : null;
    if (hello) {
      servers.push(hello);
      api = await guarded('api', () => measureReads(`${hello.url}/`, `http://${HOST}:${FOYER_PORT}`, demoReads(BENCH_SHOP_ID)));
    }
    if (measures('scale')) scale = await guarded('scale', () => runScale(`http://${HOST}:${FOYER_PORT}`, SCALE_PORT, build.dist));
  }
} finally {
  for (const server of servers) await server.stop();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
  if (build.ownBuild) rmSync(build.dist, { recursive: true, force: true });
}

if (scale) rows.push(...scaleRows(scale));
if (api) {
  rows.push(...apiReadRows(api, BUDGET.apiP99Ms));
  for (const { read, result } of api.reads) {
    if (result.non2xx > 0 || result.errors > 0) notes.push(`${read.name} under load: ${result.non2xx} non-2xx answers, ${result.errors} errors/timeouts`);
  }
}

// Issue 3: buyers racing for the last places of one timeslot, then whole orders per second, on a server of
// its own; each throughput run is judged against a bare Fastify hello measured just before and just after it.
const checkoutHello = measures('checkout') ? await guarded('hello server (checkout)', () => startHello(HELLO_PORT)) : null;
try {
  if (checkoutHello) {
    const hello = async () => (await load(`${checkoutHello.url}/`, 3)).requestsPerSecond;
    const checkoutRace = await guarded('checkout race', () => runCheckoutRace({ port: RACE_PORT, webDist: build.dist, hello }));
    if (checkoutRace) rows.push(...checkoutRaceRows(checkoutRace));
    // Where the orders' server CPU goes, from a separate profiled run (profiling slows the server down).
    const checkoutCosts = await guarded('checkout profile', () => profileCheckout({ port: RACE_PORT, webDist: build.dist }));
    if (checkoutCosts) rows.push(...checkoutCostRows(checkoutCosts));
    // The same race on PostgreSQL with two servers sharing one fresh database (BENCH_POSTGRES_URL, else the local server).
    const postgresRace = await guarded('checkout race (PostgreSQL)', () => runPostgresRace({ ports: POSTGRES_RACE_PORTS, webDist: build.dist, hello }));
    if (postgresRace) rows.push(...postgresRaceRows(postgresRace));
    checkout = { checkoutRace, postgresRace };
  }
} finally {
  await checkoutHello?.stop();
}

// The back office on a large museum: the desk's search, an order's page and a year's reports (DESIGN.md "Quality bars", Office).
const office: OfficeScaleResult[] | null = measures('office') ? await guarded('office', () => runOfficeScale(OFFICE_PORT, build.dist)) : null;
if (office) rows.push(...officeScaleRows(office));

// The door: 20 devices scanning at once on each database, and the day's download for a phone (the issue's proof).
const door: DoorBenchResult[] | null = measures('door') ? await guarded('door', () => runDoorBench(DOOR_PORT, build.dist)) : null;
if (door) rows.push(...doorRows(door));

// The door scanner deciding alone, offline, on a day's download: DOOR-DESIGN.md "a local decision ≤ 20 ms".
const doorPhone = measures('door-phone') ? await guarded('door phone', () => measureDoorPhone()) : null;
if (doorPhone) rows.push(...doorPhoneRows(doorPhone));

console.log('');
printTable(rows);
const misses = rows.filter((row) => row.ok === false);
if (notes.length > 0) console.log(`\n${notes.map((note) => `note: ${note}`).join('\n')}`);
if (only !== undefined) {
  console.log(`\n${misses.length} budget misses (${only} only; no results written).`);
} else {
  const written = writeResults(rows, notes, { budgets: BUDGET, sizes, calibration, lighthouse, api, scale, ...checkout, office, door, doorPhone });
  console.log(`\n${misses.length} budget misses. Results: ${written.json}, ${written.md}`);
}
