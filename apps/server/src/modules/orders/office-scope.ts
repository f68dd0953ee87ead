import type { SessionStaff } from '@foyer/contract';
import { DomainError } from '../../errors/domain-error.js';

/**
 * Pages about a person rather than an order (a customer's page lists all their orders, goods and
 * vouchers included) are for members with every event and tour in scope; the orders list narrows a
 * scoped member to the orders of their events and tours instead (docs/office.md "Orders").
 */
export const requireWholeScope = (staff: SessionStaff): void => {
  if (staff.role !== 'owner' && (staff.scope.events !== null || staff.scope.tours !== null)) throw new DomainError('OFFICE_FORBIDDEN');
};
