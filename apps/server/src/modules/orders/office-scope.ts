import type { SessionStaff } from '@foyer/contract';
import type { Db } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { orderInScope, type DeskScope } from './office-orders.repository.js';

/**
 * Pages about a person rather than an order (a customer's page lists all their orders, goods and
 * vouchers included) are for members with every event and tour in scope; the orders list narrows a
 * scoped member to the orders of their events and tours instead (docs/office.md "Orders").
 */
export const requireWholeScope = (staff: SessionStaff): void => {
  if (staff.role !== 'owner' && (staff.scope.events !== null || staff.scope.tours !== null)) throw new DomainError('OFFICE_FORBIDDEN');
};

/**
 * The events and tours a member's orders come from: undefined for owners and members with every
 * event and tour in scope; for the others, the ids their scope names (docs/office.md "Orders").
 */
export const deskScope = (staff: SessionStaff): DeskScope | undefined => {
  if (staff.role === 'owner' || (staff.scope.events === null && staff.scope.tours === null)) return undefined;
  const ids = (names: readonly string[] | null) => (names === null ? null : names.map(Number).filter(Number.isSafeInteger));
  return { events: ids(staff.scope.events), tours: ids(staff.scope.tours) };
};

/** Refuses work on an order outside the member's scope as if it did not exist (404 OFFICE_ORDER_NOT_FOUND). */
export const requireOrderInScope = async (db: Db, orderId: number, staff: SessionStaff): Promise<void> => {
  const scope = deskScope(staff);
  if (scope !== undefined && !(await orderInScope(db, orderId, scope))) throw new DomainError('OFFICE_ORDER_NOT_FOUND');
};
