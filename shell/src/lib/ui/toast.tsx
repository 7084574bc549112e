import { t } from '@travel/shell/i18n';
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** A button in the toast, such as Undo: it runs once, and the toast closes. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
  /** How long the toast stays (4 s by default): as long as its action is offered. */
  durationMs?: number;
}

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
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

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  emit([...items, { id, kind, message, action: options.action }]);
  setTimeout(() => dismissToast(id), options.durationMs ?? DISMISS_AFTER_MS);
  return id;
}

/** Module-level queue: `@travel/shell/ui` is a federation singleton, so every remote shares it. */
export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show('info', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    info: (message: string, options?: ToastOptions) => show('info', message, options),
  },
);

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
          {item.action && (
            <button
              type="button"
              className="sh-toast__action"
              onClick={() => {
                dismissToast(item.id);
                item.action?.run();
              }}
            >
              {item.action.label}
            </button>
          )}
          <button
            type="button"
            className="sh-toast__close"
            aria-label={t('kit.dismiss')}
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
