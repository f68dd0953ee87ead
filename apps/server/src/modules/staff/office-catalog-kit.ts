import type { Lang } from '@foyer/contract';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { isUniqueViolation } from '../../kernel/unique-violation.js';
import { errorMessage } from '../../plugins/error-messages.js';
import { noStore } from './office-routes-kit.js';

/** An edit named a version that is no longer the stored one; carries the record as it is now. */
export class StaleRecordError<Current> extends DomainError {
  constructor(readonly current: Current) {
    super('OFFICE_STALE');
  }
}

/** Two editors creating at once may both count the same next id: the later one counts again. */
const CREATE_TRIES = 3;

/** Runs a create that takes the next free id, again when another create took that id first. */
export const withFreshId = async <T>(create: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === CREATE_TRIES) throw error;
    }
  }
};

/**
 * Runs an office edit; a stale one answers 409 OFFICE_STALE with the record as it is now, so the
 * editor sees what changed (the contract's stale error schemas).
 */
export const answerStale = async <T>(reply: FastifyReply, lang: Lang, edit: () => Promise<T>): Promise<T | FastifyReply> => {
  try {
    return await edit();
  } catch (error) {
    if (error instanceof StaleRecordError) return noStore(reply).status(409).send({ code: 'OFFICE_STALE' as const, message: errorMessage('OFFICE_STALE', lang), current: error.current });
    throw error;
  }
};
