import { isObjectId } from '@voices/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserProfileResponse } from '@voices/contracts';
import { isApiError } from '@voices/platform';
import { getUserProfile } from '../api/get-user-profile';

export type ProfileStatus = 'loading' | 'not-found' | 'error' | 'ready';

export type ProfileData = Pick<UserProfileResponse, 'user' | 'news'>;

/**
 * Loads a profile by id. An id that is not 24 hexadecimal characters is "not found" at once,
 * without asking the server (spec 000 §2).
 */
export function useUserProfile(id: string | null | undefined) {
  const valid = isObjectId(id);
  const [status, setStatus] = useState<ProfileStatus>(valid ? 'loading' : 'not-found');
  const [data, setData] = useState<ProfileData | null>(null);
  const generation = useRef(0);

  const load = useCallback(async () => {
    const current = ++generation.current;
    if (!isObjectId(id)) {
      setData(null);
      setStatus('not-found');
      return;
    }
    setStatus('loading');
    try {
      const response = await getUserProfile(id);
      if (current !== generation.current) return;
      if (!response?.user) {
        setData(null);
        setStatus('not-found');
        return;
      }
      setData({ user: response.user, news: Array.isArray(response.news) ? response.news : [] });
      setStatus('ready');
    } catch (error) {
      if (current !== generation.current) return;
      setData(null);
      const gone = isApiError(error) && (error.status === 404 || error.status === 400);
      setStatus(gone ? 'not-found' : 'error');
    }
  }, [id]);

  useEffect(() => {
    void load();
    return () => {
      generation.current += 1;
    };
  }, [load]);

  return { status, data, setData, reload: load };
}
