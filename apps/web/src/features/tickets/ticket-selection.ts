import type { EventTicket, Subticket, Timeslot } from '@foyer/contract';
import {
  capTicketCount,
  companionCount,
  familyParentCount,
  isFamilyComplete,
  isFixedCompanion,
  isSubticketCountAllowed,
  isTicketHidden,
  linePlaces,
  MAX_LINE_QUANTITY,
  maxSelectableTickets,
  vatPortion,
} from '@foyer/domain';

/** What the visitor chose for one ticket type: the parent count and the counts of chosen subtickets. */
export interface TicketChoice {
  count: number;
  subtickets: Readonly<Record<number, number>>;
}

/** Choices by ticket id; a ticket without an entry is not chosen. */
export type Choices = Readonly<Record<number, TicketChoice>>;

export type SubticketRole = 'component' | 'companion' | 'optional';

/** SPEC §5: a family ticket's subtickets are its components; outside a family min = max is a fixed companion. */
export const subticketRole = (ticket: EventTicket, sub: Subticket): SubticketRole =>
  ticket.family ? 'component' : isFixedCompanion(sub) ? 'companion' : 'optional';

/** SPEC §5: tickets of mode 1 or 5 without any free schedule entry are hidden; the rest in catalog order. */
export const visibleTickets = (tickets: readonly EventTicket[]): EventTicket[] =>
  tickets.filter((ticket) => !isTicketHidden(ticket.mode, ticket.schedule)).sort((a, b) => a.sequence_no - b.sequence_no);

const EMPTY: TicketChoice = { count: 0, subtickets: {} };
const choiceOf = (choices: Choices, ticket: EventTicket): TicketChoice => choices[ticket.id] ?? EMPTY;

/** Subticket counts in the order of ticket.subtickets: companions follow the parent, optional ones start at their minimum. */
export const subticketCounts = (ticket: EventTicket, choice: TicketChoice): number[] =>
  ticket.subtickets.map((sub) => {
    const role = subticketRole(ticket, sub);
    if (role === 'companion') return companionCount(choice.count, sub);
    return choice.subtickets[sub.id] ?? (role === 'optional' ? choice.count * sub.min_quantity : 0);
  });

/** SPEC §4: a family ticket's parent count follows its components (any component count makes it 1). */
export const parentCount = (ticket: EventTicket, choice: TicketChoice): number =>
  ticket.family ? familyParentCount(subticketCounts(ticket, choice)) : choice.count;

export const placesOf = (ticket: EventTicket, choice: TicketChoice): number =>
  linePlaces(ticket.family, parentCount(ticket, choice), subticketCounts(ticket, choice));

/** What this ticket may still take of the slot: its own schedule entry, and what the other choices leave free. */
const freePlaces = (ticket: EventTicket, tickets: readonly EventTicket[], choices: Choices, slot: Timeslot): number => {
  const entry = ticket.schedule.find((s) => s.timeslot_id === slot.timeslot_id);
  const others = tickets.filter((t) => t.id !== ticket.id).reduce((sum, t) => sum + placesOf(t, choiceOf(choices, t)), 0);
  return Math.max(0, Math.min(entry?.max_tickets ?? 0, slot.max_tickets - others));
};

/** Places one parent ticket takes with what always comes along with it. */
const placesPerParent = (ticket: EventTicket): number =>
  1 + ticket.subtickets.reduce((sum, sub) => sum + (subticketRole(ticket, sub) === 'optional' ? sub.min_quantity : companionCount(1, sub)), 0);

/** SPEC §5 / DESIGN: the parent count is capped by the slot's free places (companions included) and by 50 per line. */
export const maxParentCount = (ticket: EventTicket, tickets: readonly EventTicket[], choices: Choices, slot: Timeslot): number =>
  maxSelectableTickets(Math.floor(freePlaces(ticket, tickets, choices, slot) / placesPerParent(ticket)));

/** The highest count a subticket stepper offers: its limits, the slot's free places and 50 per line. */
export const maxSubticketCount = (
  ticket: EventTicket,
  sub: Subticket,
  tickets: readonly EventTicket[],
  choices: Choices,
  slot: Timeslot,
): number => {
  const choice = choiceOf(choices, ticket);
  const counts = subticketCounts(ticket, choice);
  const own = counts[ticket.subtickets.indexOf(sub)] ?? 0;
  const free = freePlaces(ticket, tickets, choices, slot) - (placesOf(ticket, choice) - own);
  const limit = ticket.family ? sub.max_quantity : choice.count * sub.max_quantity;
  return Math.max(0, Math.min(limit, free, MAX_LINE_QUANTITY));
};

