import { z } from 'zod';
import { langSchema } from './languages.js';

/** Path parameters of every `/api/{lang}/...` call. */
export const langParamsSchema = z.object({ lang: langSchema });
export type LangParams = z.infer<typeof langParamsSchema>;
