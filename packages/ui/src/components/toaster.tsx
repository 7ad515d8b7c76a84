import { TIMINGS } from '@voices/platform';
import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useT } from '../i18n';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: ToastItem[];
}

const MAX_VISIBLE = 5;

export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

function show(kind: ToastKind, message: string, ms: number): number {
  const id = nextId++;
  toastStore.setState((state) => {
    const toasts = [...state.toasts, { id, kind, message }];
    for (const dropped of toasts.slice(0, Math.max(0, toasts.length - MAX_VISIBLE))) {
      const timer = timers.get(dropped.id);
      if (timer) clearTimeout(timer);
      timers.delete(dropped.id);
    }
    return { toasts: toasts.slice(-MAX_VISIBLE) };
  });
  if (ms > 0 && Number.isFinite(ms))
    timers.set(
      id,
      setTimeout(() => dismiss(id), ms),
    );
  return id;
}

/** Short notices in the corner: 2 s for success, 4 s for errors unless told otherwise. */
export const toast = {
  success: (message: string, ms: number = TIMINGS.toastSuccessMs) => show('success', message, ms),
  error: (message: string, ms: number = TIMINGS.toastErrorMs) => show('error', message, ms),
  info: (message: string, ms: number = TIMINGS.toastSuccessMs) => show('info', message, ms),
  dismiss,
  clear(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    toastStore.setState({ toasts: [] });
  },
};

// A remote running inside the shell may render its own Toaster too: only the first one shows.
const hostStore = createStore<{ hosts: string[] }>()(() => ({ hosts: [] }));

export interface ToasterProps {
  /** The accessible name of the notification region. */
  label?: string;
}

/** Renders the toasts; mount once per page. */
export function Toaster({ label }: ToasterProps) {
  const t = useT();
  const hostId = useId();
  const isHost = useStore(hostStore, (state) => state.hosts[0] === hostId);
  const toasts = useStore(toastStore, (state) => state.toasts);

  useEffect(() => {
    hostStore.setState((state) => ({ hosts: [...state.hosts, hostId] }));
    return () =>
      hostStore.setState((state) => ({ hosts: state.hosts.filter((h) => h !== hostId) }));
  }, [hostId]);

  if (!isHost) return null;
  return (
    <section
      className="vx-toaster"
      aria-label={label ?? t('toaster.label')}
      aria-live="polite"
      aria-relevant="additions"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`vx-toast vx-toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <p className="vx-toast-message">{item.message}</p>
          <button
            type="button"
            className="vx-toast-close"
            aria-label={t('toaster.dismiss')}
            onClick={() => dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
