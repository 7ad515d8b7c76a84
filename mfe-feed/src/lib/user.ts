/** A user as the public lookups send it (spec 001 §3); the e-mail only ever for oneself. */
export interface PublicUser {
  _id?: string;
  id?: string;
  name?: string;
  photo?: string | null;
  bio?: string | null;
  customHeading?: string | null;
  preferredTemplate?: string | null;
  selectedTemplate?: string | null;
  followers?: unknown[];
  following?: unknown[];
  followersCount?: number;
  followingCount?: number;
  createdAt?: string;
}

export function userId(user: PublicUser | null | undefined): string {
  return user?._id || user?.id || '';
}

export function userName(user: PublicUser | null | undefined): string {
  return user?.name?.trim() || 'Contributor';
}

function count(list: unknown, explicit: unknown): number {
  if (typeof explicit === 'number' && Number.isFinite(explicit)) return explicit;
  return Array.isArray(list) ? list.length : 0;
}

export function followerCount(user: PublicUser): number {
  return count(user.followers, user.followersCount);
}

export function followingCount(user: PublicUser): number {
  return count(user.following, user.followingCount);
}
