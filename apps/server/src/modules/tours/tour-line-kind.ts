import type { Lang } from '@foyer/contract';
import { percentToBasisPoints } from '@foyer/domain';
import { DOCUMENT_LABELS, labelled } from '../../kernel/document-labels.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LineDescription, LineFacts, LineKind, LineVisit, OrderLineRow } from '../commerce/public.js';
import { loadTimeslotVisits } from '../events/public.js';
import { issueAdmissionTickets, issuedTicketsOf } from '../orders/public.js';
import { tourLineDetailsSchema } from './tour-answers.js';
import { resolveTourLine } from './tour-pricing.js';
import { tourSuggestions } from './tour-suggestions.js';
import type { ToursService } from './tours.service.js';

const timeslotOf = (line: OrderLineRow): number => tourLineDetailsSchema.parse(JSON.parse(line.details)).timeslotId;

/** A tour meets at its event's venue, the meeting point; the calendar calls the visit after the tour. */
const tourVisit: LineVisit = {
  timeslot: timeslotOf,
  load: (db, lines, ctx) => loadTimeslotVisits(db, lines, timeslotOf, ctx),
  summary: (line) => line.name,
  place: (venue, labels) => labelled(labels, labels.meeting_point, venue),
  movedTo: (line, timeslotId) => ({ ...tourLineDetailsSchema.parse(JSON.parse(line.details)), timeslotId }),
};

const describeTour = (line: OrderLineRow, lang: Lang): LineDescription => {
  const labels = DOCUMENT_LABELS[lang];
  const details = tourLineDetailsSchema.parse(JSON.parse(line.details));
  // A group tour booked without tickets takes the whole tour: its group size is not known, and never 0.
  const participants = details.participants > 0 ? String(details.participants) : labels.whole_group;
  const facts: LineFacts[] = [{ title: null, entries: [{ label: labels.participants, value: participants }] }];
  if (details.answers.length > 0) facts.push({ title: labels.answers, entries: details.answers.map((entry) => ({ label: entry.question, value: entry.answer })) });
  return { name: line.name, title: line.title, count: line.count, datetime: line.datetime, totalCents: line.total_cents, facts };
};

/**
 * Guided tours (SPEC §7 guidedTour item): places in the tour's slot, a ticket per participant part,
 * and the participants and booking answers shown with the line everywhere it is described. In the
 * PDF each tour has a section of its own with its tickets; its prices are named with the tour.
 */
export const tourLineKind = (tours: ToursService): LineKind<'guidedTour'> => ({
  issues: 'admission-tickets',
  price: async (item, ctx) => {
    const resolved = await resolveTourLine(ctx.db, ctx.shopId, item, ctx.lang, { timeZone: ctx.timeZone });
    if (item.totalPrice !== undefined && item.totalPrice !== resolved.totalPrice) throw new DomainError('PRICE_CHANGED', { params: { line: ctx.lineNo } });
    return {
      type: 'guidedTour',
      name: resolved.name,
      title: resolved.eventName,
      datetime: resolved.datetime,
      count: resolved.count,
      unitPriceCents: resolved.count > 0 ? Math.round(resolved.totalPrice / resolved.count) : resolved.totalPrice,
      totalCents: resolved.totalPrice,
      vatBp: percentToBasisPoints(resolved.parts[0]?.vat_value ?? 0),
      parts: resolved.parts.map((part) => ({ name: part.name, count: part.count, unitPriceCents: part.unitPrice, vatBp: percentToBasisPoints(part.vat_value) })),
      claims: [{ resource: 'timeslot', id: resolved.timeslotId, quantity: resolved.places }],
      shippingWeightGrams: 0,
      details: { tourId: resolved.tourId, timeslotId: resolved.timeslotId, participants: resolved.participants, answers: resolved.answers },
    };
  },
  fulfil: (trx, line) => issueAdmissionTickets(trx, line, { separate: false }),
  describe: describeTour,
  partsBelongTo: (line) => line.name,
  visit: tourVisit,
  documentParts: async (trx, lines, ctx) => {
    const tickets = await issuedTicketsOf(trx, lines, ctx.visits, (line) => line.name);
    return {
      visits: lines.map((line) => {
        const visit = ctx.visits.get(line.id);
        return {
          name: line.name,
          title: line.title,
          datetime: line.datetime ?? '',
          endsAt: visit?.endsAt ?? null,
          place: visit?.venue ?? null,
          placeLabel: ctx.labels.meeting_point,
          facts: describeTour(line, ctx.lang).facts,
          tickets: tickets.get(line.id) ?? [],
        };
      }),
    };
  },
  suggestions: tourSuggestions(tours),
});
