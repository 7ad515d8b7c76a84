import { ConfigError, loadConfig } from '../config';

describe('loadConfig: e-mail and sign-in', () => {
  it('leaves SMTP_URL, MAIL_FROM and AUTH_SECRET unset by default', () => {
    const config = loadConfig({}, '/srv/voices');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBeUndefined();
    expect(config.authSecret).toBeUndefined();
  });

  it('reads them', () => {
    const config = loadConfig(
      {
        SMTP_URL: 'smtps://voices:secret@mail.example.com:465',
        MAIL_FROM: 'Voices <news@example.com>',
        AUTH_SECRET: 'a'.repeat(64),
      },
      '/srv/voices',
    );
    expect(config.smtpUrl).toBe('smtps://voices:secret@mail.example.com:465');
    expect(config.mailFrom).toBe('Voices <news@example.com>');
    expect(config.authSecret).toBe('a'.repeat(64));
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL/],
    [{ SMTP_URL: 'mail.example.com:25' }, /SMTP_URL/],
    [{ AUTH_SECRET: 'too-short' }, /AUTH_SECRET/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env, '/srv/voices')).toThrow(ConfigError);
    expect(() => loadConfig(env, '/srv/voices')).toThrow(message);
  });
});
