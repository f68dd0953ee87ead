import { z } from 'zod';

/** A museum wall-clock time as the catalog writes it. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
