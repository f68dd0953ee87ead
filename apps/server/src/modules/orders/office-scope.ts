import type { SessionStaff } from '@foyer/contract';
import { DomainError } from '../../errors/domain-error.js';

/**
 * A member whose scope names chosen events or tours sees no orders yet: an order's events and tours
 * live in its lines' JSON, which no index serves, so the desk does not narrow by scope (docs/office.md).
 * The same holds for a customer's page, which lists their orders.
 */
export const requireWholeScope = (staff: SessionStaff): void => {
  if (staff.role !== 'owner' && (staff.scope.events !== null || staff.scope.tours !== null)) throw new DomainError('OFFICE_FORBIDDEN');
};
