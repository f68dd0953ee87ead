import { ONLINE_SCAN_WAIT_MS, DoorRefused, DoorUnreachable, type DoorApi } from './door-api';
import type { DoorStore, Pairing, QueuedScan } from './door-store';
import type { DoorConfig, DoorDirection, DoorScan, DoorVerdict, LocalPass, LocalTicket } from './door-types';
import { applyDownload, downloadState, emptyDownload, type DownloadState } from './download-state';
import { admittedRows, type LocalDecider, type ThisDevice } from './local-decision';

/** While online the download is refreshed this often; while offline a probe asks whether the server is back. */
export const REFRESH_MS = 30_000;
export const PROBE_MS = 10_000;
/** The server takes at most this many scans in one upload. */
const UPLOAD_BATCH = 500;

/** One ticket admitted on two doors while offline, as the server reported it after the sync. */
export interface DoorConflict {
  nonce: string;
  code: string;
  what: string | null;
  first: { at: string; door: string | null };
  second: { at: string; door: string };
}

export interface DoorStatus {
  mode: 'online' | 'offline';
  lastSyncAt: string | null;
  waiting: number;
  conflicts: DoorConflict[];
  /** The server refused the token: the phone's data is gone and it must be paired again. */
  revoked: boolean;
}

interface Deps {
  api: DoorApi;
  store: DoorStore;
  decide: LocalDecider;
  now?: () => Date;
  nonce?: () => string;
}

interface Loaded {
  pairing: Pairing;
  config: DoorConfig;
  download: DownloadState;
  waiting: number;
  lastSyncAt: string | null;
}

/**
 * The door's engine: every scan goes to the server when it answers within 3 s; a timeout, a network
 * error or a server failure switches the phone to deciding alone from the day's download with the
 * shared rule, queueing each scan with its nonce. A probe every 10 s switches back, uploads the queue
 * (a nonce the server has seen answers as before, so a repeated upload counts nothing twice) and
 * reports the tickets admitted twice. Nobody has to press anything for either switch.
 */
export class DoorEngine {
  private status: DoorStatus;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Between start and stop; a sync still running after stop (the scanner closed) has no one to tell. */
  private running = false;
  private syncing: Promise<void> | null = null;
  private download: DownloadState;
  private readonly now: () => Date;
  private readonly nonce: () => string;

  constructor(
    private readonly deps: Deps,
    private readonly loaded: Loaded,
  ) {
    this.download = loaded.download;
    this.now = deps.now ?? (() => new Date());
    this.nonce = deps.nonce ?? (() => crypto.randomUUID());
    this.status = { mode: 'online', lastSyncAt: loaded.lastSyncAt, waiting: loaded.waiting, conflicts: [], revoked: false };
  }

  get config(): DoorConfig {
    return this.loaded.config;
  }

  get device(): ThisDevice {
    return this.loaded.pairing.device;
  }

  get token(): string {
    return this.loaded.pairing.token;
  }

