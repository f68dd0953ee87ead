import { create } from 'zustand';

/** SPEC §7: a waiting flag is set and cleared around each call; a counter keeps parallel calls honest. */
interface WaitingState {
  pending: number;
  start: () => void;
  end: () => void;
}

export const useWaitingStore = create<WaitingState>()((set) => ({
  pending: 0,
  start: () => set((s) => ({ pending: s.pending + 1 })),
  end: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));

export const isWaiting = (): boolean => useWaitingStore.getState().pending > 0;
