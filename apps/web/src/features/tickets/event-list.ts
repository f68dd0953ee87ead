import type { EventSummary } from '@foyer/contract';

export interface EventGroup {
  id: number;
  name: string;
}

const time = (value: string | null): number => (value === null ? Number.POSITIVE_INFINITY : Date.parse(value));

/** SPEC §3: events are ordered by sequence_no, then by sorting_datetime; undated events go last. */
export const sortEvents = (events: readonly EventSummary[]): EventSummary[] =>
  [...events].sort((a, b) => a.sequence_no - b.sequence_no || time(a.sorting_datetime) - time(b.sorting_datetime) || a.id - b.id);

/** Every custom group used by the events, once, in the order the list first shows it. */
export const eventGroups = (events: readonly EventSummary[]): EventGroup[] => {
  const seen = new Map<number, EventGroup>();
  for (const event of events) for (const group of event.custom_groups) if (!seen.has(group.id)) seen.set(group.id, group);
  return [...seen.values()];
};

export const filterByGroup = (events: readonly EventSummary[], groupId: number | null): EventSummary[] =>
  groupId === null ? [...events] : events.filter((event) => event.custom_groups.some((group) => group.id === groupId));