const withChoice = (choices: Choices, ticket: EventTicket, choice: TicketChoice): Choices => {
  const next = { ...choices, [ticket.id]: choice };
  if (placesOf(ticket, choice) === 0 && parentCount(ticket, choice) === 0) delete next[ticket.id];
  return next;
};

export const setParentCount = (
  ticket: EventTicket,
  requested: unknown,
  tickets: readonly EventTicket[],
  choices: Choices,
  slot: Timeslot,
): Choices => {
  const count = capTicketCount(requested, Math.floor(freePlaces(ticket, tickets, choices, slot) / placesPerParent(ticket)));
  const subtickets: Record<number, number> = {};
  for (const sub of ticket.subtickets) {
    const previous = choiceOf(choices, ticket).subtickets[sub.id];
    if (subticketRole(ticket, sub) === 'optional' && previous !== undefined) {
      subtickets[sub.id] = Math.min(Math.max(previous, count * sub.min_quantity), count * sub.max_quantity);
    }
  }
  return withChoice(choices, ticket, { count, subtickets });
};

export const setSubticketCount = (
  ticket: EventTicket,
  sub: Subticket,
  requested: unknown,
  tickets: readonly EventTicket[],
  choices: Choices,
  slot: Timeslot,
): Choices => {
  const choice = choiceOf(choices, ticket);
  const count = capTicketCount(requested, maxSubticketCount(ticket, sub, tickets, choices, slot));
  const next: TicketChoice = { ...choice, subtickets: { ...choice.subtickets, [sub.id]: count } };
  return withChoice(choices, ticket, ticket.family ? { ...next, count: familyParentCount(subticketCounts(ticket, next)) } : next);
};

export type LineProblem = 'familyIncomplete' | 'subticketCount';

export interface LineState {
  ticket: EventTicket;
  count: number;
  subtickets: { sub: Subticket; count: number }[];
  places: number;
  totalCents: number;
  vatCents: number;
  problem: LineProblem | null;
}

/** One chosen ticket type as it would go into the basket: counts, price, VAT portion and what is still wrong. */
export const lineState = (ticket: EventTicket, choice: TicketChoice): LineState => {
  const counts = subticketCounts(ticket, choice);
  const count = parentCount(ticket, choice);
  const subtickets = ticket.subtickets.map((sub, i) => ({ sub, count: counts[i] ?? 0 }));
  const totalCents = ticket.price * count + subtickets.reduce((sum, { sub, count: n }) => sum + sub.price * n, 0);
  const vatCents =
    vatPortion(ticket.price * count, ticket.vat_value) + subtickets.reduce((sum, { sub, count: n }) => sum + vatPortion(sub.price * n, sub.vat_value), 0);
  let problem: LineProblem | null = null;
  if (ticket.family) {
    if (!isFamilyComplete(subtickets.map(({ sub, count: n }) => ({ limits: sub, count: n })))) problem = 'familyIncomplete';
  } else if (!subtickets.every(({ sub, count: n }) => isSubticketCountAllowed(count, sub, n))) problem = 'subticketCount';
  return { ticket, count, subtickets, places: linePlaces(ticket.family, count, counts), totalCents, vatCents, problem };
};

export interface SelectionSummary {
  lines: LineState[];
  totalCents: number;
  vatCents: number;
  places: number;
  /** Ready to go into the basket: something chosen and nothing wrong. */
  complete: boolean;
}

export const selectionSummary = (tickets: readonly EventTicket[], choices: Choices): SelectionSummary => {
  const lines = tickets.filter((t) => choices[t.id] !== undefined).map((t) => lineState(t, choiceOf(choices, t))).filter((l) => l.places > 0 || l.count > 0);
  return {
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
    vatCents: lines.reduce((sum, l) => sum + l.vatCents, 0),
    places: lines.reduce((sum, l) => sum + l.places, 0),
    complete: lines.length > 0 && lines.every((l) => l.problem === null && l.count > 0),
  };
};

/** Choices carried over to another slot of the same day, capped again by what that slot has free. */
export const recapChoices = (tickets: readonly EventTicket[], choices: Choices, slot: Timeslot): Choices => {
  let next: Choices = {};
  for (const ticket of tickets) {
    const choice = choices[ticket.id];
    if (!choice) continue;
    if (!ticket.family) next = setParentCount(ticket, choice.count, tickets, next, slot);
    for (const sub of ticket.subtickets) {
      const count = choice.subtickets[sub.id];
      if (count !== undefined && subticketRole(ticket, sub) !== 'companion') next = setSubticketCount(ticket, sub, count, tickets, next, slot);
    }
  }
  return next;
};
