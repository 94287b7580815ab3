import { TOAST_DURATION_MS } from '@tread/domain';
import { create } from 'zustand';

export interface ToastMessage {
  id: number;
  text: string;
  durationMs: number;
}

interface ToastState {
  current: ToastMessage | null;
  show: (text: string, durationMs?: number) => void;
  hide: (id: number) => void;
}

let nextId = 1;

/** One toast at a time: a new one replaces the one showing. */
export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (text, durationMs = TOAST_DURATION_MS) => set({ current: { id: nextId++, text, durationMs } }),
  hide: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** Shows a toast from anywhere, e.g. the API client. */
export function showToast(text: string, durationMs?: number): void {
  useToastStore.getState().show(text, durationMs);
}
