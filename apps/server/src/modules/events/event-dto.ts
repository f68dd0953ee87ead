import { toMuseumIso } from '@foyer/domain';
import {
  customGroupSchema,
  localizedTextSchema,
  type EventSummary,
  type EventTicket,
  type Timeslot,
} from '@foyer/contract';
import { z } from 'zod';
import { localize, publicAsset, type LangContext } from '../../kernel/localize.js';
import type { ListedEventRow, SlotRow, SubticketRow, TicketRow } from './events.repository.js';

const groupsSchema = z.array(customGroupSchema.extend({ name: localizedTextSchema }));

/** Rows were validated by the catalog loader; parsing keeps reads free of unchecked casts. */
export const text = (json: string, ctx: LangContext): string => localize(localizedTextSchema.parse(JSON.parse(json)), ctx);

const mode = (value: number): 1 | 3 | 5 => (value === 3 || value === 5 ? value : 1);

export const toTimeslot = (slot: SlotRow, timeZone: string): Timeslot => ({
  datetime: toMuseumIso(slot.starts_at, timeZone),
  datetime_end: toMuseumIso(slot.ends_at, timeZone),
  max_tickets: slot.remaining,
  timeslot_id: slot.id,
});

type CustomGroups = EventSummary['custom_groups'];

/**
 * Reads an event's `custom_groups` in the request language. Events mostly share their groups, so
 * within one list each distinct text is read once.
 */
export const groupsReader = (ctx: LangContext): ((json: string) => CustomGroups) => {
  const read = new Map<string, CustomGroups>();
  return (json) => {
    let groups = read.get(json);
    if (groups === undefined) {
      groups = groupsSchema.parse(JSON.parse(json)).map((group) => ({ id: group.id, name: localize(group.name, ctx) }));
      read.set(json, groups);
    }
    return groups;
  };
};

export const toEventSummary = (row: ListedEventRow, firstBookable: string, groups: CustomGroups, timeZone: string): EventSummary => {
  const sorting = row.sorting_datetime ?? firstBookable;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    venue: row.venue,
    image: row.image === null ? null : publicAsset(row.image),
    custom_groups: groups,
    sequence_no: row.sequence_no,
    sorting_datetime: toMuseumIso(sorting, timeZone),
    end: row.ends_at === null ? null : toMuseumIso(row.ends_at, timeZone),
    mode: mode(Number(row.mode)),
    price_from: row.paid === null ? 0 : Number(row.paid),
  };
};

export const toEventTicket = (
  ticket: TicketRow,
  subtickets: SubticketRow[],
  schedule: Timeslot[],
  ctx: LangContext,
): EventTicket => ({
  id: ticket.id,
  eventId: ticket.event_id,
  name: text(ticket.name, ctx),
  price: ticket.price,
  vat_value: ticket.vat_value,
  mode: mode(ticket.mode),
  sequence_no: ticket.sequence_no,
  schedule,
  group_id: ticket.group_id,
  group_name: ticket.group_name === null ? null : text(ticket.group_name, ctx),
  family: ticket.family === 1,
  subtickets: subtickets.map((sub) => ({
    id: sub.id,
    name: text(sub.name, ctx),
    price: sub.price,
    vat_value: sub.vat_value,
    min_quantity: sub.min_quantity,
    max_quantity: sub.max_quantity,
  })),
  print_separately: ticket.print_separately === 1,
  unique_barcode: ticket.unique_barcode === 1,
  scan_separately: ticket.scan_separately === 1,
  book_with_cost: ticket.book_with_cost === 1,
  book_with_cost_warn: ticket.book_with_cost_warn === 1,
});
