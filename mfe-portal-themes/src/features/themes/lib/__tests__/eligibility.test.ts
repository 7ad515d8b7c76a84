import type { ThemeStory } from '../../../../lib/story';
import { isEligibleForRelated, parseFlag, type ModerationFields } from '../eligibility';

const base: ThemeStory & ModerationFields = {
  id: 'a',
  title: 'A story',
  author: 'Meera Nair',
  authorId: 'x',
};

describe('parseFlag', () => {
  it.each([true, 'true', 'TRUE', ' 1 ', '1', 'yes', 'Yes', 'y', 'Y', 1])(
    'reads %p as yes',
    (value) => {
      expect(parseFlag(value)).toBe(true);
    },
  );

  it.each([false, 'false', 'False', '0', 'no', 'NO', 'n', 0])('reads %p as no', (value) => {
    expect(parseFlag(value)).toBe(false);
  });

  it.each([undefined, null, '', 'maybe', 2, -1, 'truthy'])('reads %p as nothing said', (value) => {
    expect(parseFlag(value)).toBeUndefined();
  });
});

describe('isEligibleForRelated', () => {
  it('keeps a plain published story', () => {
    expect(isEligibleForRelated(base)).toBe(true);
    expect(isEligibleForRelated({ id: 'b', title: 'No author fields at all' })).toBe(true);
  });

  const fakeFlags = ['isFake', 'fake', 'isFakeNews', 'flaggedAsFake', 'fakeNews'] as const;
  const yes = [true, 'true', '1', 'yes', 'y', 'Y', 1] as const;
  const no = [false, 'false', '0', 'no', 'n', 0] as const;

  it.each(fakeFlags.flatMap((flag) => yes.map((value) => [flag, value] as const)))(
    'drops a story flagged fake by %s = %p',
    (flag, value) => {
      expect(isEligibleForRelated({ ...base, [flag]: value })).toBe(false);
    },
  );

  it.each(fakeFlags.flatMap((flag) => no.map((value) => [flag, value] as const)))(
    'keeps a story whose %s is %p',
    (flag, value) => {
      expect(isEligibleForRelated({ ...base, [flag]: value })).toBe(true);
    },
  );

  it.each(['isPublished', 'published'] as const)('drops an unpublished story (%s)', (flag) => {
    for (const value of no) expect(isEligibleForRelated({ ...base, [flag]: value })).toBe(false);
    for (const value of yes) expect(isEligibleForRelated({ ...base, [flag]: value })).toBe(true);
  });

  it.each(['isVerified', 'verified', 'factChecked'] as const)(
    'drops a story marked unverified (%s)',
    (flag) => {
      for (const value of no) expect(isEligibleForRelated({ ...base, [flag]: value })).toBe(false);
      for (const value of yes) expect(isEligibleForRelated({ ...base, [flag]: value })).toBe(true);
    },
  );

  it.each(['rejected', 'blocked', 'hidden', 'Rejected', ' BLOCKED '])(
    'drops moderationStatus %p',
    (status) => {
      expect(isEligibleForRelated({ ...base, moderationStatus: status })).toBe(false);
    },
  );

  it('keeps other moderation states', () => {
    expect(isEligibleForRelated({ ...base, moderationStatus: 'approved' })).toBe(true);
    expect(isEligibleForRelated({ ...base, moderationStatus: null })).toBe(true);
  });

  it.each(['fake', 'rejected', 'failed', 'FAILED'])('drops verificationStatus %p', (status) => {
    expect(isEligibleForRelated({ ...base, verificationStatus: status })).toBe(false);
  });

  it('keeps a verified story', () => {
    expect(isEligibleForRelated({ ...base, verificationStatus: 'verified' })).toBe(true);
  });

  it.each(['draft', 'pending', 'rejected', 'Draft'])('drops status %p', (status) => {
    expect(isEligibleForRelated({ ...base, status })).toBe(false);
  });

  it('keeps status published', () => {
    expect(isEligibleForRelated({ ...base, status: 'published' })).toBe(true);
  });

  it('drops a story whose author fields are present but empty', () => {
    expect(isEligibleForRelated({ id: 'c', author: '' })).toBe(false);
    expect(isEligibleForRelated({ id: 'c', author: '   ', authorId: null })).toBe(false);
    expect(isEligibleForRelated({ id: 'c', authorId: '' })).toBe(false);
    expect(isEligibleForRelated({ id: 'c', author: null })).toBe(false);
  });

  it('keeps a story with either author field filled', () => {
    expect(isEligibleForRelated({ id: 'c', author: '', authorId: 'x' })).toBe(true);
    expect(isEligibleForRelated({ id: 'c', author: 'Ravi' })).toBe(true);
  });
});
