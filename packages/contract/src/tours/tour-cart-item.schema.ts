import { z } from 'zod';
import { MAX_ID } from '../common/shop-query.js';
import { questionTypeSchema } from './tour-detail.schema.js';

const id = z.coerce.number().int().positive().max(MAX_ID);
const count = z.coerce.number().int().min(0).max(1000);

/** SPEC §3 Answer: one option id (radio, select), a list of ids (checkbox), text, or a number. */
export const tourAnswerSchema = z.object({
  qId: id,
  type: questionTypeSchema.optional(),
  value: z.union([z.number(), z.string().max(5000), z.array(z.number()).max(100), z.null()]),
});
export type TourAnswer = z.infer<typeof tourAnswerSchema>;

/**
 * SPEC §7 guidedTour checkout item: type, answers, datetime (the chosen slot's start), tourId,
 * prices[{id,count}] and tickets[{id,count,subtickets}]. A missing datetime is refused with
 * DATE_AND_TIME_REQUIRED; `totalPrice` is what the basket showed and must match the server's.
 */
export const guidedTourCartItemSchema = z.object({
  type: z.literal('guidedTour'),
  tourId: id,
  datetime: z.string().max(40).nullish(),
  prices: z.array(z.object({ id, count })).max(50).default([]),
  tickets: z.array(z.object({ id, count, subtickets: z.array(z.object({ id, count })).max(50).default([]) })).max(50).default([]),
  answers: z.array(tourAnswerSchema).max(100).default([]),
  totalPrice: z.number().int().optional(),
});
export type GuidedTourCartItem = z.input<typeof guidedTourCartItemSchema>;
