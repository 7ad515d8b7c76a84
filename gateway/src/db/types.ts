import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// One schema for SQLite and PostgreSQL: instants are ISO 8601 text in UTC (they sort as text),
// flags are integers 0/1, ids are 24 hexadecimal characters (see lib/ids.ts).

export interface UsersTable {
  id: string;
  /** Always stored in lower case (a check constraint holds it). */
  email: string;
  name: string;
  bio: Generated<string>;
  photo: string | null;
  /** The theme the member saved; null until they save one. */
  preferred_template: string | null;
  custom_heading: string | null;
  created_at: string;
  updated_at: string;
  /** 'member' or 'moderator' (migration 0019). */
  role: Generated<string>;
  /** Who made them a moderator: 'list' (MODERATOR_EMAILS) or 'command'; null for members. */
  role_source: string | null;
  suspended_at: string | null;
  suspension_reason: string | null;
  /** The content language the member reads in, e.g. 'hi' (migration 0029); 'en' until known. */
  language: Generated<string>;
}

export interface SessionsTable {
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/**
 * What a row of otp_challenges is for: a code that registers or signs in an address, a code that
 * confirms an account's new address, or a notice e-mailed without a code (kept so that the
 * per-address limits count it).
 */
export type OtpPurpose = 'register' | 'login' | 'email-change' | 'notice' | 'account-delete';

export interface OtpChallengesTable {
  id: string;
  /** The address the code (or notice) was e-mailed to. */
  email: string;
  purpose: OtpPurpose;
  /** HMAC of the code; '' for a notice, which carries none. */
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  verified_at: string | null;
  /** `email-change`: the account whose address the code changes. */
  user_id: string | null;
  /** `register`, once verified: SHA-256 of the registration token `/complete` must present. */
  token_hash: string | null;
}

/** Failure counters for rate limits and lock-outs, keyed e.g. by 'otp:<email>' or 'ip:<address>'. */
export interface AuthLimitsTable {
  key: string;
  failures: Generated<number>;
  window_started_at: string;
  locked_until: string | null;
  updated_at: string;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: string;
}

export interface CustomHeadingsTable {
  user_id: string;
  /** '' is the author's global heading. */
  theme_id: Generated<string>;
  heading: string;
  updated_at: string;
}

export interface StoriesTable {
  id: string;
  author_id: string;
  title: string;
  content: string;
  summary: string | null;
  category: string;
  language: Generated<string>;
  selected_template: Generated<string>;
  author_section_position: Generated<string>;
  category_sidebar_position: string | null;
  show_advertisement: Generated<number>;
  ai_processed: Generated<number>;
  custom_heading: string | null;
  created_at: string;
  updated_at: string;
  /** Set while a moderator has hidden the story (migration 0019). */
  hidden_at: string | null;
  hidden_reason: string | null;
  /** A moderator's fact-check label: 'verified' or 'disputed'. */
  verification_status: string | null;
  verification_note: string | null;
}

export interface StoryMediaTable {
  story_id: string;
  position: number;
  /** The file shown in the article, under the uploads folder. */
  file_name: string;
  /** A smaller copy for cards and lists, when one was made. */
  thumbnail_name: string | null;
  width: number | null;
  height: number | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  message: string;
  read: Generated<number>;
  actor_id: string | null;
  news_id: string | null;
  created_at: string;
}

/** Replays of writes retried with the same Idempotency-Key. */
export interface IdempotencyKeysTable {
  /** The caller's user id, or '' for anonymous calls. */
  scope: string;
  key: string;
  method: string;
  path: string;
  request_hash: string;
  /** Null while the first request is still running. */
  status_code: number | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
  /** The gateway process (gateway_instances.id) working on it; null in rows older than that. */
  owner: string | null;
}

/** A running gateway process, refreshed while it runs. */
export interface GatewayInstancesTable {
  /** Random, new at every start. */
  id: string;
  host: string;
  pid: number;
  started_at: string;
  heartbeat_at: string;
}

/** An item ingested from a news source (RSS 2.0 or Atom), stored once per link. */
export interface NewsItemsTable {
  id: string;
  link: string;
  title: string;
  /** Plain text, markup removed. */
  description: string;
  /** Plain text, markup removed. */
  content: string;
  image_url: string | null;
  source_name: string | null;
  source_icon: string | null;
  source_url: string | null;
  creator: string | null;
  /** A tab of the home feed (sports, world, …) or a topic (politics, …), lower case. */
  category: string;
  subcategory: string | null;
  language: string;
  country: string | null;
  state: string | null;
  feed_url: string | null;
  published_at: string;
  fetched_at: string;
}

/** What the poller remembers of each news source between polls. */
export interface NewsFeedsTable {
  url: string;
  title: string | null;
  site_url: string | null;
  icon_url: string | null;
  etag: string | null;
  last_modified: string | null;
  /** Failures in a row; 0 after a success. */
  failures: Generated<number>;
  next_attempt_at: string;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  items_seen: Generated<number>;
}

/**
 * One row per searchable item (a story or a news item), kept by triggers on both tables. On
 * SQLite `seq` is the rowid of the FTS5 index `search_fts` (and of `search_recent`, which holds
 * the newest documents only: migration 0031); on PostgreSQL the row holds its weighted tsvector
 * in `document` (not typed here: only raw SQL reads it, as it reads `search_recent_state`).
 */
export interface SearchDocumentsTable {
  seq: Generated<number>;
  kind: 'story' | 'feed';
  ref_id: string;
}

/** A fact about the site decided once (see migration 0013), e.g. 'welcome-edition'. */
export interface SiteMetaTable {
  key: string;
  value: string;
  created_at: string;
}

/** A member's unsent story (see migration 0017); `body` is the form's fields as JSON. */
export interface DraftsTable {
  user_id: string;
  key: string;
  body: string;
  updated_at: string;
}

/** A domain event waiting to be handled (migration 0027); `payload` is JSON. */
export interface EventOutboxTable {
  id: string;
  event: string;
  payload: string;
  created_at: string;
  available_at: string;
  attempts: Generated<number>;
}

/** A story or news item a member saved (migration 0015): exactly one of the two ids is set. */
export interface SavedStoriesTable {
  user_id: string;
  item_id: string;
  story_id: string | null;
  news_item_id: string | null;
  saved_at: string;
}

/** An author a member marked as favourite (migration 0015). */
export interface FavoriteAuthorsTable {
  user_id: string;
  author_id: string;
  added_at: string;
}

/** The e-mails a member switched on (migration 0025); no row means all are off. */
export interface EmailPreferencesTable {
  user_id: string;
  new_follower: Generated<number>;
  digest: Generated<number>;
  /** UTC day (YYYY-MM-DD) of the last daily digest claimed for this member. */
  digest_day: string | null;
  /** The newest story instant the last digest covered. */
  digest_through: string | null;
  updated_at: string;
}

/** A member's report of a story or a member (migration 0019). */
export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: 'story' | 'user';
  target_id: string;
  reason: string;
  note: string | null;
  status: Generated<'open' | 'closed'>;
  /** What closed it: the moderator's action ('dismiss', 'hide', …). */
  resolution: string | null;
  created_at: string;
  closed_at: string | null;
}

