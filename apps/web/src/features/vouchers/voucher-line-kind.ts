import type { LineKind } from '../../lib/storage/line-kind';

/** Gift vouchers: issued as documents, nothing generic code treats apart (the line itself says codes may not pay it). */
export const voucherLineKind = {} as const satisfies LineKind;
