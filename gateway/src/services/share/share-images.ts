import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderShareCard } from '../../lib/share/share-card';
import { shareThemeOf } from '../../lib/share/share-themes';
import { createJobLimiter } from '../../lib/upload-slots';

/** Part of every cache key: a change to how cards are drawn makes the old files stale. */
const CARD_VERSION = '2';

export const SHARE_IMAGES_FOLDER = 'share-images';

export interface ShareImageStory {
  id: string;
  title: string;
  author: string | null;
  selectedTemplate: string | null;
  updatedAt: string;
  /** The story's files under the uploads folder, in order; the first picture leads. */
  media: readonly string[];
}

export interface ShareImage {
  bytes: Buffer;
  /** Changes whenever the story (or the drawing) changes. */
  version: string;
}

/** The version of a story's card: its id, its last edit and the drawing's version. */
export function shareImageVersion(story: Pick<ShareImageStory, 'id' | 'updatedAt'>): string {
  return createHash('sha256')
    .update(`${story.id}\n${story.updatedAt}\n${CARD_VERSION}`)
    .digest('hex')
    .slice(0, 16);
}

/**
 * Share cards on disk under DATA_DIR/share-images, one file per story and version: a card is
 * drawn once, when first asked for after an edit, and the story's older cards are removed then.
 */
export function createShareImages(options: {
  dataDir: string;
  /** The lead picture's file or bytes (see Uploads.imageSource); null: a card without one. */
  picture: (fileName: string) => Promise<string | Buffer | null>;
  jobs: number;
}) {
  const dir = path.join(options.dataDir, SHARE_IMAGES_FOLDER);
  const job = createJobLimiter(options.jobs);
  const inFlight = new Map<string, Promise<Buffer>>();

  const fileOf = (id: string, version: string) => path.join(dir, `${id}-${version}.png`);

  async function removeOthers(id: string, keep?: string): Promise<void> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return;
    }
    await Promise.all(
      names
        .filter((name) => name.startsWith(`${id}-`) && name !== keep)
        .map((name) => rm(path.join(dir, name), { force: true })),
    );
  }

  async function draw(story: ShareImageStory, version: string): Promise<Buffer> {
    const lead = story.media.find((name) => !/\.mp4$/i.test(name));
    const bytes = await job(async () =>
      renderShareCard({
        title: story.title,
        author: story.author,
        theme: shareThemeOf(story.selectedTemplate).theme,
        picture: lead ? await options.picture(lead) : null,
      }),
    );
    await mkdir(dir, { recursive: true });
    const file = fileOf(story.id, version);
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    await removeOthers(story.id, path.basename(file));
    return bytes;
  }

  return {
    dir,

    async forStory(story: ShareImageStory): Promise<ShareImage> {
      const version = shareImageVersion(story);
      try {
        return { bytes: await readFile(fileOf(story.id, version)), version };
      } catch {
        // Not drawn yet for this version.
      }
      const key = `${story.id}-${version}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = draw(story, version).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { bytes: await pending, version };
    },

    /** Removes every card of the story (it was deleted). */
    forget: (storyId: string) => removeOthers(storyId),
  };
}

export type ShareImages = ReturnType<typeof createShareImages>;
