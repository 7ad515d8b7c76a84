import { Value } from '@sinclair/typebox/value';
import {
  AiEnhanceResponse,
  CustomHeadingResponse,
  NewsArticle,
  STORY_CATEGORIES,
  STORY_LANGUAGES,
  STORY_MESSAGES,
  STORY_TEMPLATE_IDS,
  Story,
  StoryList,
} from '../index';

const story = {
  _id: '665f1c2a9b3e4d5f6a7b8c9d',
  id: '665f1c2a9b3e4d5f6a7b8c9d',
  type: 'story',
  title: 'Bridge reopens',
  description: 'The bridge reopened.',
  content: 'The bridge reopened.',
  category: 'Local',
  subcategory: null,
  language: 'en',
  image_url: '/uploads/0123456789abcdef0123456789abcdef-thumb.jpg',
  media: ['0123456789abcdef0123456789abcdef.jpg'],
  pubDate: '2030-01-01T00:00:00.000Z',
  publishedAt: '2030-01-01T00:00:00.000Z',
  submittedAt: '2030-01-01T00:00:00.000Z',
  createdAt: '2030-01-01T00:00:00.000Z',
  link: null,
  source_name: null,
  source_icon: null,
  source_url: null,
  creator: 'Ada',
  authorId: '665f1c2a9b3e4d5f6a7b8c9e',
  author: 'Ada',
  authorPhoto: null,
  country: null,
  state: null,
  selectedTemplate: 'modern-grid',
  summary: null,
  theme: 'modern-grid',
  authorSectionPosition: 'below-article',
  categorySidebarPosition: null,
  showAdvertisement: false,
  aiProcessed: false,
  customHeading: null,
  thumbnails: ['0123456789abcdef0123456789abcdef-thumb.jpg'],
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('story schemas', () => {
  it('describe a story as the feed does, with its own settings', () => {
    expect(Value.Check(Story, story)).toBe(true);
    expect(Value.Check(NewsArticle, story)).toBe(true);
    expect(Value.Check(StoryList, [story])).toBe(true);
    const { thumbnails: _omitted, ...withoutThumbnails } = story;
    expect(Value.Check(Story, withoutThumbnails)).toBe(false);
  });

  it('hold the lists of the spec', () => {
    expect(STORY_CATEGORIES).toHaveLength(13);
    expect(STORY_CATEGORIES[0]).toBe('Politics');
    expect(STORY_LANGUAGES).toHaveLength(10);
    expect(STORY_TEMPLATE_IDS).toHaveLength(8);
    expect(STORY_MESSAGES.onlyImages).toBe('Only image files are allowed!');
    expect(STORY_MESSAGES.notYourNews).toBe('You can only edit your own news');
    expect(STORY_MESSAGES.deleted).toBe('News deleted successfully!');
  });

  it('describe the preference and AI answers', () => {
    expect(
      Value.Check(CustomHeadingResponse, { success: true, heading: null, themeId: null }),
    ).toBe(true);
    expect(
      Value.Check(AiEnhanceResponse, { success: true, summaryTitle: 't', summaryContent: 's' }),
    ).toBe(true);
  });
});
