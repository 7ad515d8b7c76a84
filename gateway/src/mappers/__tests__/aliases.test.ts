import type { NewsItemRow, StoryMediaRow } from '../../db/types';
import { pageAliases, withArticleAliases, withIdAlias, withStoryAliases } from '../aliases';
import { feedArticle } from '../news-article';
import { storyView } from '../story';
import { userSummary } from '../user';

const ID = '0123456789abcdef01234567';
const AT = '2026-11-24T10:00:00.000Z';

describe('the spec field aliases', () => {
  it('are copies of the canonical fields', () => {
    expect(withIdAlias({ id: ID, name: 'x' })).toEqual({ _id: ID, id: ID, name: 'x' });
    expect(withArticleAliases({ id: ID, publishedAt: AT })).toEqual({
      _id: ID,
      id: ID,
      publishedAt: AT,
      pubDate: AT,
    });
    expect(withStoryAliases({ selectedTemplate: 'bold-herald' })).toEqual({
      selectedTemplate: 'bold-herald',
      theme: 'bold-herald',
    });
    const items = [{ id: ID }];
    expect(pageAliases(items)).toEqual({ data: items, results: items });
  });

  it('are on every article, story and user the mappers make', () => {
    const item = feedArticle({
      id: ID,
      title: 'T',
      description: 'D',
      content: 'C',
      category: 'world',
      subcategory: null,
      language: 'en',
      image_url: null,
      published_at: AT,
      link: 'https://example.org/a',
      source_name: null,
      source_icon: null,
      source_url: null,
      creator: null,
      country: null,
      state: null,
    } as unknown as NewsItemRow);
    expect(item).toMatchObject({ _id: ID, id: ID, pubDate: AT, publishedAt: AT });

    const media: StoryMediaRow[] = [];
    const story = storyView(
      {
        id: ID,
        author_id: ID,
        title: 'T',
        content: 'C',
        summary: null,
        category: 'World',
        language: 'en',
        selected_template: 'bold-herald',
        author_section_position: 'below-article',
        category_sidebar_position: null,
        show_advertisement: 0,
        ai_processed: 0,
        custom_heading: null,
        created_at: AT,
        updated_at: AT,
        author_name: 'Ada',
        author_photo: null,
      } as Parameters<typeof storyView>[0],
      media,
    );
    expect(story).toMatchObject({
      _id: ID,
      id: ID,
      pubDate: AT,
      theme: 'bold-herald',
      selectedTemplate: 'bold-herald',
    });

    const summary = userSummary(
      { id: ID, name: 'Ada', bio: '', photo: null, created_at: AT } as Parameters<
        typeof userSummary
      >[0],
      { followersCount: 1, followingCount: 2 },
    );
    expect(summary).toEqual({
      _id: ID,
      id: ID,
      name: 'Ada',
      bio: '',
      photo: '',
      createdAt: AT,
      followersCount: 1,
      followingCount: 2,
    });
  });
});
