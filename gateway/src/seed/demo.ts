import {
  notificationTexts,
  STORY_TEMPLATE_IDS,
  type StoryCategory,
  type StoryLanguage,
  type StoryTemplateId,
} from '@voices/contracts';
import type { FastifyInstance } from 'fastify';
import { DAY, HOUR } from '../lib/clock';
import { newId } from '../lib/ids';
import { PROFILE_PHOTO_OPTIONS } from '../lib/images';
import { createNotificationsRepository } from '../repositories/notifications-repository';
import { createStoriesRepository, type StoryMediaFile } from '../repositories/stories-repository';
import { storedFileNames, STORY_MEDIA_OPTIONS } from '../services/stories/story-media';
import {
  BIO_PATTERNS,
  ENGLISH_PATTERNS,
  FIRST_NAMES,
  LAST_NAMES,
  PLACES,
  TRANSLATED_PLACES,
  TRANSLATED_STORIES,
} from './demo-content';
import { frontPageSvg, portraitSvg, svgToJpeg } from './illustrations';
import { PICTURE_PALETTES } from './palettes';
import { createRandom, type Random } from './random';
import { createSiteMetaRepository } from './site-meta';

/** The site_meta key that records a loaded demo set: a second load is refused. */
export const DEMO_SET_KEY = 'demo-set';

export interface DemoOptions {
  members: number;
  stories: number;
  /** The same seed gives the same members, stories and follows. */
  seed: number;
  /** Share of stories with a picture (0 to 1). */
  pictures?: number;
  /** Told of progress while pictures are drawn. */
  progress?: (message: string) => void;
}

export interface DemoReport {
  members: number;
  membersWithPhotos: number;
  stories: number;
  storiesWithPictures: number;
  follows: number;
  notifications: number;
  byLanguage: Record<string, number>;
  byCategory: Record<string, number>;
  byTheme: Record<string, number>;
}

/** The demo set is in the database already; loading it twice would double everything. */
export class DemoAlreadyLoadedError extends Error {
  override name = 'DemoAlreadyLoadedError';
  constructor(loadedAt: string) {
    super(`A demo set was already loaded into this database (${loadedAt}); nothing was changed.`);
  }
}

interface Member {
  id: string;
  name: string;
  email: string;
  bio: string;
  theme: StoryTemplateId;
  photo: string | null;
  createdAt: Date;
}

interface DraftStory {
  author: Member;
  title: string;
  content: string;
  category: StoryCategory;
  language: StoryLanguage;
  theme: StoryTemplateId;
  at: Date;
  media: StoryMediaFile[];
}

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

function fill(text: string, random: Random, place: string): string {
  return text.replaceAll('{place}', place).replaceAll('{n}', String(random.int(12, 240)));
}

/** A story's words: English from the category patterns, or one of the translated stories. */
function writeStory(random: Random): Omit<DraftStory, 'author' | 'theme' | 'at' | 'media'> {
  const roll = random.next();
  const language: StoryLanguage =
    roll < 0.7 ? 'en' : roll < 0.82 ? 'hi' : roll < 0.91 ? 'ta' : 'bn';
  if (language !== 'en') {
    const story = random.pick(TRANSLATED_STORIES[language]!);
    const place = random.pick(TRANSLATED_PLACES[language]!);
    return {
      title: story.title.replaceAll('{place}', place),
      content: story.content.replaceAll('{place}', place),
      category: story.category,
      language,
    };
  }
  const categories = Object.keys(ENGLISH_PATTERNS) as StoryCategory[];
  const category = random.pick(categories);
  const pattern = ENGLISH_PATTERNS[category]!;
  const place = random.pick(PLACES);
  const paragraphs = random.sample(pattern.paragraphs, random.int(2, 3));
  return {
    title: fill(random.pick(pattern.titles), random, place),
    content: paragraphs.map((p) => fill(p, random, place)).join('\n\n'),
    category,
    language,
  };
}

/**
 * A realistic demo set for demos and benchmarks: members with portraits and bios, stories over
 * the last six weeks in every theme, four languages and the categories, follows (a few authors
 * are popular), and the notifications those follows and stories would have sent, the older
 * ones read. Pictures go through the uploads pipeline like any upload. Everything is written in
 * one transaction, with a site_meta row that makes a second load refuse. Saved stories are not
 * made: the saved list lives in the reader's browser, not in the database.
 */
