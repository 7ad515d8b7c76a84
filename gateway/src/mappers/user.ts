import type { User, UserSummary } from '@voices/contracts';
import type { UserRow } from '../db/types';
import { withIdAlias } from './aliases';

/** Where a stored file is served: /uploads/<name>, or '' for none. */
export function uploadPath(fileName: string | null): string {
  return fileName ? `/uploads/${fileName}` : '';
}

/** The user as the API answers it, with the ids of followers and followed users. */
export function userView(row: UserRow, followers: string[], following: string[]): User {
  return withIdAlias({
    id: row.id,
    name: row.name,
    email: row.email,
    bio: row.bio,
    photo: uploadPath(row.photo),
    followers,
    following,
    preferredTemplate: row.preferred_template,
    createdAt: row.created_at,
    role: row.role === 'moderator' ? ('moderator' as const) : ('member' as const),
    suspension: row.suspended_at
      ? { reason: row.suspension_reason ?? '', at: row.suspended_at }
      : null,
  });
}

/** A user in a list (followers, suggestions): public fields and follow counts. */
export function userSummary(
  row: UserRow,
  counts: { followersCount: number; followingCount: number },
): UserSummary {
  return withIdAlias({
    id: row.id,
    name: row.name,
    bio: row.bio,
    photo: uploadPath(row.photo),
    createdAt: row.created_at,
    ...counts,
  });
}
