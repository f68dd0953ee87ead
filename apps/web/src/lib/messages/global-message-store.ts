import { create } from 'zustand';

/** SPEC §3 global message: text, a class for its tone, optional timeout in ms. */
export interface GlobalMessage {
  text: string;
  className: 'error' | 'info' | 'success';
  timeout?: number;
}

interface GlobalMessageState {
  message: GlobalMessage | null;
  show: (message: GlobalMessage) => void;
  dismiss: () => void;
}

export const useGlobalMessageStore = create<GlobalMessageState>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  dismiss: () => set({ message: null }),
}));

/** SPEC §9: the server-error message stays for 15 s. */
export const SERVER_ERROR_TIMEOUT_MS = 15000;
