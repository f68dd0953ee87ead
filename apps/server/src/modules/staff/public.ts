/**
 * The staff module's face for the office routes of other modules: the guard every office route
 * runs (`requireStaff` from app.ts), the signed-in member, the scope check and the audit log.
 */
export { ANY_ROLE, requireInScope, signedInStaff, type RequireStaff, type StaffRequirement } from './office-guard.js';
export { appendAudit, type AuditWrite } from './audit-log.repository.js';
export { confirmSecondFactor } from './second-factor.js';
export { noStore, officeErrors } from './office-routes-kit.js';
export { answerStale, StaleRecordError, withFreshId } from './office-catalog-kit.js';
