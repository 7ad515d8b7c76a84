import type { FastifyInstance } from 'fastify';
import { newId } from '../lib/ids';

// Rows for the news tests, written straight to the database as the poller and the publishing
// routes write them.

let sequence = 0;

export function minutesAgo(minutes: number, from = Date.now()): string {
  return new Date(from - minutes * 60_000).toISOString();
}

export async function addUser(app: FastifyInstance, name: string): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  sequence += 1;
  await app.db
    .insertInto('users')
    .values({
      id,
      email: `user${sequence}-${id}@example.com`,
      name,
      photo: `${id}.jpg`,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export interface StoryFixture {
  authorId: string;
  title: string;
  content?: string;
  summary?: string | null;
  category?: string;
  language?: string;
  createdAt?: string;
  media?: string[];
  selectedTemplate?: string;
}

export async function addStory(app: FastifyInstance, story: StoryFixture): Promise<string> {
  const createdAt = story.createdAt ?? new Date().toISOString();
  const id = newId(new Date(createdAt));
  await app.db
    .insertInto('stories')
    .values({
      id,
      author_id: story.authorId,
      title: story.title,
      content: story.content ?? `${story.title}. The full story.`,
      summary: story.summary ?? null,
      category: story.category ?? 'Politics',
      language: story.language ?? 'en',
      ...(story.selectedTemplate ? { selected_template: story.selectedTemplate } : {}),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  for (const [position, file] of (story.media ?? []).entries()) {
    await app.db
      .insertInto('story_media')
      .values({
        story_id: id,
        position,
        file_name: file,
        thumbnail_name: null,
        width: null,
        height: null,
      })
      .execute();
  }
  // Written past the routes, as another gateway or the admin command would: the feed's page
  // cache is told, as their writes reach it (its time limit, an outbox event).
  app.feedPages.invalidate();
  return id;
}

export interface FeedItemFixture {
  title: string;
  description?: string;
  content?: string;
  category?: string;
  subcategory?: string | null;
  language?: string;
  state?: string | null;
  publishedAt?: string;
  link?: string;
  imageUrl?: string | null;
  creator?: string | null;
}

export async function addFeedItem(app: FastifyInstance, item: FeedItemFixture): Promise<string> {
  const publishedAt = item.publishedAt ?? new Date().toISOString();
  const id = newId(new Date(publishedAt));
  sequence += 1;
  await app.db
    .insertInto('news_items')
    .values({
      id,
      link: item.link ?? `https://news.example.com/${sequence}-${id}`,
      title: item.title,
      description: item.description ?? '',
      content: item.content ?? '',
      image_url: item.imageUrl ?? null,
      source_name: 'Example News',
      source_icon: 'https://news.example.com/favicon.ico',
      source_url: 'https://news.example.com',
      creator: item.creator ?? null,
      category: item.category ?? 'world',
      subcategory: item.subcategory ?? null,
      language: item.language ?? 'en',
      country: null,
      state: item.state ?? null,
      feed_url: 'https://news.example.com/rss',
      published_at: publishedAt,
      fetched_at: new Date().toISOString(),
    })
    .execute();
  app.feedPages.invalidate();
  return id;
}
