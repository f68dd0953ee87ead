import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

/** Events the race catalog adds to the demo museum; their ids stay clear of the demo's. */
export const RACE_EVENT = 9001;
export const RACE_TICKET = 90011;
export const ROOMY_EVENT = 9002;
export const ROOMY_TICKET = 90021;

interface DemoCatalog {
  events: { tickets: { name: unknown; price: number; vat_value: number }[]; [key: string]: unknown }[];
  [key: string]: unknown;
}

/** The demo museum with two events of its own: one slot a day with `places` seats, and roomy 30-minute slots. */
export const writeRaceCatalog = (file: string, places: number): void => {
  const demo = JSON.parse(readFileSync(join(repoRoot, 'demo/catalog.json'), 'utf8')) as DemoCatalog;
  const [template] = demo.events;
  const [adult] = template?.tickets ?? [];
  if (!template || !adult) throw new Error('demo/catalog.json has no event to copy');
  const ticket = (id: number) => ({ id, name: adult.name, price: adult.price, vat_value: adult.vat_value, sequence_no: 1 });
  const rule = { kind: 'timeslots', from_day: 0, weekdays: [1, 2, 3, 4, 5, 6, 7], sold_out_every_nth_day: null };
  const events = [
    { ...template, id: RACE_EVENT, sequence_no: 1, schedule: { ...rule, to_day: 3, opens: '23:00', closes: '23:59', slot_minutes: 59, capacity: places }, tickets: [ticket(RACE_TICKET)] },
    { ...template, id: ROOMY_EVENT, sequence_no: 2, schedule: { ...rule, to_day: 14, opens: '08:00', closes: '20:00', slot_minutes: 30, capacity: 100_000 }, tickets: [ticket(ROOMY_TICKET)] },
  ];
  // The demo's suggestion rules name its own events, which this catalog replaces.
  writeFileSync(file, JSON.stringify({ ...demo, events, suggestions: [] }));
};
