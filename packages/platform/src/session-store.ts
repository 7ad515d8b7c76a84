import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from '@voices/contracts/constants';
import { storage } from './storage';
import type { User } from './types';

export interface SessionState {
  user: User | null;
  token: string | null;
  login(user: unknown, token: string | null | undefined): void;
  logout(): void;
  updateUser(patch: Partial<User> | Record<string, unknown>): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isRecord(value)) return idOf(value.id ?? value._id);
  return null;
}

function idList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(idOf).filter((id): id is string => id !== null);
}

/**
 * Turns what a server or older storage holds into a User: `id` from `id` or `_id`, follower
 * lists as plain ids (populated entries included). Anything that is not an object gives null.
 */
export function normalizeUser(raw: unknown): User | null {
  if (!isRecord(raw)) return null;
  const id = idOf(raw.id ?? raw._id) ?? '';
  return {
    ...(raw as Partial<User>),
    id,
    name: typeof raw.name === 'string' ? raw.name : '',
    followers: idList(raw.followers),
    following: idList(raw.following),
  };
}

function readSaved(): { user: User | null; token: string | null } {
  const token = storage.get(STORAGE_KEYS.authToken) || null;
  const raw = storage.get(STORAGE_KEYS.user);
  let user: User | null = null;
  if (raw !== null) {
    try {
      user = normalizeUser(JSON.parse(raw));
    } catch {
      user = null;
    }
    if (!user) storage.remove(STORAGE_KEYS.user);
  }
  return { user, token };
}

export function createSessionStore(): StoreApi<SessionState> {
  return createStore<SessionState>()((set, get) => ({
    ...readSaved(),
    login(rawUser, token) {
      const user = normalizeUser(rawUser);
      if (!user) return;
      const savedToken = typeof token === 'string' && token ? token : null;
      if (savedToken) storage.set(STORAGE_KEYS.authToken, savedToken);
      else storage.remove(STORAGE_KEYS.authToken);
      storage.setJson(STORAGE_KEYS.user, user);
      set({ user, token: savedToken });
    },
    logout() {
      storage.remove(STORAGE_KEYS.authToken);
      storage.remove(STORAGE_KEYS.user);
      set({ user: null, token: null });
    },
    updateUser(patch) {
      const current = get().user;
      if (!current || !isRecord(patch)) return;
      const user = normalizeUser({ ...current, ...patch });
      if (!user) return;
      storage.setJson(STORAGE_KEYS.user, user);
      set({ user });
    },
  }));
}

export const sessionStore = createSessionStore();

// A sign-in or sign-out in another tab applies here too.
storage.subscribe([STORAGE_KEYS.authToken, STORAGE_KEYS.user], (source) => {
  if (source === 'local') return;
  const saved = readSaved();
  const { user, token } = sessionStore.getState();
  if (saved.token === token && JSON.stringify(saved.user) === JSON.stringify(user)) return;
  sessionStore.setState(saved);
});

export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStore(
    sessionStore,
    (selector ?? ((state: SessionState) => state)) as (state: SessionState) => T | SessionState,
  );
}

export function getSessionToken(): string | null {
  return sessionStore.getState().token;
}

export function getCurrentUser(): User | null {
  return sessionStore.getState().user;
}
