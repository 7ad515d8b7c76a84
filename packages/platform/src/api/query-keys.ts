// Every query key of the site, in one place. A key starts with its area, so one call can
// invalidate an area (`['stories']`) or one entry (`['stories', 'detail', id]`), whichever
// remote put it in the cache.
import type { CategoryNewsQuery, SearchNewsQuery, RelatedNewsQuery } from './news';
import type { ContributionsQuery } from './stories';
import type { Coordinates } from '@voices/contracts';

export const queryKeys = {
  news: {
    all: ['news'] as const,
    category: (query: CategoryNewsQuery) => ['news', 'category', query] as const,
    counts: (query: { language?: string; state?: string | null }) =>
      ['news', 'counts', query] as const,
    detail: (id: string) => ['news', 'detail', id] as const,
    author: (name: string) => ['news', 'author', name] as const,
    related: (query: RelatedNewsQuery) => ['news', 'related', query] as const,
    search: (query: SearchNewsQuery) => ['news', 'search', query] as const,
  },
  stories: {
    all: ['stories'] as const,
    lists: ['stories', 'list'] as const,
    list: (query: ContributionsQuery) => ['stories', 'list', query] as const,
    latest: (query: ContributionsQuery) => ['stories', 'list', 'latest', query] as const,
    detail: (id: string) => ['stories', 'detail', id] as const,
  },
  users: {
    all: ['users'] as const,
    me: ['users', 'me'] as const,
    profile: (id: string) => ['users', 'profile', id] as const,
    byIds: (ids: readonly string[]) => ['users', 'by-ids', [...ids]] as const,
    /** A long list of members (followers, following) read a lookup at a time. */
    byIdsPaged: (ids: readonly string[]) => ['users', 'by-ids-paged', [...ids]] as const,
    suggestionLists: ['users', 'suggestions'] as const,
    suggestions: (limit?: number) => ['users', 'suggestions', limit ?? null] as const,
  },
  /** A member's saved stories and favourite authors, per member. */
  saved: {
    all: ['saved'] as const,
    stories: (userId: string) => ['saved', 'stories', userId] as const,
    favorites: (userId: string) => ['saved', 'favorites', userId] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    lists: ['notifications', 'list'] as const,
    list: (limit?: number) => ['notifications', 'list', limit ?? null] as const,
    unreadCount: ['notifications', 'unread-count'] as const,
  },
  preferences: {
    all: ['preferences'] as const,
    preferredTemplate: ['preferences', 'preferred-template'] as const,
    customHeading: (authorId: string, themeId?: string | null) =>
      ['preferences', 'custom-heading', authorId, themeId ?? null] as const,
    customHeadings: (authorId: string) => ['preferences', 'custom-heading', authorId] as const,
  },
  /** The moderation queue (open or closed) and the log: moderators only. */
  moderation: {
    all: ['moderation'] as const,
    queue: (status: 'open' | 'closed') => ['moderation', 'queue', status] as const,
    log: ['moderation', 'log'] as const,
  },
  /** The signed-in member's own settings: blocked members, e-mail settings. */
  account: {
    all: ['account'] as const,
    blocked: ['account', 'blocked'] as const,
    emailPreferences: ['account', 'email-preferences'] as const,
  },
  drafts: {
    all: ['drafts'] as const,
    list: ['drafts', 'list'] as const,
  },
  weather: {
    current: (coords: Coordinates) => ['weather', coords.lat, coords.lon] as const,
  },
  geo: {
    reverse: (coords: Coordinates) => ['geo', coords.lat, coords.lon] as const,
    position: ['geo', 'position'] as const,
  },
  /** A module another remote exposes, loaded once per page (not server state, but cached alike). */
  remotes: {
    module: (id: string) => ['remotes', id] as const,
  },
} as const;
