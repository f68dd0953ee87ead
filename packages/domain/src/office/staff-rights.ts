/**
 * What a staff member's role and settings allow beyond the role itself (DESIGN.md "Back office").
 * The roles are the contract's; this file only needs their names.
 */
export type StaffRoleName = 'owner' | 'editor' | 'box-office' | 'door' | 'accountant';

/** Events and tours a member may work on: null is all of them, a list only those. */
export interface StaffScopeRule {
  events: readonly string[] | null;
  tours: readonly string[] | null;
}

export const WHOLE_SCOPE: StaffScopeRule = { events: null, tours: null };

/** Owners work on everything; everyone else within their scope. */
export const effectiveScope = (role: StaffRoleName, scope: StaffScopeRule): StaffScopeRule => (role === 'owner' ? WHOLE_SCOPE : scope);

/** Refunds are the box office's, when the owner allowed them; owners may always refund, nobody else ever. */
export const mayRefund = (role: StaffRoleName, canRefund: boolean): boolean => role === 'owner' || (role === 'box-office' && canRefund);

/** Whether an event or tour lies in the member's scope. */
export const inStaffScope = (role: StaffRoleName, scope: StaffScopeRule, kind: 'events' | 'tours', id: string): boolean => {
  const ids = effectiveScope(role, scope)[kind];
  return ids === null || ids.includes(id);
};
