import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { UserRow } from '../db/types';

/**
 * Who is reading a list of stories, as far as moderation and blocking decide what they see:
 * a hidden story is shown to its author and to moderators only, and a member never sees the
 * stories of someone they blocked. Null: a reader who is not signed in (and feeds, sitemaps,
 * share cards, which are for everyone).
 */
export interface Viewer {
  id: string;
  moderator: boolean;
}

export function viewerOf(user: Pick<UserRow, 'id' | 'role'> | null | undefined): Viewer | null {
  return user ? { id: user.id, moderator: user.role === 'moderator' } : null;
}

/** Whether the viewer may see a story that is hidden (its author or a moderator). */
export function maySeeHidden(viewer: Viewer | null, authorId: string): boolean {
  return viewer !== null && (viewer.moderator || viewer.id === authorId);
}

/**
 * The condition on a stories row (under `table`, 'stories' unless aliased) that the viewer may
 * see it in a list: not hidden unless theirs (or a moderator reads), and not by a member they
 * blocked.
 */
export function storyVisibleTo(viewer: Viewer | null, table = 'stories'): RawBuilder<SqlBool> {
  const hiddenAt = sql.ref(`${table}.hidden_at`);
  const authorId = sql.ref(`${table}.author_id`);
  if (!viewer) return sql<SqlBool>`${hiddenAt} is null`;
  const blocked = sql<SqlBool>`${authorId} not in (select blocked_id from blocks where blocker_id = ${viewer.id})`;
  if (viewer.moderator) return blocked;
  return sql<SqlBool>`(${hiddenAt} is null or ${authorId} = ${viewer.id}) and ${blocked}`;
}
