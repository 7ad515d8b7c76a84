import { isAccepted, normalizeBio, normalizeEmail, normalizeName } from '../user-input';

describe('user input', () => {
  it('normalizes addresses: trimmed, lower case', () => {
    expect(normalizeEmail('  Ada.Reader+news@Example.ORG ')).toBe('ada.reader+news@example.org');
    expect(normalizeEmail('ü@bücher.de')).toBe('ü@bücher.de');
    expect(normalizeEmail('a@xn--p1ai.xn--p1ai')).toBe('a@xn--p1ai.xn--p1ai');
  });

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'ada@@example.com',
    'a b@example.com',
    'ada@exa mple.com',
    'ada@example..com',
    'ada@-example.com',
    'ada,eve@example.com',
    '"ada"@example.com',
    '<ada@example.com>',
    'ada@example.com\nBcc: eve@example.com',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(250)}.com`,
  ])('refuses %j', (value) => {
    expect(normalizeEmail(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(normalizeEmail(undefined)).toBeNull();
    expect(normalizeEmail(42)).toBeNull();
  });

  it('trims names to 1–100 characters, collapsing white space', () => {
    expect(normalizeName('  Ada \n\t Lovelace ')).toEqual({ ok: true, value: 'Ada Lovelace' });
    expect(normalizeName('   ')).toEqual({ ok: false, problem: 'missing' });
    expect(normalizeName(undefined)).toEqual({ ok: false, problem: 'missing' });
    expect(normalizeName('😀'.repeat(100))).toEqual({ ok: true, value: '😀'.repeat(100) });
    expect(normalizeName('x'.repeat(101))).toEqual({ ok: false, problem: 'too-long' });
  });

  it('keeps line breaks in a bio of at most 500 characters', () => {
    expect(normalizeBio(' Line one\r\nLine two ')).toEqual({
      ok: true,
      value: 'Line one\nLine two',
    });
    expect(normalizeBio(undefined)).toEqual({ ok: true, value: '' });
    expect(normalizeBio('x'.repeat(501))).toEqual({ ok: false, problem: 'too-long' });
  });

  it('reads ticked boxes from JSON and forms', () => {
    for (const yes of [true, 'true', 'on', '1', 'yes', ' TRUE '])
      expect(isAccepted(yes)).toBe(true);
    for (const no of [false, 'false', 'off', '0', '', undefined, null, 1])
      expect(isAccepted(no)).toBe(false);
  });
});
