import { useCallback, useEffect, useState } from 'react';
import type { Story } from '@voices/contracts';
import { getStory } from '../api/get-story';

export interface StoryState {
  story: Story | null;
  error: unknown;
  loading: boolean;
}

/** One story, loaded when `enabled` (e.g. once there is a session). */
export function useStory(id: string, enabled: boolean): StoryState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<StoryState>({ story: null, error: null, loading: true });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ story: null, error: null, loading: true });
    getStory(id).then(
      (answer) => live && setState({ story: answer.data, error: null, loading: false }),
      (error: unknown) => live && setState({ story: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [id, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
