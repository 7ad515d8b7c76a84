import type { Article } from '../lib/article';

let counter = 0;

/** A 24-hex id, different each call. */
export function objectId(): string {
  counter += 1;
  return `64f1a2b3c4d5e6f7${counter.toString(16).padStart(8, '0')}`;
}

/** An item from a news source. */
export function feedItem(overrides: Partial<Article> = {}): Article {
  const id = overrides._id ?? objectId();
  return {
    _id: id,
    id,
    type: 'feed',
    title: 'Monsoon reaches the coast early this year',
    description: 'Forecasters say the rains arrived a week ahead of schedule.',
    content: '',
    category: 'world',
    language: 'en',
    image_url: 'https://images.example.com/monsoon.jpg',
    media: [],
    pubDate: new Date(Date.now() - 2 * 3600_000).toISOString(),
    link: 'https://news.example.com/monsoon',
    source_name: 'Coastal Times',
    source_icon: 'https://news.example.com/icon.png',
    creator: 'Ravi Kumar',
    authorId: null,
    author: null,
    ...overrides,
  };
}

/** A community story. */
export function story(overrides: Partial<Article> = {}): Article {
  const id = overrides._id ?? objectId();
  return {
    _id: id,
    id,
    type: 'story',
    title: 'Volunteers clean the lake shore',
    description: '',
    content: 'Two hundred people turned up on Sunday morning to clear the shore.',
    category: 'Local',
    language: 'en',
    image_url: null,
    media: ['lake.jpg'],
    pubDate: new Date(Date.now() - 3 * 86400_000).toISOString(),
    submittedAt: new Date(Date.now() - 3 * 86400_000).toISOString(),
    link: null,
    source_name: null,
    source_icon: null,
    creator: null,
    authorId: '64f1a2b3c4d5e6f708192aa1',
    author: 'Meera Nair',
    authorPhoto: null,
    ...overrides,
  };
}