/** One moderator action (migration 0019). */
export interface ModerationLogTable {
  id: string;
  /** Null once the moderator's account is deleted. */
  moderator_id: string | null;
  moderator_name: string;
  action: string;
  target_type: 'story' | 'user';
  target_id: string;
  target_title: string;
  label: string | null;
  reason: string | null;
  created_at: string;
}

/** A member another member blocked (migration 0021). */
export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otp_challenges: OtpChallengesTable;
  auth_limits: AuthLimitsTable;
  follows: FollowsTable;
  custom_headings: CustomHeadingsTable;
  stories: StoriesTable;
  story_media: StoryMediaTable;
  notifications: NotificationsTable;
  idempotency_keys: IdempotencyKeysTable;
  gateway_instances: GatewayInstancesTable;
  news_items: NewsItemsTable;
  news_feeds: NewsFeedsTable;
  search_documents: SearchDocumentsTable;
  site_meta: SiteMetaTable;
  drafts: DraftsTable;
  saved_stories: SavedStoriesTable;
  favorite_authors: FavoriteAuthorsTable;
  email_preferences: EmailPreferencesTable;
  event_outbox: EventOutboxTable;
  reports: ReportsTable;
  moderation_log: ModerationLogTable;
  blocks: BlocksTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type OtpChallengeRow = Selectable<OtpChallengesTable>;
export type StoryRow = Selectable<StoriesTable>;
export type NewStory = Insertable<StoriesTable>;
export type StoryMediaRow = Selectable<StoryMediaTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewsItemRow = Selectable<NewsItemsTable>;
export type NewNewsItem = Insertable<NewsItemsTable>;
export type NewsFeedRow = Selectable<NewsFeedsTable>;