  snapshot = (): DoorStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(change: Partial<DoorStatus>): void {
    this.status = { ...this.status, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Syncs now, then keeps syncing: every 30 s while online, a probe every 10 s while offline. */
  start(): void {
    this.stop();
    this.running = true;
    void this.tick();
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    await this.sync();
    if (this.status.revoked || !this.running) return;
    this.timer = setTimeout(() => void this.tick(), this.status.mode === 'online' ? REFRESH_MS : PROBE_MS);
  }

  /** Uploads the queue, then fetches what changed since the last download; one at a time. */
  sync(): Promise<void> {
    this.syncing ??= this.runSync().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async runSync(): Promise<void> {
    try {
      await this.upload();
      const answer = await this.deps.api.download(this.token, this.download.cursor === '' ? null : this.download.cursor);
      const applied = applyDownload(this.download, answer);
      this.download = applied.state;
      await this.deps.store.saveRows(answer.full, { cursor: answer.cursor, day: answer.day }, applied.tickets, applied.passes, answer.gone);
      const lastSyncAt = this.now().toISOString();
      await this.deps.store.put('lastSyncAt', lastSyncAt);
      this.set({ mode: 'online', lastSyncAt });
    } catch (error) {
      if (this.running) await this.failed(error);
    }
  }

  private async upload(): Promise<void> {
    const queued = (await this.deps.store.queued()).sort((a, b) => a.scan.scannedAt.localeCompare(b.scan.scannedAt));
    for (let start = 0; start < queued.length; start += UPLOAD_BATCH) {
      const batch = queued.slice(start, start + UPLOAD_BATCH);
      const { answers } = await this.deps.api.scans(this.token, batch.map((item) => item.scan));
      this.report(batch, answers);
      await this.deps.store.dequeue(answers.map((answer) => answer.nonce));
      this.set({ waiting: Math.max(0, this.status.waiting - answers.length) });
    }
  }

  private report(batch: readonly QueuedScan[], answers: readonly { nonce: string; verdict: DoorVerdict }[]): void {
    const scans = new Map(batch.map((item) => [item.scan.nonce, item.scan]));
    const conflicts = answers.flatMap(({ nonce, verdict }): DoorConflict[] => {
      const scan = scans.get(nonce);
      if (verdict.outcome !== 'conflict' || scan === undefined) return [];
      return [{ nonce, code: scan.code, what: verdict.what, first: { at: verdict.firstUse?.at ?? scan.scannedAt, door: verdict.firstUse?.door ?? null }, second: { at: scan.scannedAt, door: this.device.name } }];
    });
    if (conflicts.length > 0) this.set({ conflicts: [...this.status.conflicts, ...conflicts] });
  }

  dismissConflicts(): void {
    this.set({ conflicts: [] });
  }

  private async failed(error: unknown): Promise<void> {
    if (error instanceof DoorRefused) {
      this.stop();
      await this.deps.store.wipe();
      this.set({ revoked: true });
      return;
    }
    if (error instanceof DoorUnreachable) {
      if (this.status.mode === 'online') {
        // Probe soon rather than after the 30 s refresh still pending.
        this.set({ mode: 'offline' });
        if (this.timer !== null) {
          this.clearTimer();
          this.timer = setTimeout(() => void this.tick(), PROBE_MS);
        }
      }
      return;
    }
    throw error;
  }

  /** One scan: the server's verdict when it answers in time, else the phone's own, queued for the server. */
  async scan(code: string, direction: DoorDirection): Promise<DoorVerdict> {
    const scan: DoorScan = { nonce: this.nonce(), code: code.trim(), direction, scannedAt: this.now().toISOString(), offline: false };
    if (this.status.mode === 'online') {
      try {
        const { answers } = await this.deps.api.scans(this.token, [scan], ONLINE_SCAN_WAIT_MS);
        const verdict = answers[0]?.verdict;
        if (verdict !== undefined) {
          const rows = this.remember(scan, verdict);
          if (rows.ticket !== undefined) await this.deps.store.saveTicket(rows.ticket);
          if (rows.pass !== undefined) await this.deps.store.savePass(rows.pass);
          return verdict;
        }
      } catch (error) {
        await this.failed(error);
        if (this.status.revoked) throw error;
      }
    }
    return this.decideHere({ ...scan, offline: true });
  }

  private async decideHere(decided: DoorScan): Promise<DoorVerdict> {
    const verdict = this.deps.decide(this.download, decided, this.device, this.config.museum.timeZone);
    const rows = this.remember(decided, verdict);
    // Only a visitor the phone let in can be a conflict once the server hears of it.
    const scan = { ...decided, admitted: verdict.outcome === 'admitted' };
    await this.deps.store.recordOffline({ scan, verdict }, rows);
    this.set({ waiting: this.status.waiting + 1 });
    return verdict;
  }

  /**
   * An admission's effect on the phone's own download, so the next scan of the same ticket, online or
   * not, is decided with it; the rows it changed, for the store.
   */
  private remember(scan: DoorScan, verdict: DoorVerdict): { ticket?: LocalTicket; pass?: LocalPass } {
    if (verdict.outcome !== 'admitted') return {};
    const rows = admittedRows(this.download, scan, this.device);
    if (rows.ticket !== undefined) this.download.tickets.set(rows.ticket.code, rows.ticket);
    if (rows.pass !== undefined) this.download.passes.set(rows.pass.code, rows.pass);
    return rows;
  }
}

/** The paired phone's engine from what it keeps, or null when it is not paired. */
export const loadEngine = async (deps: Deps): Promise<DoorEngine | null> => {
  const { store } = deps;
  const [pairing, config, header, tickets, passes, queued, lastSyncAt] = await Promise.all([
    store.get('pairing'),
    store.get('config'),
    store.get('header'),
    store.tickets(),
    store.passes(),
    store.queued(),
    store.get('lastSyncAt'),
  ]);
  if (pairing === undefined || config === undefined) return null;
  const download = header === undefined ? emptyDownload() : downloadState(header.cursor, header.day, tickets, passes);
  return new DoorEngine(deps, { pairing, config, download, waiting: queued.length, lastSyncAt: lastSyncAt ?? null });
};
