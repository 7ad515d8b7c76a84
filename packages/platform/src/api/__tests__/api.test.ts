import { ApiError } from '../../api-client';
import { getCategoryNews, getNews } from '../news';
import { getNotifications, markNotificationRead } from '../notifications';
import { getPreferredTemplate } from '../preferences';
import { deleteStory, getContributions, getStory } from '../stories';
import { getUserProfile, getUsersByIds } from '../users';
import {
  API,
  HttpResponse,
  createArticle,
  createNotification,
  createStory,
  createUser,
  http,
  server,
  signInAs,
} from '../../testing';

describe('the API functions', () => {
  it('page community stories with the x-next-cursor header', async () => {
    const author = createUser();
    for (let i = 0; i < 5; i += 1) createStory(author, { title: `Story ${i}` });

    const first = await getContributions({ authorId: author.id, limit: 2 });
    expect(first.items.map((story) => story.title)).toEqual(['Story 0', 'Story 1']);
    expect(first.nextCursor).toBe(first.items[1]!.id);

    const second = await getContributions({ authorId: author.id, limit: 2 }, first.nextCursor);
    const third = await getContributions({ authorId: author.id, limit: 2 }, second.nextCursor);
    expect(second.items.map((story) => story.title)).toEqual(['Story 2', 'Story 3']);
    expect(third).toEqual({
      items: [expect.objectContaining({ title: 'Story 4' })],
      nextCursor: null,
    });
  });

  it('answer a news page as items and a cursor', async () => {
    for (let i = 0; i < 3; i += 1) createArticle({ title: `Item ${i}`, category: 'sports' });
    const page = await getCategoryNews({ category: 'sports', limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const rest = await getCategoryNews({ category: 'sports', limit: 2 }, page.nextCursor);
    expect(rest).toEqual({
      items: [expect.objectContaining({ title: 'Item 2' })],
      nextCursor: null,
    });
  });

  it('read the notification headers into typed fields, with the bearer of the session', async () => {
    const member = createUser();
    const other = createUser();
    createNotification(member, { read: true });
    createNotification(member);
    createNotification(other);
    signInAs(member);

    const page = await getNotifications({ limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.unreadCount).toBe(1);
    expect(page.nextCursor).toBe(page.items[0]!._id);

    const answer = await markNotificationRead(page.items[0]!._id);
    expect(answer.unreadCount).toBe(0);
  });

  it('reject with the server’s message and status', async () => {
    await expect(getNews('665f1c2a9b3e4d5f6a7b8c9d')).rejects.toEqual(
      expect.objectContaining({ message: 'News not found', status: 404, fromServer: true }),
    );
    await expect(getStory('nothing')).rejects.toBeInstanceOf(ApiError);
    signInAs(createUser());
    const someoneElses = createStory(createUser());
    await expect(deleteStory(someoneElses.id)).rejects.toEqual(
      expect.objectContaining({ message: 'You can only edit your own news', status: 403 }),
    );
  });

  it('look up only well-formed ids, and nothing at all for none', async () => {
    const user = createUser({ name: 'Ben Okafor' });
    expect(await getUsersByIds([])).toEqual([]);
    expect(await getUsersByIds(['nope', user.id, user.id])).toEqual([
      expect.objectContaining({ id: user.id, name: 'Ben Okafor', followersCount: 0 }),
    ]);
  });

  it("read a member's saved theme, and null for one who never saved any", async () => {
    signInAs(createUser({ preferredTemplate: 'noir' }));
    expect(await getPreferredTemplate()).toBe('noir');
    for (const unsaved of [null, undefined, '', '  ']) {
      server.use(
        http.get(`${API}/users/me/preferred-template`, () =>
          HttpResponse.json({ success: true, preferredTemplate: unsaved }),
        ),
      );
      expect(await getPreferredTemplate()).toBeNull();
    }
  });

  it('show the e-mail of a profile to its owner only', async () => {
    const user = createUser({ email: 'ben@example.com' });
    expect((await getUserProfile(user.id)).user.email).toBeUndefined();
    signInAs(user);
    expect((await getUserProfile(user.id)).user.email).toBe('ben@example.com');
  });
});
