import {
  AI_MESSAGES,
  AUTH_MESSAGES,
  DRAFT_MESSAGES,
  HTTP_MESSAGES,
  MODERATION_MESSAGES,
  NOTIFICATION_MESSAGES,
  PREFERENCE_MESSAGES,
  READINESS_MESSAGES,
  SAVED_MESSAGES,
  SERVICE_MESSAGES,
  STORY_LANGUAGES,
  STORY_MESSAGES,
  USER_MESSAGES,
  aiWaitMessages,
  authWaitMessages,
  createMessageMatcher,
  durationText,
  emailChangeMessages,
  followMessages,
  notificationTexts,
  parseDurationText,
  storyWaitMessages,
} from '../constants';
import { MESSAGE_CATALOGUES } from '../i18n';

const en: Record<string, string> = MESSAGE_CATALOGUES.en;
const match = createMessageMatcher(en);

/** Every constant of messages a client can receive, under the group its keys start with. */
const STATIC_GROUPS: [string, Record<string, unknown>][] = [
  ['auth', AUTH_MESSAGES],
  ['users', USER_MESSAGES],
  ['stories', STORY_MESSAGES],
  ['saved', SAVED_MESSAGES],
  ['drafts', DRAFT_MESSAGES],
  ['moderation', MODERATION_MESSAGES],
  ['notifications', NOTIFICATION_MESSAGES],
  ['preferences', PREFERENCE_MESSAGES],
  ['ai', AI_MESSAGES],
  ['readiness', READINESS_MESSAGES],
  ['service', SERVICE_MESSAGES],
  ['http', HTTP_MESSAGES],
];

const STATIC_MESSAGES = STATIC_GROUPS.flatMap(([group, messages]) =>
  Object.entries(messages)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, text]) => [`${group}.${name}`, text] as const),
);

/** Each message written by a function: its output, the key it is, and the values it carries. */
const FUNCTION_CASES: [string, string, Record<string, string>][] = [
  [authWaitMessages.cooldown(23), 'auth.cooldown', { wait: '23 seconds' }],
  [authWaitMessages.cooldown(1), 'auth.cooldown', { wait: '1 second' }],
  [authWaitMessages.hourlyCap('15 minutes'), 'auth.hourlyCap', { wait: '15 minutes' }],
  [authWaitMessages.locked('2 hours'), 'auth.locked', { wait: '2 hours' }],
  [authWaitMessages.tooManyRequests('1 day'), 'auth.tooManyRequests', { wait: '1 day' }],
  [emailChangeMessages.codeSent('new@example.com'), 'users.codeSent', { email: 'new@example.com' }],
  [
    emailChangeMessages.codeResent('a.b@example.org'),
    'users.codeResent',
    { email: 'a.b@example.org' },
  ],
  [followMessages.followed('Asha Rao'), 'users.followed', { name: 'Asha Rao' }],
  [followMessages.alreadyFollowing('Ben'), 'users.alreadyFollowing', { name: 'Ben' }],
  [followMessages.unfollowed('Chen Li'), 'users.unfollowed', { name: 'Chen Li' }],
  [followMessages.notFollowing('Dee'), 'users.notFollowing', { name: 'Dee' }],
  [followMessages.dailyCap('3 hours'), 'users.dailyCap', { wait: '3 hours' }],
  [storyWaitMessages.tooManyStories(12), 'stories.tooManyStories', { wait: '12 seconds' }],
  [notificationTexts.follow('Asha Rao'), 'notifications.follow', { name: 'Asha Rao' }],
  [notificationTexts.unfollow('Ben'), 'notifications.unfollow', { name: 'Ben' }],
  [
    notificationTexts.published('Asha Rao', 'Rain at last'),
    'notifications.published',
    { name: 'Asha Rao', title: 'Rain at last' },
  ],
  [aiWaitMessages.tooManyRequests('40 minutes'), 'ai.tooManyRequests', { wait: '40 minutes' }],
  [SERVICE_MESSAGES.uploadsPerMember(1), 'service.uploadsPerMemberOne', {}],
  [SERVICE_MESSAGES.uploadsPerMember(3), 'service.uploadsPerMember', { limit: '3' }],
];

describe('the messages catalogue', () => {
  it.each(STATIC_MESSAGES)('English %s is the constant word for word', (key, text) => {
    expect(en[key]).toBe(text);
    // The matcher finds it (under this key, or another of the same words).
    const found = match(text);
    expect(found).not.toBeNull();
    expect(en[found!.key]).toBe(text);
    expect(found!.values).toEqual({});
  });

  it.each(FUNCTION_CASES)('matches "%s" to its key and values', (text, key, values) => {
    expect(match(text)).toEqual({ key, values });
  });

  it('has no key that no constant says', () => {
    const said = new Set([
      ...STATIC_MESSAGES.map(([key]) => key),
      ...FUNCTION_CASES.map(([, key]) => key),
    ]);
    expect(Object.keys(en).filter((key) => !said.has(key))).toEqual([]);
  });

  it('holds all ten languages, each with every key', () => {
    expect(Object.keys(MESSAGE_CATALOGUES).sort()).toEqual([...STORY_LANGUAGES].sort());
    for (const catalogue of Object.values(MESSAGE_CATALOGUES)) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    }
  });

  it('leaves any other text unmatched', () => {
    expect(match('Something else entirely')).toBeNull();
    expect(match('')).toBeNull();
  });
});

describe('durations in messages', () => {
  it('writes a whole amount of one unit, and reads it back', () => {
    expect(durationText(1, 'second')).toBe('1 second');
    expect(durationText(23, 'second')).toBe('23 seconds');
    expect(durationText(15, 'minute')).toBe('15 minutes');
    expect(durationText(2, 'hour')).toBe('2 hours');
    expect(durationText(1, 'day')).toBe('1 day');
    expect(parseDurationText('23 seconds')).toEqual({ amount: 23, unit: 'second' });
    expect(parseDurationText('1 day')).toEqual({ amount: 1, unit: 'day' });
    expect(parseDurationText('soon')).toBeNull();
    expect(parseDurationText('2 weeks')).toBeNull();
  });

  it('keeps the English of the waits the constants write', () => {
    expect(authWaitMessages.cooldown(1)).toBe('Please wait 1 second before requesting a new OTP.');
    expect(authWaitMessages.cooldown(23)).toBe(
      'Please wait 23 seconds before requesting a new OTP.',
    );
    expect(storyWaitMessages.tooManyStories(1)).toBe(
      'You are publishing too fast. Please wait 1 second.',
    );
    expect(SERVICE_MESSAGES.uploadsPerMember(1)).toBe(
      'You already have 1 upload in progress. Please wait for it to finish.',
    );
    expect(SERVICE_MESSAGES.uploadsPerMember(2)).toBe(
      'You already have 2 uploads in progress. Please wait for one to finish.',
    );
  });
});
