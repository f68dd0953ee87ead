/** SPEC §9 toast timing. */
export const TOAST_VISIBLE_MS = 2000;
export const TOAST_ANIMATION_MS = 300;
export const TOAST_TICK_MS = 20;
export const SWIPE_DISMISS_PX = 80;

/** A swipe dismisses once it travelled far enough sideways. */
export const isSwipeDismiss = (deltaX: number): boolean => Math.abs(deltaX) >= SWIPE_DISMISS_PX;
