import { describe, expect, it } from 'vitest';
import { eventGroups, filterByGroup, sortEvents } from './event-list';
import { event } from './test-fixtures';

const exhibitions = { id: 1, name: 'Exhibitions' };
const concerts = { id: 2, name: 'Concerts' };

describe('event list', () => {
  it('orders by sequence_no, then sorting_datetime, undated events last', () => {
    const events = [
      event({ id: 1, sequence_no: 2, sorting_datetime: '2026-11-21T10:00:00+01:00' }),
      event({ id: 2, sequence_no: 1, sorting_datetime: null }),
      event({ id: 3, sequence_no: 1, sorting_datetime: '2026-12-01T10:00:00+01:00' }),
      event({ id: 4, sequence_no: 1, sorting_datetime: '2026-11-30T19:30:00+01:00' }),
    ];
    expect(sortEvents(events).map((e) => e.id)).toEqual([4, 3, 2, 1]);
  });

  it('compares instants, not strings, across offsets', () => {
    const events = [event({ id: 1, sorting_datetime: '2026-11-21T10:00:00+01:00' }), event({ id: 2, sorting_datetime: '2026-11-21T09:30:00+00:00' })];
    expect(sortEvents(events).map((e) => e.id)).toEqual([1, 2]);
  });

  it('collects each group once and filters by it', () => {
    const events = [event({ id: 1, custom_groups: [exhibitions] }), event({ id: 2, custom_groups: [concerts, exhibitions] }), event({ id: 3 })];
    expect(eventGroups(events)).toEqual([exhibitions, concerts]);
    expect(filterByGroup(events, 2).map((e) => e.id)).toEqual([2]);
    expect(filterByGroup(events, null).map((e) => e.id)).toEqual([1, 2, 3]);
  });
});
