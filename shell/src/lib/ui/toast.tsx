import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

const DISMISS_AFTER_MS = 4000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  items = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  emit(items.filter((item) => item.id !== id));
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  emit([...items, { id, kind, message }]);
  setTimeout(() => dismissToast(id), DISMISS_AFTER_MS);
  return id;
}

/** Module-level queue: `@travel/shell/ui` is a federation singleton, so every remote shares it. */
export const toast = Object.assign((message: string) => show('info', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => items;

export function Toaster() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="sh-toaster" aria-live="polite">
      {current.map((item) => (
        <div
          key={item.id}
          className={`sh-toast sh-toast--${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{item.message}</span>
          <button
            type="button"
            className="sh-toast__close"
            aria-label="Dismiss"
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
