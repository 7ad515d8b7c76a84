import type { Kysely } from 'kysely';
import { normalizeTemplateId, type NewsArticle, type Story } from '@voices/contracts';
import type { Database, UserRow } from '../../db/types';
import { isId } from '../../lib/ids';
import { SITE_NAME, type PageDescription, type PageHead } from '../../lib/share/page-head';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../lib/share/share-card';
import { shareThemeOf } from '../../lib/share/share-themes';
import { singleLine, truncateText } from '../../lib/text/html-text';
import { uploadPath } from '../../mappers/user';
import { createNewsFeedRepository } from '../../repositories/news/feed-queries';
import type { Engine } from '../../repositories/news/types';
import { createStoriesRepository } from '../../repositories/stories-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { shareImageVersion } from './share-images';

const DESCRIPTION_CHARS = 200;

/** Addresses the server writes for stories, portals and feeds (paths; the origin is added). */
export const sitePaths = {
  story: (id: string) => `/contribute/news/${encodeURIComponent(id)}`,
  feedItem: (id: string) => `/news/${encodeURIComponent(id)}`,
  profile: (id: string) => `/profile/${encodeURIComponent(id)}`,
  portal: (authorId: string, themeId: string) =>
    `/portal/${encodeURIComponent(authorId)}/${encodeURIComponent(themeId)}`,
  shareImage: (id: string, version: string) =>
    `/api/share/stories/${encodeURIComponent(id)}.png?v=${version}`,
  authorFeed: (authorId: string) => `/feeds/authors/${encodeURIComponent(authorId)}.xml`,
  categoryFeed: (category: string) => `/feeds/categories/${encodeURIComponent(category)}.xml`,
};

