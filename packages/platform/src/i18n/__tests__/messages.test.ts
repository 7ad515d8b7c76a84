import { AUTH_MESSAGES, followMessages } from '@voices/contracts/constants';
import { activateLocale } from '../i18n';
import { localizeMessage } from '../messages';

afterEach(async () => {
  await activateLocale('en');
});

describe('localizeMessage', () => {
  it('leaves English, and text that is no spec message, as it is', async () => {
    expect(localizeMessage(AUTH_MESSAGES.emailInvalid)).toBe(AUTH_MESSAGES.emailInvalid);
    await activateLocale('hi');
    expect(localizeMessage('Something else entirely')).toBe('Something else entirely');
  });

  it('re-says a spec message, with its values, in the reader language', async () => {
    await activateLocale('hi');
    const invalid = localizeMessage(AUTH_MESSAGES.emailInvalid);
    expect(invalid).not.toBe(AUTH_MESSAGES.emailInvalid);
    expect(invalid).toMatch(/[\u0900-\u097F]/);
    const followed = localizeMessage(followMessages.followed('Asha Rao'));
    expect(followed).toContain('Asha Rao');
    expect(followed).toMatch(/[\u0900-\u097F]/);
    await activateLocale('ta');
    expect(localizeMessage(AUTH_MESSAGES.emailInvalid)).toMatch(/[\u0B80-\u0BFF]/);
  });
});
