import type { SessionState } from '../../lib/storage/session-store';

/**
 * SPEC §6: paying needs a login or a guest registration. A guest whose registration answered only a
 * password complaint (SPEC §5: counts as success) has a saved guest customer but no token.
 */
export const canPay = (s: Pick<SessionState, 'token' | 'customer'>): boolean => s.token !== null || s.customer?.isGuest === true;