function absolute(origin: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${origin}${url}` : undefined;
}

function plain(text: string | null | undefined): string {
  return truncateText(singleLine(text ?? ''), DESCRIPTION_CHARS);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The head of each page a link can be shared to (a story, a news item, a portal, a profile) and
 * the feeds the front pages offer, read from the database for the HTML the gateway serves.
 */
export function createPageHeads(db: Kysely<Database>, engine: Engine) {
  const stories = createStoriesRepository(db);
  const users = createUsersRepository(db);
  const news = createNewsFeedRepository(db, engine);

  /** A story's page: described, gone (hidden by a moderator) or unknown. */
  function storyPage(story: Story | null, origin: string): PageDescription {
    if (!story) return { status: 404 };
    if (story.moderationStatus === 'hidden') return { status: 410 };
    return { status: 200, head: storyHead(story, origin), story };
  }

  function storyHead(story: Story, origin: string): PageHead {
    const canonical = `${origin}${sitePaths.story(story.id)}`;
    const image = `${origin}${sitePaths.shareImage(story.id, shareImageVersion(story))}`;
    const authorUrl = story.authorId ? `${origin}${sitePaths.profile(story.authorId)}` : undefined;
    const description = plain(story.description);
    const published = story.createdAt ?? story.publishedAt;
    return {
      title: story.title,
      description,
      canonical,
      image,
      imageAlt: story.title,
      imageSize: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT },
      type: 'article',
      ...(published ? { publishedTime: published } : {}),
      modifiedTime: story.updatedAt,
      ...(authorUrl ? { authorUrl } : {}),
      ...(story.author ? { authorName: story.author } : {}),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: story.title,
        description,
        image: [image],
        ...(published ? { datePublished: published } : {}),
        dateModified: story.updatedAt,
        ...(story.author
          ? {
              author: [
                { '@type': 'Person', name: story.author, ...(authorUrl ? { url: authorUrl } : {}) },
              ],
            }
          : {}),
        publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        inLanguage: story.language,
        articleSection: story.category,
      },
    };
  }

  function feedItemHead(item: NewsArticle, origin: string): PageHead {
    const canonical = `${origin}${sitePaths.feedItem(item.id)}`;
    const image = absolute(origin, item.image_url);
    const description = plain(item.description || item.content);
    const byline = item.creator || item.source_name || undefined;
    return {
      title: item.title,
      description,
      canonical,
      ...(image ? { image, imageAlt: item.title } : {}),
      type: 'article',
      ...(item.publishedAt ? { publishedTime: item.publishedAt } : {}),
      ...(byline ? { authorName: byline } : {}),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: item.title,
        description,
        ...(image ? { image: [image] } : {}),
        ...(item.publishedAt ? { datePublished: item.publishedAt } : {}),
        ...(byline ? { author: [{ '@type': 'Person', name: byline }] } : {}),
        ...(item.source_name
          ? { publisher: { '@type': 'Organization', name: item.source_name } }
          : {}),
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        ...(item.link ? { isBasedOn: item.link } : {}),
        inLanguage: item.language,
      },
    };
  }

  function authorHead(
    user: UserRow,
    origin: string,
    canonicalPath: string,
    title: string,
  ): PageHead {
    const image = absolute(origin, uploadPath(user.photo));
    const canonical = `${origin}${canonicalPath}`;
    const description = plain(user.bio) || `Stories by ${user.name} on ${SITE_NAME}.`;
    return {
      title,
      description,
      canonical,
      ...(image ? { image, imageAlt: user.name } : {}),
      type: 'profile',
      feeds: [
        {
          title: `${user.name} on ${SITE_NAME}`,
          href: `${origin}${sitePaths.authorFeed(user.id)}`,
        },
      ],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        mainEntity: {
          '@type': 'Person',
          name: user.name,
          url: `${origin}${sitePaths.profile(user.id)}`,
          ...(image ? { image } : {}),
        },
      },
    };
  }

  async function findUser(id: string | null): Promise<UserRow | undefined> {
    if (!id || !isId(id)) return undefined;
    return users.findById(id.toLowerCase());
  }

  async function findStory(id: string | null): Promise<Story | null> {
    if (!id || !isId(id)) return null;
    return stories.findView(id.toLowerCase());
  }

  return {
    /** Null: a page the gateway does not describe (the shell's defaults, 200). */
    async describe(pathname: string, origin: string): Promise<PageDescription | null> {
      const segments = pathname.replace(/\/+$/, '').split('/').slice(1).map(decodeSegment);
      const [first, second, third] = segments;
      const count = segments.length;

      if (count === 0 || (count === 1 && (first === '' || first === 'home'))) {
        return {
          status: 200,
          head: {
            feeds: [
              {
                title: `${SITE_NAME}: latest stories`,
                href: `${origin}${sitePaths.categoryFeed('home')}`,
              },
            ],
          },
        };
      }
      if (count === 3 && first === 'contribute' && second === 'news') {
        return storyPage(await findStory(third ?? null), origin);
      }
      if (count === 2 && first === 'news') {
        const id = second ?? null;
        if (!id || !isId(id)) return { status: 404 };
        const item = await news.findById(id.toLowerCase());
        if (!item) return { status: 404 };
        if (item.type === 'story') {
          return storyPage(await stories.findView(item.id), origin);
        }
        return { status: 200, head: feedItemHead(item, origin) };
      }
      if (count === 3 && first === 'portal') {
        const user = await findUser(second ?? null);
        const themeId = normalizeTemplateId(third);
        if (!user || !themeId) return { status: 404 };
        const title = `${user.name} · ${shareThemeOf(themeId).theme.name}`;
        return {
          status: 200,
          head: authorHead(user, origin, sitePaths.portal(user.id, themeId), title),
        };
      }
      if (count === 2 && first === 'profile' && second !== 'me') {
        const user = await findUser(second ?? null);
        if (!user) return { status: 404 };
        return {
          status: 200,
          head: authorHead(user, origin, sitePaths.profile(user.id), user.name),
        };
      }
      return null;
    },
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
