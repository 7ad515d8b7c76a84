import type { ThemeStory } from '../lib/story';

let counter = 0;

/** A 24-hex id, different each call. */
export function objectId(): string {
  counter += 1;
  return `64f1a2b3c4d5e6f7${counter.toString(16).padStart(8, '0')}`;
}

export const MEERA = '64f1a2b3c4d5e6f708192aa1';

/** A community story by Meera Nair, `daysAgo` days old. */
export function story(overrides: Partial<ThemeStory> = {}, daysAgo = 1): ThemeStory {
  const id = overrides._id ?? objectId();
  return {
    _id: id,
    id,
    title: 'Volunteers clean the lake shore',
    content: 'Two hundred people turned up on Sunday morning to clear the shore.',
    category: 'Local',
    language: 'en',
    media: [],
    authorId: MEERA,
    author: 'Meera Nair',
    authorPhoto: null,
    submittedAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    selectedTemplate: 'modern-grid',
    authorSectionPosition: 'below-article',
    showAdvertisement: false,
    ...overrides,
  };
}
