// The shapes the API functions answer. The gateway still sends the spec's legacy aliases for
// older clients (`_id` beside `id`, `pubDate` beside `publishedAt`, `submittedAt` beside
// `createdAt`, `theme` beside `selectedTemplate`, a news page as both `data` and `results`);
// the apps read the canonical field only, so these types leave the aliases out.
import type {
  NewsArticle,
  NewsListItem,
  PublicUser,
  Story as StoryContract,
  User,
  UserSummary as UserSummaryContract,
} from '@voices/contracts';

type Aliases = '_id' | 'pubDate' | 'submittedAt';

/** A news item: a community story (`type: 'story'`) or a news source's item (`type: 'feed'`). */
export type Article = Omit<NewsArticle, Aliases>;

/** An item of a list (a tab's page, search results): a card's fields, without the full text. */
export type ArticleSummary = Omit<NewsListItem, Aliases>;

/** A community story with its own settings, as the contribution calls answer it. */
export type Story = Omit<StoryContract, Aliases | 'theme'>;

/** The signed-in member's own account, e-mail included. */
export type Account = Omit<User, '_id'>;

/** A member as anyone may see them, with counts. */
export type Profile = Omit<PublicUser, '_id'>;

/** A member in a list: name, face and counts. */
export type UserSummary = Omit<UserSummaryContract, '_id'>;
