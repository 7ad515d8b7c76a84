import type { AuthTestApp } from '../../auth/__tests__/auth-helpers';
import { buildAuthApp } from '../../auth/__tests__/auth-helpers';
import { addStory } from '../../../testing/news-fixtures';
import { writeFakeBuiltSite, type Engine } from '../../../testing';
import { call, createUser, type TestUser } from '../../users/__tests__/social-helpers';

export { call, createUser, type TestUser };

/** The gateway with a built site (for the described pages) and a clock the test moves. */
export async function buildModerationApp(engine: Engine): Promise<AuthTestApp> {
  const t = await buildAuthApp(engine);
  writeFakeBuiltSite(t.config.siteDir);
  return t;
}

/** A member made a moderator straight in the database (as the admin command does). */
export async function createModerator(t: AuthTestApp, name = 'Mo Derator'): Promise<TestUser> {
  const user = await createUser(t, name);
  await t.app.db
    .updateTable('users')
    .set({ role: 'moderator', role_source: 'command' })
    .where('id', '=', user.id)
    .execute();
  return user;
}

/** A story by `author`, written as the publishing route writes it. */
export function storyBy(
  t: AuthTestApp,
  author: TestUser,
  title: string,
  extra: { category?: string; createdAt?: string } = {},
): Promise<string> {
  return addStory(t.app, {
    authorId: author.id,
    title,
    content: `${title}. The whole of the story, told plainly.`,
    ...extra,
  });
}

export const report = (
  t: AuthTestApp,
  who: TestUser,
  targetType: 'story' | 'user',
  targetId: string,
  reason = 'spam',
  note?: string,
) =>
  call(t.app, 'POST', '/api/reports', who, {
    targetType,
    targetId,
    reason,
    ...(note !== undefined ? { note } : {}),
  });
