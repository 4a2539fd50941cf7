import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_MAX, TOAST_SCALE_STEP } from "@/config/constants";

export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Auto-dismiss after this many milliseconds; 0 keeps it until closed. */
  duration: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of [...listeners]) listener();
}

/** Toasts, newest first (index 0 is the one in front). */
export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showToast(kind: ToastKind, message: string, duration: number = TOAST_DURATION_MS[kind]): number {
  const id = nextId++;
  toasts = [{ id, kind, message, duration }, ...toasts].slice(0, TOAST_MAX);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) {
    toasts = next;
    emit();
  }
}

export function clearToasts(): void {
  toasts = [];
  emit();
}

/** Used for errors and confirmations everywhere. */
export const toast = {
  success: (message: string) => showToast("success", message),
  error: (message: string) => showToast("error", message),
  info: (message: string) => showToast("info", message),
  dismiss: dismissToast,
};

/** Scale of the toast at `index` (0 = newest, in front): 1 - 0.05 * index. */
export function toastScale(index: number): number {
  return Math.round((1 - TOAST_SCALE_STEP * index) * 10000) / 10000;
}

export { TOAST_GAP_PX };
