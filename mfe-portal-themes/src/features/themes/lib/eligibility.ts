import type { ThemeStory } from '../../../lib/story';

/** A yes/no field as the moderation flags of spec 001 §5 may spell it. */
export type Flag = boolean | number | string | null | undefined;

/**
 * The moderation fields spec 001 §5 names for the related grid's filter. The contract's story
 * carries `moderationStatus`, `verificationStatus`, `isVerified` and `flaggedAsFake`; stories of
 * older eras may spell them otherwise, and are filtered by them too.
 */
export interface ModerationFields {
  status?: string | null;
  isPublished?: Flag;
  published?: Flag;
  isVerified?: Flag;
  verified?: Flag;
  factChecked?: Flag;
  isFake?: Flag;
  fake?: Flag;
  isFakeNews?: Flag;
  flaggedAsFake?: Flag;
  fakeNews?: Flag;
  moderationStatus?: string | null;
  verificationStatus?: string | null;
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'n']);

/**
 * A yes/no field as stories of every era spell it: booleans, 1 and 0, or the words
 * 'true/1/yes/y' and 'false/0/no/n' in any case. Anything else says nothing (undefined).
 */
export function parseFlag(value: Flag): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (value === 1) return true;
    if (value === 0) return false;
    return undefined;
  }
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return undefined;
}

const FAKE_FLAGS = ['isFake', 'fake', 'isFakeNews', 'flaggedAsFake', 'fakeNews'] as const;
const PUBLISHED_FLAGS = ['isPublished', 'published'] as const;
const VERIFIED_FLAGS = ['isVerified', 'verified', 'factChecked'] as const;
const AUTHOR_FIELDS = ['author', 'authorId'] as const;

const BAD_MODERATION = new Set(['rejected', 'blocked', 'hidden']);
const BAD_VERIFICATION = new Set(['fake', 'rejected', 'failed']);
const BAD_STATUS = new Set(['draft', 'pending', 'rejected']);

function word(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/**
 * Whether a story may appear in The Daily Herald's related grid (spec 001 §5): not flagged
 * fake, not rejected or blocked by moderation, not failed verification, not unpublished, not a
 * draft, pending or rejected, not marked unverified, and with an author when it has an author
 * field at all. A flag that is absent (or unreadable) excludes nothing.
 */
export function isEligibleForRelated(
  article: Omit<ThemeStory, keyof ModerationFields> & ModerationFields,
): boolean {
  if (FAKE_FLAGS.some((key) => parseFlag(article[key]) === true)) return false;
  if (BAD_MODERATION.has(word(article.moderationStatus))) return false;
  if (BAD_VERIFICATION.has(word(article.verificationStatus))) return false;
  if (PUBLISHED_FLAGS.some((key) => parseFlag(article[key]) === false)) return false;
  if (BAD_STATUS.has(word(article.status))) return false;
  if (VERIFIED_FLAGS.some((key) => parseFlag(article[key]) === false)) return false;
  const authorFields = AUTHOR_FIELDS.filter((key) => key in article);
  if (
    authorFields.length > 0 &&
    !authorFields.some((key) => {
      const value = article[key];
      return typeof value === 'string' && value.trim() !== '';
    })
  ) {
    return false;
  }
  return true;
}
