import type { LineKind } from '../../lib/storage/line-kind';

/** Goods: the only lines sent by post. */
export const merchandiseLineKind = { shipped: true } as const satisfies LineKind;
