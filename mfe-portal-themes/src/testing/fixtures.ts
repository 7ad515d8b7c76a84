import type { Story, User } from '@voices/contracts';
import { createStory, createUser, db, type StoredUser } from '@voices/platform/testing';

let counter = 0;

/** A 24-hex id, different each call and apart from the ids the test kit hands out. */
export function objectId(): string {
  counter += 1;
  return `64f1a2b3c4d5e6f7${counter.toString(16).padStart(8, '0')}`;
}

export const MEERA = '64f1a2b3c4d5e6f708192aa1';

const AUTHOR = { id: MEERA, name: 'Meera Nair', photo: '' } as User;
const DAY_MS = 86_400_000;

/** A community story by Meera Nair, `daysAgo` days old, as the gateway answers it. */
export function story(overrides: Partial<Story> = {}, daysAgo = 1): Story {
  const at = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  return createStory(AUTHOR, {
    id: objectId(),
    title: 'Volunteers clean the lake shore',
    content: 'Two hundred people turned up on Sunday morning to clear the shore.',
    category: 'Local',
    createdAt: at,
    selectedTemplate: 'modern-grid',
    authorSectionPosition: 'below-article',
    ...overrides,
  });
}

/** Meera Nair as a member of the store the request handlers answer from. */
export function addMeera(fields: Partial<User> = {}): StoredUser {
  return createUser({
    id: MEERA,
    _id: MEERA,
    name: 'Meera Nair',
    bio: 'Writes about the lake.',
    ...fields,
  });
}

/**
 * Puts stories into the store the handlers answer from, in place of any with the same id
 * (each test starts with an empty store; a story changed by a test replaces its first version).
 */
export function addStories(stories: readonly Story[]): void {
  const ids = new Set(stories.map((item) => item.id));
  db.stories = [...db.stories.filter((item) => !ids.has(item.id)), ...stories];
}