export async function loadDemoSet(app: FastifyInstance, options: DemoOptions): Promise<DemoReport> {
  const random = createRandom(options.seed);
  const pictureShare = options.pictures ?? 0.6;
  const progress = options.progress ?? (() => {});
  const existing = await app.db
    .selectFrom('site_meta')
    .select('created_at')
    .where('key', '=', DEMO_SET_KEY)
    .executeTakeFirst();
  if (existing) throw new DemoAlreadyLoadedError(existing.created_at);

  const now = new Date();
  const staged: string[] = [];
  try {
    const emails = new Set<string>();
    const members: Member[] = [];
    for (let i = 0; i < options.members; i++) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      let email = `${first}.${last}@example.com`.toLowerCase();
      for (let n = 2; emails.has(email); n++)
        email = `${first}.${last}${n}@example.com`.toLowerCase();
      emails.add(email);
      let photo: string | null = null;
      if (random.chance(0.85)) {
        const image = await app.uploads.storeImage(
          await svgToJpeg(portraitSvg(options.seed * 7919 + i)),
          PROFILE_PHOTO_OPTIONS,
        );
        photo = image.fileName;
        staged.push(image.fileName, ...Object.values(image.variants).map((v) => v.fileName));
      }
      const createdAt = new Date(now.getTime() - random.int(50, 120) * DAY);
      members.push({
        id: newId(createdAt),
        name: `${first} ${last}`,
        email,
        bio: random.pick(BIO_PATTERNS).replaceAll('{place}', random.pick(PLACES)),
        theme: random.pick(STORY_TEMPLATE_IDS),
        photo,
        createdAt,
      });
    }
    progress(`${members.length} members with their portraits`);

    // A few prolific authors write most of the stories, as on any community site.
    const authorPool = members.flatMap((member, index) =>
      Array<Member>(index < Math.ceil(members.length / 6) ? 6 : 1).fill(member),
    );
    const drafts: DraftStory[] = [];
    for (let i = 0; i < options.stories; i++) {
      const author = random.pick(authorPool);
      const words = writeStory(random);
      const theme = random.chance(0.75) ? author.theme : random.pick(STORY_TEMPLATE_IDS);
      const at = new Date(
        now.getTime() - random.int(1, 42 * 24) * HOUR - random.int(0, 3599) * 1000,
      );
      const media: StoryMediaFile[] = [];
      if (random.chance(pictureShare)) {
        const image = await app.uploads.storeImage(
          await svgToJpeg(frontPageSvg(PICTURE_PALETTES[theme], options.seed * 104729 + i)),
          STORY_MEDIA_OPTIONS,
        );
        const file: StoryMediaFile = {
          fileName: image.fileName,
          thumbnailName: image.variants.thumb?.fileName ?? null,
          width: image.width,
          height: image.height,
        };
        media.push(file);
        staged.push(...storedFileNames([file]));
      }
      drafts.push({ ...words, author, theme, at, media });
      if ((i + 1) % 50 === 0) progress(`${i + 1} of ${options.stories} stories`);
    }
    drafts.sort((a, b) => a.at.getTime() - b.at.getTime());

    const follows: { follower: Member; followee: Member; at: Date }[] = [];
    for (const follower of members) {
      const wanted = random.int(2, Math.min(12, members.length - 1));
      const chosen = new Set<Member>();
      for (let tries = 0; chosen.size < wanted && tries < wanted * 10; tries++) {
        const followee = random.pick(authorPool);
        if (followee !== follower) chosen.add(followee);
      }
      for (const followee of chosen) {
        follows.push({
          follower,
          followee,
          at: new Date(now.getTime() - random.int(43, 49) * DAY),
        });
      }
    }

    const report = await app.db.transaction().execute(async (trx) => {
      if (!(await createSiteMetaRepository(trx).claim(DEMO_SET_KEY, 'loaded', now))) {
        throw new DemoAlreadyLoadedError('just now, by another run');
      }
      const before = await trx
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      for (const member of members) {
        await trx
          .insertInto('users')
          .values({
            id: member.id,
            email: member.email,
            name: member.name,
            bio: member.bio,
            photo: member.photo,
            preferred_template: member.theme,
            custom_heading: null,
            created_at: member.createdAt.toISOString(),
            updated_at: member.createdAt.toISOString(),
          })
          .execute();
      }
      const notifications = createNotificationsRepository(trx, app.dbEngine);
      for (const follow of follows) {
        await trx
          .insertInto('follows')
          .values({
            follower_id: follow.follower.id,
            followee_id: follow.followee.id,
            created_at: follow.at.toISOString(),
          })
          .execute();
        await notifications.create({
          userId: follow.followee.id,
          type: 'follow',
          message: notificationTexts.follow(follow.follower.name),
          actorId: follow.follower.id,
          newsId: null,
          at: follow.at,
        });
      }
      const stories = createStoriesRepository(trx);
      for (const draft of drafts) {
        const id = newId(draft.at);
        await stories.insert(
          {
            id,
            author_id: draft.author.id,
            title: draft.title,
            content: draft.content,
            summary: null,
            category: draft.category,
            language: draft.language,
            selected_template: draft.theme,
            show_advertisement: 0,
            ai_processed: 0,
            custom_heading: null,
            category_sidebar_position: null,
            created_at: draft.at.toISOString(),
            updated_at: draft.at.toISOString(),
          },
          draft.media,
        );
        await notifications.notifyFollowers({
          authorId: draft.author.id,
          storyId: id,
          message: notificationTexts.published(draft.author.name, draft.title.slice(0, 120)),
          at: draft.at,
        });
      }
      // What a member would have read by now: everything older than three days.
      const readBefore = new Date(now.getTime() - 3 * DAY).toISOString();
      for (const member of members) {
        await trx
          .updateTable('notifications')
          .set({ read: 1 })
          .where('user_id', '=', member.id)
          .where('created_at', '<', readBefore)
          .execute();
      }
      const after = await trx
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return {
        members: members.length,
        membersWithPhotos: members.filter((m) => m.photo).length,
        stories: drafts.length,
        storiesWithPictures: drafts.filter((d) => d.media.length > 0).length,
        follows: follows.length,
        notifications: Number(after?.n ?? 0) - Number(before?.n ?? 0),
        byLanguage: tally(drafts.map((d) => d.language)),
        byCategory: tally(drafts.map((d) => d.category)),
        byTheme: tally(drafts.map((d) => d.theme)),
      } satisfies DemoReport;
    });
    await app.uploads.commit(staged);
    return report;
  } catch (error) {
    await app.uploads.remove(staged);
    throw error;
  }
}
