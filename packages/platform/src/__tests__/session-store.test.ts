import { act, renderHook } from '@testing-library/react';
import { createSessionStore, sessionStore, useSession } from '../session-store';

const alice = { _id: '64b7f0c2a1b2c3d4e5f60718', name: 'Alice', email: 'a@example.com' };

beforeEach(() => {
  localStorage.clear();
  sessionStore.setState({ user: null, token: null });
});

describe('session store', () => {
  it('login stores the token and the user, with id taken from _id', () => {
    const store = createSessionStore();
    store.getState().login(alice, 'tok-1');
    expect(store.getState().token).toBe('tok-1');
    expect(store.getState().user).toMatchObject({
      id: alice._id,
      name: 'Alice',
      followers: [],
      following: [],
    });
    expect(localStorage.getItem('authToken')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      id: alice._id,
      name: 'Alice',
    });
  });

  it.each([null, undefined, 'alice', 42, ['a']])(
    'ignores a login without a user object (%p)',
    (user) => {
      const store = createSessionStore();
      store.getState().login(user, 'tok-1');
      expect(store.getState().user).toBeNull();
      expect(store.getState().token).toBeNull();
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    },
  );

  it('logout clears both keys', () => {
    const store = createSessionStore();
    store.getState().login(alice, 'tok-1');
    store.getState().logout();
    expect(store.getState()).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('restores a saved token and user on creation', () => {
    localStorage.setItem('authToken', 'saved');
    localStorage.setItem('user', JSON.stringify({ id: 'u1', name: 'Bob', followers: ['x'] }));
    const store = createSessionStore();
    expect(store.getState().token).toBe('saved');
    expect(store.getState().user).toMatchObject({ id: 'u1', name: 'Bob', followers: ['x'] });
  });

  it.each(['{not json', '"a string"', 'null', '[1,2]'])(
    'discards corrupt saved user data (%s)',
    (raw) => {
      localStorage.setItem('authToken', 'saved');
      localStorage.setItem('user', raw);
      const store = createSessionStore();
      expect(store.getState().user).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    },
  );

  it('updateUser merges a patch and saves it', () => {
    const store = createSessionStore();
    store.getState().login(alice, 'tok-1');
    store.getState().updateUser({ bio: 'Reporter', followers: [{ _id: 'f1' }, 'f2'] as never });
    expect(store.getState().user).toMatchObject({ bio: 'Reporter', followers: ['f1', 'f2'] });
    expect(JSON.parse(localStorage.getItem('user')!).bio).toBe('Reporter');
  });

  it('follows a sign-out made in another tab', () => {
    sessionStore.getState().login(alice, 'tok-1');
    localStorage.removeItem('authToken');
    localStorage.removeItem('user');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', storageArea: localStorage }));
    expect(sessionStore.getState().user).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('useSession re-renders on login', () => {
    const { result } = renderHook(() => useSession((s) => s.user?.name ?? null));
    expect(result.current).toBeNull();
    act(() => sessionStore.getState().login(alice, 't'));
    expect(result.current).toBe('Alice');
  });
});
