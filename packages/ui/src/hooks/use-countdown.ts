import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a moment, ticking down to 0. Counted from the clock, not from the
 * ticks, so a tab the browser throttled in the background still shows the right number.
 */
export function useCountdown(initialSeconds = 0) {
  const [endsAt, setEndsAt] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [secondsLeft, setSecondsLeft] = useState(Math.max(0, Math.ceil(initialSeconds)));

  useEffect(() => {
    if (!endsAt) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    if (seconds <= 0) {
      setEndsAt(0);
      setSecondsLeft(0);
      return;
    }
    setSecondsLeft(Math.ceil(seconds));
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  return { secondsLeft, start };
}
