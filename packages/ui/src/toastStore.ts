import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './constants';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** How long the toast stays visible; SPEC §9 default 5000 ms. */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
  open: boolean;
}

const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
/** No toasts: the store's first state and the server's, one array, so hydrating the Toaster never renders it twice. */
export const noToasts: ToastItem[] = [];
let toasts: ToastItem[] = noToasts;
let nextId = 1;

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function schedule(id: number, ms: number, action: () => void): void {
  clearTimeout(timers.get(id));
  timers.set(id, setTimeout(action, ms));
}

function remove(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  emit(toasts.filter((t) => t.id !== id));
}

/** Hides a toast (or all of them); it is dropped from the store after the removal delay. */
export function dismissToast(id?: number): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  closing.forEach((t) => schedule(t.id, TOAST_REMOVE_DELAY_MS, () => remove(t.id)));
  emit(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
}

/** Shows a toast. Only TOAST_LIMIT (one) is visible at a time: a new toast replaces the current one. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  const item: ToastItem = { variant: 'default', duration: TOAST_DURATION_MS, ...input, id, open: true };
  const dropped = toasts.slice(TOAST_LIMIT - 1);
  dropped.forEach((t) => {
    clearTimeout(timers.get(t.id));
    timers.delete(t.id);
  });
  emit([item, ...toasts.slice(0, TOAST_LIMIT - 1)]);
  schedule(id, item.duration, () => dismissToast(id));
  return { id, dismiss: () => dismissToast(id) };
}

export function getToasts(): ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
