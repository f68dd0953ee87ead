import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/**
 * Lets handlers see the parsed types of their zod schemas. Answers are not typed here because the
 * catalog reads send pre-serialized text; services build them as contract types instead.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: unknown;
}
