import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';

export type RequestStatus = 'idle' | 'loading' | 'error' | 'success';

export interface RequestState<T> {
  status: RequestStatus;
  data: T | undefined;
  error: unknown;
  /** Asks again (Try Again). */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  attempt: number;
  status: 'error' | 'success';
  data?: T;
  error?: unknown;
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * One request whose answer depends on `key`: a new key aborts the request in flight and asks
 * again; a null key asks nothing (idle). Unmounting aborts too, so no answer lands late.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): RequestState<T> {
  const loadRef = useLatest(load);
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
  }, [key, attempt, loadRef]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  if (key === null) return { status: 'idle', data: undefined, error: undefined, reload };
  if (!settled || settled.key !== key || settled.attempt !== attempt) {
    return { status: 'loading', data: undefined, error: undefined, reload };
  }
  return { status: settled.status, data: settled.data, error: settled.error, reload };
}

export interface PageResult<T> {
  items: T[];
  nextPage: string | null;
}

/** Lists of spec 001 §4: loading, error, loaded, and loading-more while Show More asks. */
export type ListStatus = 'idle' | 'loading' | 'error' | 'loaded' | 'loading-more';

export interface PagedListState<T> {
  status: ListStatus;
  items: T[];
  nextPage: string | null;
  /** Why the first page failed. */
  error: unknown;
  /** Why the last Show More failed (the items already shown stay). */
  moreError: unknown;
  loadMore: () => void;
  retry: () => void;
}

interface ListData<T> {
  key: string | null;
  status: ListStatus;
  items: T[];
  nextPage: string | null;
  error: unknown;
  moreError: unknown;
}

type ListAction<T> =
  | { type: 'start'; key: string | null }
  | {
      type: 'loaded';
      key: string;
      page: PageResult<T>;
      append: boolean;
      getId: (item: T) => string;
    }
  | { type: 'failed'; key: string; error: unknown; more: boolean }
  | { type: 'more'; key: string };

function listReducer<T>(state: ListData<T>, action: ListAction<T>): ListData<T> {
  if (action.type === 'start') {
    return {
      key: action.key,
      status: action.key === null ? 'idle' : 'loading',
      items: [],
      nextPage: null,
      error: undefined,
      moreError: undefined,
    };
  }
  if (action.key !== state.key) return state;
  switch (action.type) {
    case 'more':
      return { ...state, status: 'loading-more', moreError: undefined };
    case 'failed':
      return action.more
        ? { ...state, status: 'loaded', moreError: action.error }
        : { ...state, status: 'error', error: action.error };
    case 'loaded': {
      let items = action.page.items;
      if (action.append) {
        // A page may overlap the one before when items arrive in between: show each once.
        const seen = new Set(state.items.map(action.getId));
        items = [...state.items, ...items.filter((item) => !seen.has(action.getId(item)))];
      }
      return {
        ...state,
        status: 'loaded',
        items,
        nextPage: action.page.nextPage,
        error: undefined,
      };
    }
  }
}

/**
 * A list read page by page with an opaque cursor. A new `key` (another category, sub-filter
 * or language) aborts what is in flight, clears the list and starts again from the first page.
 */
export function usePagedList<T>(
  key: string | null,
  loadPage: (cursor: string | null, signal: AbortSignal) => Promise<PageResult<T>>,
  getId: (item: T) => string,
): PagedListState<T> {
  const loadRef = useLatest(loadPage);
  const getIdRef = useLatest(getId);
  const [attempt, setAttempt] = useState(0);
  const [state, dispatch] = useReducer(listReducer<T>, {
    key: null,
    status: 'idle',
    items: [],
    nextPage: null,
    error: undefined,
    moreError: undefined,
  });
  const controllers = useRef(new Set<AbortController>());
  const stateRef = useLatest(state);

  const abortAll = useCallback(() => {
    for (const controller of controllers.current) controller.abort();
    controllers.current.clear();
  }, []);

  const fetchPage = useCallback(
    (pageKey: string, cursor: string | null) => {
      const controller = new AbortController();
      controllers.current.add(controller);
      loadRef
        .current(cursor, controller.signal)
        .then(
          (page) => {
            if (controller.signal.aborted) return;
            dispatch({
              type: 'loaded',
              key: pageKey,
              page,
              append: cursor !== null,
              getId: getIdRef.current,
            });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            dispatch({ type: 'failed', key: pageKey, error, more: cursor !== null });
          },
        )
        .finally(() => controllers.current.delete(controller));
    },
    [loadRef, getIdRef],
  );

  useEffect(() => {
    dispatch({ type: 'start', key });
    if (key !== null) fetchPage(key, null);
    return abortAll;
  }, [key, attempt, fetchPage, abortAll]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.key === null || current.status !== 'loaded' || !current.nextPage) return;
    // A second click before the list re-rendered must not ask for the same page twice.
    if (controllers.current.size > 0) return;
    dispatch({ type: 'more', key: current.key });
    fetchPage(current.key, current.nextPage);
  }, [fetchPage, stateRef]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Until the effect has started the new key, report the new key as loading, not the old list.
  const current: ListData<T> =
    state.key === key
      ? state
      : {
          key,
          status: key === null ? 'idle' : 'loading',
          items: [],
          nextPage: null,
          error: undefined,
          moreError: undefined,
        };

  return {
    status: current.status,
    items: current.items,
    nextPage: current.nextPage,
    error: current.error,
    moreError: current.moreError,
    loadMore,
    retry,
  };
}
