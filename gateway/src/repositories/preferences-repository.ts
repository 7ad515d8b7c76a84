import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The global heading's theme id in custom_headings. */
const GLOBAL = '';

/**
 * An author's preferred template (users.preferred_template) and custom headings: one global
 * heading and one per theme (custom_headings, theme '' for the global one; users.custom_heading
 * mirrors the global one for readers of the user row).
 */
export function createPreferencesRepository(db: Kysely<Database>) {
  return {
    /** Null until the member saves a theme; undefined when there is no such user. */
    async preferredTemplate(userId: string): Promise<string | null | undefined> {
      const row = await db
        .selectFrom('users')
        .select('preferred_template')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.preferred_template;
    },

    async setPreferredTemplate(userId: string, templateId: string, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ preferred_template: templateId, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * The heading for `themeId` when the author set one for it, else the global one, else null;
     * with the theme it came from (null for the global one). Undefined when there is no such user.
     */
    async heading(
      userId: string,
      themeId: string | null,
    ): Promise<{ heading: string | null; themeId: string | null } | undefined> {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) return undefined;
      const rows = await db
        .selectFrom('custom_headings')
        .select(['theme_id', 'heading'])
        .where('user_id', '=', userId)
        .where('theme_id', 'in', themeId ? [themeId, GLOBAL] : [GLOBAL])
        .execute();
      const own = themeId ? rows.find((row) => row.theme_id === themeId) : undefined;
      if (own) return { heading: own.heading, themeId };
      const global = rows.find((row) => row.theme_id === GLOBAL);
      return { heading: global?.heading ?? null, themeId: null };
    },

    /** Sets (or with null removes) the heading for `themeId`, or the global one. */
    async setHeading(
      userId: string,
      themeId: string | null,
      heading: string | null,
      now: Date,
    ): Promise<void> {
      const at = now.toISOString();
      const theme = themeId ?? GLOBAL;
      await db.transaction().execute(async (trx) => {
        if (heading === null) {
          await trx
            .deleteFrom('custom_headings')
            .where('user_id', '=', userId)
            .where('theme_id', '=', theme)
            .execute();
        } else {
          await trx
            .insertInto('custom_headings')
            .values({ user_id: userId, theme_id: theme, heading, updated_at: at })
            .onConflict((oc) =>
              oc.columns(['user_id', 'theme_id']).doUpdateSet({ heading, updated_at: at }),
            )
            .execute();
        }
        if (theme === GLOBAL) {
          await trx
            .updateTable('users')
            .set({ custom_heading: heading, updated_at: at })
            .where('id', '=', userId)
            .execute();
        }
      });
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
