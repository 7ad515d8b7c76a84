/** The signed-in user as the session keeps it (spec 000 §3). */
export interface User {
  id: string;
  _id?: string;
  name: string;
  email?: string;
  bio?: string;
  photo?: string;
  followers: string[];
  following: string[];
  createdAt?: string;
  /** Null (or absent) until the member saves a theme. */
  preferredTemplate?: string | null;
  selectedTemplate?: string;
  theme?: string;
  customHeading?: string;
  /** 'moderator' for members who may use /moderation. */
  role?: 'member' | 'moderator';
  /** Set while a moderator has suspended the member: they can read, not publish or follow. */
  suspension?: { reason: string; at: string } | null;
}

export type ThemeMode = 'light' | 'dark';

/** A story saved in the browser (key saved_contributions). */
export interface SavedContribution {
  _id: string;
  title: string;
  content?: string;
  author?: string;
  authorId?: string;
  category?: string;
  submittedAt?: string;
  image?: string;
  /** When it was saved here; older entries may lack it. */
  savedAt?: string;
}

/** What the browser remembers of a favourite author (key favorite_authors_info). */
export interface FavoriteAuthorInfo {
  _id: string;
  name: string;
  photo?: string;
}

export type RealtimeStatus = 'connecting' | 'connected' | 'disconnected' | 'failed';
