// Toasts of spec sections 3 and 9: one shown at a time, 5000 ms by default, `default` | `destructive`.
// Any app raises one with `toast({...})`; the shell renders the single Toaster.
import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long it stays, in ms (default 5000). */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the store (closed) this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

interface ToastState {
  toasts: Toast[];
  add: (toast: Toast) => void;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
}

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  add: (toast) => set({ toasts: [toast, ...get().toasts].slice(0, TOAST_LIMIT) }),
  dismiss: (id) => {
    for (const t of get().toasts) {
      if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
        removalTimers.set(
          t.id,
          setTimeout(() => get().remove(t.id), TOAST_REMOVE_DELAY_MS),
        );
      }
    }
    set({ toasts: get().toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) });
  },
  remove: (id) => {
    const timer = removalTimers.get(id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(id);
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  useToastStore.getState().add({
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
  });
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}
