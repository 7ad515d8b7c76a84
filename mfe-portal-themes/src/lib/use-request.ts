import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type RequestStatus = 'idle' | 'loading' | 'error' | 'success';

export interface RequestState<T> {
  status: RequestStatus;
  data: T | undefined;
  error: unknown;
  /** Asks again (Try Again, or news that the answer changed). */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  attempt: number;
  status: 'error' | 'success';
  data?: T;
  error?: unknown;
}

/**
 * One request whose answer depends on `key`: a new key aborts the request in flight and asks
 * again; a null key asks nothing (idle). Unmounting aborts too, so no answer lands late.
 * A reload keeps showing the last answer until the new one arrives.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): RequestState<T> {
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (key === null) return { status: 'idle', data: undefined, error: undefined, reload };
  if (!settled || settled.key !== key) {
    return { status: 'loading', data: undefined, error: undefined, reload };
  }
  if (settled.attempt !== attempt && settled.status === 'error') {
    return { status: 'loading', data: undefined, error: undefined, reload };
  }
  return { status: settled.status, data: settled.data, error: settled.error, reload };
}
