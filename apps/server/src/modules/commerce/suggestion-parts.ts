import { MAX_ID } from '@foyer/contract';
import { z } from 'zod';

/** A basket line's id as the database can hold it: a larger number names nothing, so the line is skipped like any unreadable one. */
const positiveId = z.coerce.number().int().positive().max(MAX_ID);

/** The id a basket line names under `field`, or null when it is unreadable. */
export const lineId = (item: Record<string, unknown>, field: string): number | null => {
  const id = positiveId.safeParse(item[field]);
  return id.success ? id.data : null;
};

/** The first paragraph of a description: enough for a suggestion's card. */
export const firstParagraph = (text: string): string => text.split(/\n\s*\n/)[0]?.trim() ?? '';
