import { toMuseumIso } from '@foyer/domain';
import type { EventTicket, Timeslot } from '@foyer/contract';
import { storedText, type LangContext } from '../../kernel/localize.js';
import type { SlotRow, SubticketRow, TicketRow } from './events.repository.js';


const mode = (value: number): 1 | 3 | 5 => (value === 3 || value === 5 ? value : 1);

export const toTimeslot = (slot: SlotRow, timeZone: string): Timeslot => ({
  datetime: toMuseumIso(slot.starts_at, timeZone),
  datetime_end: toMuseumIso(slot.ends_at, timeZone),
  max_tickets: slot.remaining,
  timeslot_id: slot.id,
});

export const toEventTicket = (
  ticket: TicketRow,
  subtickets: SubticketRow[],
  schedule: Timeslot[],
  ctx: LangContext,
): EventTicket => ({
  id: ticket.id,
  eventId: ticket.event_id,
  name: storedText(ticket.name, ctx),
  price: ticket.price,
  vat_value: ticket.vat_value,
  mode: mode(ticket.mode),
  sequence_no: ticket.sequence_no,
  schedule,
  group_id: ticket.group_id,
  group_name: ticket.group_name === null ? null : storedText(ticket.group_name, ctx),
  family: ticket.family === 1,
  subtickets: subtickets.map((sub) => ({
    id: sub.id,
    name: storedText(sub.name, ctx),
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
