import { useCallback, useEffect, useRef, useState } from 'react';

export interface Mutation<A extends unknown[], R> {
  /** Runs the call; a second call while one is running joins the first instead of sending again. */
  mutate: (...args: A) => Promise<R>;
  pending: boolean;
}

/** The busy state of one server call, shared by the hooks of the feature api files. */
export function useMutation<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
): Mutation<A, R> {
  const [pending, setPending] = useState(false);
  const inFlight = useRef<Promise<R> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (...args: A): Promise<R> => {
      if (inFlight.current) return inFlight.current;
      setPending(true);
      const call = (async () => {
        try {
          return await fn(...args);
        } finally {
          inFlight.current = null;
          if (mounted.current) setPending(false);
        }
      })();
      inFlight.current = call;
      return call;
    },
    [fn],
  );

  return { mutate, pending };
}
