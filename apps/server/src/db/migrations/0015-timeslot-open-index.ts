import type { Kysely } from 'kysely';

/**
 * Reads find an event's open slots by walking its slots in start order from the earliest one that can
 * still be running (events.repository.ts): with the end and the capacity in the index, the walk past
 * slots that ended reads the index alone. Places sold and held are left out, so holding and selling
 * places updates no more index entries than before.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.createIndex('timeslots_open_idx').on('timeslots').columns(['event_id', 'starts_at', 'ends_at', 'capacity']).execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropIndex('timeslots_open_idx').execute();
};
