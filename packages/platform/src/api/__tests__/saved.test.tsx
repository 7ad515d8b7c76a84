import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '@voices/contracts/constants';
import { favoriteAuthors } from '../../favorite-authors';
import { savedNews } from '../../saved-news';
import { sessionStore } from '../../session-store';
import {
  API,
  HttpResponse,
  createArticle,
  createStory,
  createTestQueryClient,
  createUser,
  db,
  http,
  server,
  signInAs,
} from '../../testing';
import {
  SAVED_MERGE_PENDING_KEY,
  removeSavedStory,
  saveStory,
  toggleFavoriteAuthor,
  useFavoriteAuthorList,
  useSavedStories,
} from '../saved';

function wrapper() {
  const client = createTestQueryClient();
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}

const savedIdsOf = (userId: string) =>
  db.saved.filter((entry) => entry.userId === userId).map((entry) => entry.id);

describe('saved stories of a member', () => {
  it("merges the browser's list at sign-in, once, and mirrors the member's list", async () => {
    const author = createUser({ name: 'Ben Okafor' });
    const member = createUser();
    const onServer = createStory(author, { title: 'Saved on the laptop' });
    const here = createStory(author, { title: 'Saved on the phone' });
    db.saved.push({ userId: member.id, id: onServer.id, savedAt: '2020-01-01T10:00:00.000Z' });

    savedNews.add({ _id: here.id, title: here.title });
    savedNews.add({ _id: 'gone-long-ago', title: 'Unknown to the server' });

    signInAs(member);
    expect(window.localStorage.getItem(SAVED_MERGE_PENDING_KEY)).toBe(member.id);
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useSavedStories(), { wrapper: Wrapper });

    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(savedIdsOf(member.id).sort()).toEqual([onServer.id, here.id].sort());
    expect(result.current.items.map((item) => item.title)).toEqual([
      'Saved on the phone',
      'Saved on the laptop',
    ]);
    expect(window.localStorage.getItem(SAVED_MERGE_PENDING_KEY)).toBeNull();

    // Removed on another device: the next read follows the server, and merges nothing back.
    db.saved = db.saved.filter((entry) => entry.id !== here.id);
    await act(() => result.current.query.refetch());
    expect(savedNews.list().map((item) => item._id)).toEqual([onServer.id]);
  });

  it('keeps the browser list as it is at sign-out, and offline', async () => {
    const member = createUser();
    const story = createStory(createUser({ name: 'Ben' }), { title: 'Kept' });
    signInAs(member);
    await saveStory({ _id: story.id, title: story.title });
    expect(savedIdsOf(member.id)).toEqual([story.id]);

    sessionStore.getState().logout();
    expect(savedNews.list().map((item) => item._id)).toEqual([story.id]);

    // Signed in again, the merge done, and then offline: the browser's copy is what shows.
    signInAs(member);
    window.localStorage.removeItem(SAVED_MERGE_PENDING_KEY);
    server.use(http.get(`${API}/users/me/saved`, () => HttpResponse.error()));
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useSavedStories(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.query.isError).toBe(true), { timeout: 5000 });
    expect(result.current.items.map((item) => item._id)).toEqual([story.id]);
  });

  it("does not merge one member's list into the next member's on a shared browser", async () => {
    const story = createStory(createUser({ name: 'Ben' }), { title: 'Asha saved it' });
    const asha = createUser({ name: 'Asha' });
    const cleo = createUser({ name: 'Cleo' });
    signInAs(asha);
    await saveStory({ _id: story.id, title: story.title });
    sessionStore.getState().logout();
    // Asha's list stays in the browser after she signs out…
    expect(savedNews.list().map((item) => item._id)).toEqual([story.id]);

    signInAs(cleo);
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useSavedStories(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    // …but Cleo's account does not get it, and Cleo sees her own list.
    expect(savedIdsOf(cleo.id)).toEqual([]);
    expect(result.current.items).toEqual([]);
  });

  it('saves and removes on the server for a member, and only here for a visitor', async () => {
    const story = createStory(createUser({ name: 'Ben' }), { title: 'A story' });
    await saveStory({ _id: story.id, title: story.title });
    expect(db.saved).toEqual([]);
    expect(savedNews.has(story.id)).toBe(true);
    savedNews.clear();

    const member = createUser();
    signInAs(member);
    expect(await saveStory({ _id: story.id, title: story.title })).toBe('added');
    expect(savedIdsOf(member.id)).toEqual([story.id]);
    await removeSavedStory(story.id);
    expect(savedIdsOf(member.id)).toEqual([]);
    expect(savedNews.has(story.id)).toBe(false);
  });

  it("takes the browser's copy back when the server refuses a save", async () => {
    const member = createUser();
    signInAs(member);
    const item = createArticle({ title: 'A news item' });
    server.use(
      http.put(`${API}/users/me/saved/:id`, () =>
        HttpResponse.json({ success: false, message: 'Full' }, { status: 409 }),
      ),
    );
    await expect(saveStory({ _id: item.id, title: item.title })).rejects.toThrow('Full');
    expect(savedNews.has(item.id)).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.savedContributions)).toBe('[]');
  });
});

describe('favourite authors of a member', () => {
  it("merges the browser's favourites at sign-in and mirrors them", async () => {
    const member = createUser();
    const ben = createUser({ name: 'Ben Okafor', photo: '/uploads/ben.jpg' });
    const cleo = createUser({ name: 'Cleo Park' });
    db.favorites.push({
      userId: member.id,
      authorId: cleo.id,
      addedAt: '2020-01-01T00:00:00.000Z',
    });
    favoriteAuthors.add({ _id: ben.id, name: 'Ben' });

    signInAs(member);
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useFavoriteAuthorList(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.authors).toEqual([
      { _id: cleo.id, name: 'Cleo Park' },
      { _id: ben.id, name: 'Ben Okafor', photo: '/uploads/ben.jpg' },
    ]);

    let answer: string | undefined;
    await act(async () => {
      answer = await toggleFavoriteAuthor({ _id: cleo.id, name: 'Cleo Park' });
    });
    expect(answer).toBe('removed');
    expect(db.favorites.map((entry) => entry.authorId)).toEqual([ben.id]);
    expect(favoriteAuthors.ids()).toEqual([ben.id]);
  });

  it('puts a favourite back when the server cannot be reached', async () => {
    const member = createUser();
    const ben = createUser({ name: 'Ben Okafor' });
    signInAs(member);
    server.use(http.put(`${API}/users/me/favorites/:id`, () => HttpResponse.error()));
    await expect(toggleFavoriteAuthor({ _id: ben.id, name: 'Ben Okafor' })).rejects.toThrow();
    expect(favoriteAuthors.isFavorite(ben.id)).toBe(false);
  });
});
