import type { LineKind } from '../../lib/storage/line-kind';

/** Annual passes: issued as documents, nothing generic code treats apart. */
export const passLineKind = {} as const satisfies LineKind;
