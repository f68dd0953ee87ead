import type { DoorDownload, LocalPass, LocalTicket } from './door-types';

/** The day's download in memory, by code, so a local decision is one lookup. */
export interface DownloadState {
  cursor: string;
  day: string;
  tickets: Map<string, LocalTicket>;
  passes: Map<string, LocalPass>;
}

export const emptyDownload = (): DownloadState => ({ cursor: '', day: '', tickets: new Map(), passes: new Map() });

export const downloadState = (cursor: string, day: string, tickets: readonly LocalTicket[], passes: readonly LocalPass[]): DownloadState => ({
  cursor,
  day,
  tickets: new Map(tickets.map((row) => [row.code, row])),
  passes: new Map(passes.map((row) => [row.code, row])),
});

/** A download's rows resolved against its own slots, events and names (a row whose indexes point nowhere is dropped). */
export const resolveRows = (download: DoorDownload): { tickets: LocalTicket[]; passes: LocalPass[] } => ({
  tickets: download.tickets.flatMap(([code, slotIndex, nameIndex, state, usedAt]): LocalTicket[] => {
    const slot = download.slots[slotIndex];
    const what = download.names[nameIndex];
    const event = slot === undefined ? undefined : download.events[slot.event];
    if (slot === undefined || what === undefined || event === undefined) return [];
    return [
      {
        code,
        what,
        eventName: event.name,
        slot: { startsAt: slot.startsAt, endsAt: slot.endsAt, opensAt: slot.opensAt, closesAt: slot.closesAt },
        state: state as LocalTicket['state'],
        // The download says when, not where: the door and device of a first use elsewhere stay unknown offline.
        firstUse: usedAt === null ? null : { at: usedAt, door: '', by: '' },
      },
    ];
  }),
  passes: download.passes.flatMap(([code, nameIndex, owner, validFrom, validTo, entriesToday, entriesPerDay]): LocalPass[] => {
    const what = download.names[nameIndex];
    return what === undefined ? [] : [{ code, what, owner, validFrom, validTo, entriesPerDay, entriesToday, firstUseToday: null }];
  }),
});

/**
 * A download laid over the state: a full one (the first of the day, or a new day) replaces it, a delta
 * replaces the rows it lists and drops the gone ones.
 */
export const applyDownload = (state: DownloadState, download: DoorDownload): { state: DownloadState; tickets: LocalTicket[]; passes: LocalPass[] } => {
  const { tickets, passes } = resolveRows(download);
  if (download.full) return { state: downloadState(download.cursor, download.day, tickets, passes), tickets, passes };
  const ticketMap = new Map(state.tickets);
  const passMap = new Map(state.passes);
  for (const row of tickets) ticketMap.set(row.code, row);
  for (const row of passes) passMap.set(row.code, row);
  for (const code of download.gone) {
    ticketMap.delete(code);
    passMap.delete(code);
  }
  return { state: { cursor: download.cursor, day: download.day, tickets: ticketMap, passes: passMap }, tickets, passes };
};
