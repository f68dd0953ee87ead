import type { DoorDownload, DownloadPass, DownloadSlot, DownloadTicket } from './door-types';

/** The download's parts other than its rows: kept as one record, the rows by code. */
export interface DownloadHeader {
  cursor: string;
  day: string;
  events: DoorDownload['events'];
  slots: DownloadSlot[];
  names: string[];
}

/** The day's download in memory, by code, so a local decision is one lookup. */
export interface DownloadState {
  header: DownloadHeader;
  tickets: Map<string, DownloadTicket>;
  passes: Map<string, DownloadPass>;
}

export const emptyDownload = (): DownloadState => ({
  header: { cursor: '', day: '', events: [], slots: [], names: [] },
  tickets: new Map(),
  passes: new Map(),
});

export const downloadState = (header: DownloadHeader, tickets: readonly DownloadTicket[], passes: readonly DownloadPass[]): DownloadState => ({
  header,
  tickets: new Map(tickets.map((row) => [row[0], row])),
  passes: new Map(passes.map((row) => [row[0], row])),
});

const headerOf = (download: DoorDownload): DownloadHeader => ({
  cursor: download.cursor,
  day: download.day,
  events: download.events,
  slots: download.slots,
  names: download.names,
});

/**
 * A download laid over the state: a full one (the first of the day, or a new day) replaces it, a delta
 * changes the rows it names and drops the gone ones. Slots and names come whole with every answer,
 * since a delta's ticket rows index them.
 */
export const applyDownload = (state: DownloadState, download: DoorDownload): DownloadState => {
  if (download.full) return downloadState(headerOf(download), download.tickets, download.passes);
  const tickets = new Map(state.tickets);
  const passes = new Map(state.passes);
  for (const row of download.tickets) tickets.set(row[0], row);
  for (const row of download.passes) passes.set(row[0], row);
  for (const code of download.gone) {
    tickets.delete(code);
    passes.delete(code);
  }
  return { header: headerOf(download), tickets, passes };
};
