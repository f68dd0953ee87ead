import { percentToBasisPoints } from '@foyer/domain';
import { DOCUMENT_LABELS } from '../../kernel/document-labels.js';
import { DomainError } from '../../errors/domain-error.js';
import type { LineFacts, LineKind } from '../commerce/line-kind.js';
import { issueAdmissionTickets } from '../orders/admission-tickets.js';
import { tourLineDetailsSchema } from './tour-answers.js';
import { resolveTourLine } from './tour-pricing.js';

/**
 * Guided tours (SPEC §7 guidedTour item): places in the tour's slot, a ticket per participant part,
 * and the participants and booking answers shown with the line everywhere it is described.
 */
export const tourLineKind: LineKind<'guidedTour'> = {
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
  describe: (line, lang) => {
    const labels = DOCUMENT_LABELS[lang];
    const details = tourLineDetailsSchema.parse(JSON.parse(line.details));
    // A group tour booked without tickets takes the whole tour: its group size is not known, and never 0.
    const participants = details.participants > 0 ? String(details.participants) : labels.whole_group;
    const facts: LineFacts[] = [{ title: null, entries: [{ label: labels.participants, value: participants }] }];
    if (details.answers.length > 0) facts.push({ title: labels.answers, entries: details.answers.map((entry) => ({ label: entry.question, value: entry.answer })) });
    return { name: line.name, title: line.title, count: line.count, datetime: line.datetime, totalCents: line.total_cents, facts };
  },
  timeslot: (line) => tourLineDetailsSchema.parse(JSON.parse(line.details)).timeslotId,
};
