import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { newId } from '../lib/ids';
import { PROFILE_PHOTO_OPTIONS } from '../lib/images';
import type { Uploads } from '../plugins/uploads';
import { createStoriesRepository, type StoryMediaFile } from '../repositories/stories-repository';
import { storedFileNames, STORY_MEDIA_OPTIONS } from '../services/stories/story-media';
import { createSiteMetaRepository } from './site-meta';
import { WELCOME_DESK, WELCOME_IMAGES_DIR, WELCOME_STORIES } from './welcome-content';

/** The site_meta key that records the decision, made once per database. */
export const WELCOME_EDITION_KEY = 'welcome-edition';

/**
 * What the start did: `created` the edition; found it `decided` by an earlier start (made, or
 * skipped because the site had content), whether or not its stories are still there; recorded
 * `skipped` because the database already had members or stories.
 */
export type WelcomeOutcome = 'created' | 'decided' | 'skipped';

export interface WelcomeDeps {
  db: Kysely<Database>;
  uploads: Uploads;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * The welcome edition: on a database with no members and no stories, the Voices Desk account
 * and one story per theme, each with its picture stored through the uploads pipeline. The
 * decision is recorded in site_meta in the same transaction, so it is taken once: deleting the
 * stories (or the desk) later is final, and a database that had content when this version
 * first started never gets the edition. Of several gateways starting at once, the one whose
 * claim of the key succeeds writes the edition; the others find it decided.
 */
export async function ensureWelcomeEdition(deps: WelcomeDeps): Promise<WelcomeOutcome> {
  const { db, uploads } = deps;
  const meta = createSiteMetaRepository(db);
  if ((await meta.get(WELCOME_EDITION_KEY)) !== undefined) return 'decided';
  if (!(await meta.isEmpty())) {
    await meta.claim(WELCOME_EDITION_KEY, 'skipped: the site had members or stories', deps.now());
    return 'skipped';
  }

  // The pictures are made before the transaction (in staging, served only after `commit`).
  const media: StoryMediaFile[][] = [];
  const staged: string[] = [];
  let photo: string;
  try {
    const desk = await uploads.storeImage(
      await readFile(path.join(WELCOME_IMAGES_DIR, WELCOME_DESK.photo)),
      PROFILE_PHOTO_OPTIONS,
    );
    photo = desk.fileName;
    staged.push(desk.fileName, ...Object.values(desk.variants).map((v) => v.fileName));
    for (const story of WELCOME_STORIES) {
      const image = await uploads.storeImage(
        await readFile(path.join(WELCOME_IMAGES_DIR, `${story.theme}.jpg`)),
        STORY_MEDIA_OPTIONS,
      );
      const file: StoryMediaFile = {
        fileName: image.fileName,
        thumbnailName: image.variants.thumb?.fileName ?? null,
        width: image.width,
        height: image.height,
      };
      media.push([file]);
      staged.push(...storedFileNames([file]));
    }
  } catch (error) {
    await uploads.remove(staged);
    throw error;
  }

  let outcome: WelcomeOutcome;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const trxMeta = createSiteMetaRepository(trx);
      const at = deps.now();
      // Counted again inside the transaction, before the claim that settles any race.
      const empty = await trxMeta.isEmpty();
      const value = empty ? 'created' : 'skipped: the site had members or stories';
      if (!(await trxMeta.claim(WELCOME_EDITION_KEY, value, at))) return 'decided';
      if (!empty) return 'skipped';

      const deskId = newId(at);
      await trx
        .insertInto('users')
        .values({
          id: deskId,
          email: WELCOME_DESK.email,
          name: WELCOME_DESK.name,
          bio: WELCOME_DESK.bio,
          photo,
          preferred_template: WELCOME_DESK.theme,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        })
        .execute();
      const stories = createStoriesRepository(trx);
      // A second apart, the first newest: it leads the newest-first lists.
      for (const [index, story] of WELCOME_STORIES.entries()) {
        const created = new Date(at.getTime() - index * 1000);
        await stories.insert(
          {
            id: newId(created),
            author_id: deskId,
            title: story.title,
            content: story.content,
            summary: story.summary,
            category: story.category,
            language: story.language,
            selected_template: story.theme,
            show_advertisement: 0,
            ai_processed: 0,
            custom_heading: null,
            category_sidebar_position: null,
            created_at: created.toISOString(),
            updated_at: created.toISOString(),
          },
          media[index]!,
        );
      }
      return 'created';
    });
  } catch (error) {
    await uploads.remove(staged);
    throw error;
  }
  if (outcome === 'created') await uploads.commit(staged);
  else await uploads.remove(staged);
  return outcome;
}
