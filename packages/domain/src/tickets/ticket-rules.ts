/**
 * Event-ticket rules of SPEC §5 and DESIGN.md ("per-line maximum quantity: 50").
 * Pure functions: the screen uses them for hints, the server re-checks with them.
 */

/** DESIGN.md: no basket line may ask for more than this, whatever the capacity. */
export const MAX_LINE_QUANTITY = 50;

/** Ticket modes (docs/pricing-and-capacity.md): 1 timeslot entry, 3 day ticket, 5 scheduled performance. */
export const TICKET_MODES = { timeslot: 1, day: 3, performance: 5 } as const;
export type TicketMode = (typeof TICKET_MODES)[keyof typeof TICKET_MODES];

export interface ScheduleEntry {
  max_tickets: number;
}

export interface SubticketLimits {
  min_quantity: number;
  max_quantity: number;
}

/** A non-numeric, negative or fractional count becomes the nearest valid whole count (0 for garbage). */
export const normalizeCount = (value: unknown): number => {
  const count = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(count) || count < 0) return 0;
  return Math.floor(count);
};

/** SPEC §5: a count above the timeslot's max_tickets is blocked; DESIGN caps every line at 50. */
export const maxSelectableTickets = (slotRemaining: number): number =>
  Math.max(0, Math.min(MAX_LINE_QUANTITY, Math.floor(slotRemaining)));

export const capTicketCount = (requested: unknown, slotRemaining: number): number =>
  Math.min(normalizeCount(requested), maxSelectableTickets(slotRemaining));

/** SPEC §5: tickets of mode 1 or 5 with no schedule entry having max_tickets above 0 are hidden. */
export const isTicketHidden = (mode: number, schedule: readonly ScheduleEntry[]): boolean =>
  (mode === TICKET_MODES.timeslot || mode === TICKET_MODES.performance) &&
  !schedule.some((entry) => entry.max_tickets > 0);

/** SPEC §5: a subticket with equal min and max quantity is a fixed companion of its parent ticket. */
export const isFixedCompanion = (subticket: SubticketLimits): boolean =>
  subticket.min_quantity === subticket.max_quantity;

/** Fixed companions follow the parent: parent count times the fixed quantity. */
export const companionCount = (parentCount: number, subticket: SubticketLimits): number =>
  isFixedCompanion(subticket) ? parentCount * subticket.max_quantity : 0;

/** SPEC §4: in a family ticket, any subticket count sets the parent count to 1, else 0. */
export const familyParentCount = (subticketCounts: readonly number[]): number =>
  subticketCounts.some((count) => count > 0) ? 1 : 0;

/** SPEC §5: a family ticket needs a quantity for every component, each within its limits. */
export const isFamilyComplete = (
  components: readonly { limits: SubticketLimits; count: number }[],
): boolean =>
  components.length > 0 &&
  components.every(
    ({ limits, count }) => count > 0 && count >= limits.min_quantity && count <= limits.max_quantity,
  );

/** SPEC §5: subticket totals are blocked like tickets: all places of a line must fit into the slot. */
export const placesNeeded = (parentCount: number, subticketCounts: readonly number[]): number =>
  parentCount + subticketCounts.reduce((sum, count) => sum + count, 0);

export const fitsIntoSlot = (parentCount: number, subticketCounts: readonly number[], slotRemaining: number): boolean =>
  placesNeeded(parentCount, subticketCounts) <= slotRemaining;

/**
 * Places a line takes in its slot (docs/pricing-and-capacity.md): every visitor counts, companions
 * included. A family ticket's parent is the package, not a visitor, so only its components count.
 */
export const linePlaces = (family: boolean, parentCount: number, subticketCounts: readonly number[]): number =>
  (family ? 0 : parentCount) + subticketCounts.reduce((sum, count) => sum + count, 0);

/** Outside a family ticket, a subticket comes min..max times per parent ticket (a fixed companion exactly min = max times). */
export const isSubticketCountAllowed = (parentCount: number, limits: SubticketLimits, count: number): boolean =>
  Number.isInteger(count) && count >= parentCount * limits.min_quantity && count <= parentCount * limits.max_quantity;
