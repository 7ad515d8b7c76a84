import type { Kysely } from 'kysely';
import type { NewsArticle } from '@voices/contracts';
import type { Database, StoryMediaRow } from '../../db/types';
import { feedArticle, storyArticle } from '../../mappers/news-article';
import type { NewsRef } from './types';

/** Turns references to stories and news items into articles, in the order given. */
export function createNewsHydrator(db: Kysely<Database>) {
  async function hydrate(refs: NewsRef[]): Promise<NewsArticle[]> {
    const feedIds = refs.filter((r) => r.kind === 'feed').map((r) => r.id);
    const storyIds = refs.filter((r) => r.kind === 'story').map((r) => r.id);
    const [items, stories, media] = await Promise.all([
      feedIds.length
        ? db.selectFrom('news_items').selectAll().where('id', 'in', feedIds).execute()
        : Promise.resolve([]),
      storyIds.length
        ? db
            .selectFrom('stories')
            .leftJoin('users', 'users.id', 'stories.author_id')
            .selectAll('stories')
            .select(['users.name as author_name', 'users.photo as author_photo'])
            .where('stories.id', 'in', storyIds)
            .execute()
        : Promise.resolve([]),
      storyIds.length
        ? db
            .selectFrom('story_media')
            .selectAll()
            .where('story_id', 'in', storyIds)
            .orderBy('story_id')
            .orderBy('position')
            .execute()
        : Promise.resolve([]),
    ]);
    const byId = new Map<string, NewsArticle>();
    for (const item of items) byId.set(`feed:${item.id}`, feedArticle(item));
    const mediaOf = new Map<string, StoryMediaRow[]>();
    for (const m of media) {
      const list = mediaOf.get(m.story_id) ?? [];
      list.push(m);
      mediaOf.set(m.story_id, list);
    }
    for (const story of stories) {
      byId.set(`story:${story.id}`, storyArticle(story, mediaOf.get(story.id) ?? []));
    }
    return refs.flatMap((ref) => byId.get(`${ref.kind}:${ref.id}`) ?? []);
  }

  return {
    hydrate,

    /** One item of either kind, or null. */
    async findById(id: string): Promise<NewsArticle | null> {
      const [item] = await hydrate([{ kind: 'feed', id }]);
      if (item) return item;
      const [story] = await hydrate([{ kind: 'story', id }]);
      return story ?? null;
    },
  };
}
