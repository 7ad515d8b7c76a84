// A small in-memory store the request handlers read and write, so a component test sees the
// same data change as a reader would: publish a story, and the list shows it.
import type {
  Draft,
  EmailPreferences,
  ModerationLogEntry,
  Notification,
  NewsArticle,
  PublicUser,
  Story,
  User,
} from '@voices/contracts';
import { DEFAULT_TEMPLATE_ID, type ReportReason } from '@voices/contracts/constants';

let counter = 0;

/** A fresh 24-hex id, time-ordered like the gateway's. */
export function newId(): string {
  counter += 1;
  return (Date.now().toString(16).padStart(12, '0') + counter.toString(16).padStart(12, '0'))
    .slice(-24)
    .padStart(24, '0');
}

const iso = (offsetMinutes = 0) => new Date(Date.UTC(2030, 0, 1, 12, offsetMinutes)).toISOString();

export interface StoredUser extends User {
  token: string;
}

interface Store {
  users: StoredUser[];
  stories: Story[];
  news: NewsArticle[];
  notifications: Notification[];
  headings: { authorId: string; themeId: string | null; heading: string }[];
  /** Server drafts, by member. */
  drafts: (Draft & { userId: string })[];
  /** Saved stories and favourite authors kept on the server, by member. */
  saved: { userId: string; id: string; savedAt: string }[];
  favorites: { userId: string; authorId: string; addedAt: string }[];
  /** Reports, the moderation log, blocks and e-mail settings. */
  reports: StoredReport[];
  moderationLog: ModerationLogEntry[];
  blocks: { userId: string; blockedId: string; blockedAt: string }[];
  emailPreferences: Map<string, EmailPreferences>;
}

export interface StoredReport {
  id: string;
  reporterId: string;
  targetType: 'story' | 'user';
  targetId: string;
  reason: ReportReason;
  note: string | null;
  createdAt: string;
  /** Null while open; what closed it ('dismiss', 'hide', …) once closed. */
  resolution: string | null;
}

export const db: Store = {
  users: [],
  stories: [],
  news: [],
  notifications: [],
  headings: [],
  drafts: [],
  saved: [],
  favorites: [],
  reports: [],
  moderationLog: [],
  blocks: [],
  emailPreferences: new Map(),
};

export function resetDb(): void {
  db.users = [];
  db.stories = [];
  db.news = [];
  db.notifications = [];
  db.headings = [];
  db.drafts = [];
  db.saved = [];
  db.favorites = [];
  db.reports = [];
  db.moderationLog = [];
  db.blocks = [];
  db.emailPreferences = new Map();
  counter = 0;
}

export function createUser(fields: Partial<User> = {}): StoredUser {
  const id = fields.id ?? fields._id ?? newId();
  const user: StoredUser = {
    _id: id,
    id,
    name: 'Asha Rao',
    email: `member-${db.users.length + 1}@example.com`,
    bio: '',
    photo: '',
    followers: [],
    following: [],
    // As the gateway: a member has no theme of their own until they save one.
    preferredTemplate: null,
    createdAt: iso(),
    ...fields,
    token: `token-${id}`,
  };
  db.users.push(user);
  return user;
}

export function publicUser(user: User, viewerId?: string | null): PublicUser {
  const articlesCount = db.stories.filter((story) => story.authorId === user.id).length;
  const { email, ...rest } = user;
  return {
    ...rest,
    ...(viewerId === user.id ? { email } : {}),
    ...(viewerId && viewerId !== user.id
      ? {
          blockedByMe: db.blocks.some((b) => b.userId === viewerId && b.blockedId === user.id),
        }
      : {}),
    followersCount: user.followers.length,
    followingCount: user.following.length,
    articlesCount,
  };
}

export function createArticle(fields: Partial<NewsArticle> = {}): NewsArticle {
  const id = fields.id ?? fields._id ?? newId();
  const at = fields.publishedAt ?? iso(-db.news.length);
  const article: NewsArticle = {
    _id: id,
    id,
    type: 'feed',
    title: 'Harbour bridge reopens',
    description: 'Traffic flows again.',
    content: 'Traffic flows again after two years of work.',
    category: 'world',
    subcategory: null,
    language: 'en',
    image_url: null,
    media: [],
    pubDate: at,
    publishedAt: at,
    submittedAt: null,
    createdAt: null,
    link: 'https://news.example.com/bridge',
    source_name: 'Example News',
    source_icon: null,
    source_url: 'https://news.example.com',
    creator: null,
    authorId: null,
    author: null,
    authorPhoto: null,
    country: null,
    state: null,
    selectedTemplate: null,
    ...fields,
  };
  db.news.push(article);
  return article;
}

export function createStory(author: User, fields: Partial<Story> = {}): Story {
  const id = fields.id ?? fields._id ?? newId();
  const at = fields.createdAt ?? iso(-db.stories.length);
  const template = fields.selectedTemplate ?? DEFAULT_TEMPLATE_ID;
  const story: Story = {
    _id: id,
    id,
    type: 'story',
    title: 'A market day',
    description: 'Stalls along the river.',
    content: 'Stalls along the river sold the first mangoes of the year.',
    category: 'Local',
    subcategory: null,
    language: 'en',
    image_url: null,
    media: [],
    pubDate: at,
    publishedAt: at,
    submittedAt: at,
    createdAt: at,
    link: null,
    source_name: null,
    source_icon: null,
    source_url: null,
    creator: author.name,
    authorId: author.id,
    author: author.name,
    authorPhoto: author.photo || null,
    country: null,
    state: null,
    selectedTemplate: template,
    summary: null,
    theme: template,
    authorSectionPosition: 'below-article',
    categorySidebarPosition: null,
    showAdvertisement: false,
    aiProcessed: false,
    customHeading: null,
    thumbnails: [],
    updatedAt: at,
    ...fields,
  };
  db.stories.push(story);
  return story;
}

export function createNotification(owner: User, fields: Partial<Notification> = {}): Notification {
  const notification: Notification = {
    _id: newId(),
    userId: owner.id,
    type: 'follow',
    message: 'Ben Okafor started following you',
    read: false,
    createdAt: iso(db.notifications.length),
    actor: null,
    author: null,
    newsId: null,
    ...fields,
  };
  db.notifications.push(notification);
  return notification;
}
