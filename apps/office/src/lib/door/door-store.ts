import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorConfig, DoorCounts, DoorPairing, DoorScan, DoorVerdict, LocalPass, LocalTicket } from './door-types';

/** A scan decided on the phone while offline, kept until the server has answered it. */
export interface QueuedScan {
  scan: DoorScan;
  verdict: DoorVerdict;
}

export type Pairing = DoorPairing;

/** Which day's download the rows are, and the cursor for what changed since. */
export interface DownloadHeader {
  cursor: string;
  day: string;
}

interface Meta {
  pairing: Pairing;
  config: DoorConfig;
  header: DownloadHeader;
  lastSyncAt: string;
  counts: DoorCounts;
}

interface DoorDb extends DBSchema {
  meta: { key: keyof Meta; value: Meta[keyof Meta] };
  tickets: { key: string; value: LocalTicket };
  passes: { key: string; value: LocalPass };
  queue: { key: string; value: QueuedScan };
}

const NAME = 'foyer-door';

/**
 * What a paired phone keeps in IndexedDB so the door works a whole day without a network: its token,
 * its configuration, the day's download (tickets and passes by code) and the scans not yet uploaded.
 */
export class DoorStore {
  private constructor(private readonly db: IDBPDatabase<DoorDb>) {}

  static async open(name = NAME): Promise<DoorStore> {
    const db = await openDB<DoorDb>(name, 2, {
      upgrade(database, oldVersion, _newVersion, transaction) {
        if (oldVersion < 1) {
          database.createObjectStore('meta');
          database.createObjectStore('tickets', { keyPath: 'code' });
          database.createObjectStore('passes', { keyPath: 'code' });
          database.createObjectStore('queue', { keyPath: 'scan.nonce' });
        }
        // Pass rows kept before version 2 lack the entries a day their card allows: dropped with the
        // download's cursor, so the next download brings the whole day again. The queue stays.
        if (oldVersion === 1) {
          void transaction.objectStore('passes').clear();
          void transaction.objectStore('meta').delete('header');
        }
      },
    });
    return new DoorStore(db);
  }

  async get<K extends keyof Meta>(key: K): Promise<Meta[K] | undefined> {
    return (await this.db.get('meta', key)) as Meta[K] | undefined;
  }

  async put<K extends keyof Meta>(key: K, value: Meta[K]): Promise<void> {
    await this.db.put('meta', value, key);
  }

  async tickets(): Promise<LocalTicket[]> {
    return this.db.getAll('tickets');
  }

  async passes(): Promise<LocalPass[]> {
    return this.db.getAll('passes');
  }

  /** Rows of a download: a full one replaces the day's, a delta adds and changes rows and drops the gone ones. */
  async saveRows(full: boolean, header: DownloadHeader, tickets: readonly LocalTicket[], passes: readonly LocalPass[], gone: readonly string[]): Promise<void> {
    const tx = this.db.transaction(['meta', 'tickets', 'passes'], 'readwrite');
    const ticketStore = tx.objectStore('tickets');
    const passStore = tx.objectStore('passes');
    if (full) await Promise.all([ticketStore.clear(), passStore.clear()]);
    await Promise.all([
      ...tickets.map((row) => ticketStore.put(row)),
      ...passes.map((row) => passStore.put(row)),
      ...gone.flatMap((code) => [ticketStore.delete(code), passStore.delete(code)]),
      tx.objectStore('meta').put(header, 'header'),
    ]);
    await tx.done;
  }

  async saveTicket(row: LocalTicket): Promise<void> {
    await this.db.put('tickets', row);
  }

  async savePass(row: LocalPass): Promise<void> {
    await this.db.put('passes', row);
  }

  /** An offline scan in one transaction: the ticket or pass as it now stands, and the scan queued for the server. */
  async recordOffline(item: QueuedScan, rows: { ticket?: LocalTicket; pass?: LocalPass }): Promise<void> {
    const tx = this.db.transaction(['queue', 'tickets', 'passes'], 'readwrite');
    await Promise.all([
      tx.objectStore('queue').put(item),
      rows.ticket === undefined ? null : tx.objectStore('tickets').put(rows.ticket),
      rows.pass === undefined ? null : tx.objectStore('passes').put(rows.pass),
      tx.done,
    ]);
  }

  async queued(): Promise<QueuedScan[]> {
    return this.db.getAll('queue');
  }

  async dequeue(nonces: readonly string[]): Promise<void> {
    const tx = this.db.transaction('queue', 'readwrite');
    await Promise.all([...nonces.map((nonce) => tx.store.delete(nonce)), tx.done]);
  }

  /** A revoked phone keeps nothing: no token, no tickets, no names, no queue. */
  async wipe(): Promise<void> {
    const tx = this.db.transaction(['meta', 'tickets', 'passes', 'queue'], 'readwrite');
    await Promise.all([...(['meta', 'tickets', 'passes', 'queue'] as const).map((store) => tx.objectStore(store).clear()), tx.done]);
  }

  close(): void {
    this.db.close();
  }
}
