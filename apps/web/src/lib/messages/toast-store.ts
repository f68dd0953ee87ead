import { create } from 'zustand';

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
}

interface ToastState {
  toasts: Toast[];
  push: (text: string, tone?: Toast['tone']) => void;
  remove: (id: number) => void;
}

let nextId = 1;

/** Kept tiny and outside the toast UI so the UI itself can load lazily on the first toast. */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push: (text, tone = 'info') => set((s) => ({ toasts: [...s.toasts, { id: nextId++, text, tone }] })),
  remove: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));
