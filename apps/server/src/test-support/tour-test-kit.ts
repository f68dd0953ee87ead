import type { FastifyInstance } from 'fastify';
import { futureSlot } from './checkout-kit.js';

/** A guidedTour cart item for the fixture tours (SPEC §7 payload). */
export const tourItem = (tourId: number, datetime: string | undefined, extra: Record<string, unknown> = {}) => ({
  type: 'guidedTour',
  tourId,
  datetime,
  prices: [],
  tickets: [],
  answers: [],
  ...extra,
});

/** Valid answers to the mandatory questions of fixture tour 601. */
export const mandatoryAnswers = [
  { qId: 1, type: 'radio', value: 2 },
  { qId: 4, type: 'text', value: 'Lovelace' },
];

/** Two participants of tour 601 with an admission ticket each, one with the audio guide: 2×500 + 2×1800 + 300. */
export const twoOnTour601 = (datetime: string, extra: Record<string, unknown> = {}) =>
  tourItem(601, datetime, {
    prices: [{ id: 6011, count: 2 }],
    tickets: [{ id: 6013, count: 2, subtickets: [{ id: 60131, count: 1 }] }],
    answers: mandatoryAnswers,
    ...extra,
  });

/** A future slot (from tomorrow on) of a fixture tour; tours share the timeslots table with events. */
export const tourSlot = (app: FastifyInstance, tourId: number, nth = 0) => futureSlot(app, nth, tourId);
