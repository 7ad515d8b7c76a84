import { STORY_LIMITS, STORY_MESSAGES } from '@voices/contracts';
import { badRequest } from '../../lib/http-errors';
import { ImageRejectedError, type ProcessImageOptions } from '../../lib/images';
import type { ReceivedFile, Uploads } from '../../plugins/uploads';
import type { StoryMediaFile } from '../../repositories/stories-repository';

/** A story image: shown at most 1600 px on its longest side, with a 480 px copy for cards. */
export const STORY_MEDIA_OPTIONS: ProcessImageOptions = {
  maxWidth: STORY_LIMITS.displayMaxSide,
  maxHeight: STORY_LIMITS.displayMaxSide,
  variants: [
    {
      name: 'thumb',
      width: STORY_LIMITS.thumbnailMaxSide,
      height: STORY_LIMITS.thumbnailMaxSide,
    },
  ],
  messages: {
    type: STORY_MESSAGES.onlyImages,
    'too-large': STORY_MESSAGES.imageTooLarge,
    'too-many-pixels': STORY_MESSAGES.imageTooManyPixels,
    unreadable: STORY_MESSAGES.imageUnreadable,
  },
};

/**
 * Checks and stores every image of a form, one after the other, in staging (`uploads.commit`
 * moves them into place once the story is committed). All or nothing: when one is refused, the
 * files of those already stored are removed before the error goes on.
 */
export async function storeStoryImages(
  uploads: Uploads,
  files: readonly ReceivedFile[],
): Promise<StoryMediaFile[]> {
  const stored: StoryMediaFile[] = [];
  try {
    for (const file of files) {
      const image = await uploads.storeImage(file, STORY_MEDIA_OPTIONS);
      stored.push({
        fileName: image.fileName,
        thumbnailName: image.variants.thumb?.fileName ?? null,
        width: image.width,
        height: image.height,
      });
    }
  } catch (error) {
    await uploads.remove(storedFileNames(stored));
    // The spec's word for anything that is not a picture, as a plain 400.
    if (error instanceof ImageRejectedError && error.problem === 'type') {
      throw badRequest(STORY_MESSAGES.onlyImages);
    }
    throw error;
  }
  return stored;
}

export function storedFileNames(media: readonly StoryMediaFile[]): string[] {
  return media.flatMap((m) => (m.thumbnailName ? [m.fileName, m.thumbnailName] : [m.fileName]));
}
