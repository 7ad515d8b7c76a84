import {
  findValue,
  hasUnshowable,
  hasVisibleText,
  isNonFiniteNumber,
  isUnshowableString,
} from '../text-hygiene';

describe('text hygiene', () => {
  it('tells control characters and direction overrides from what text needs', () => {
    for (const bad of [
      '\u0000',
      'a\u0007b',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      '\u202e',
      '\u2067x',
    ]) {
      expect({ bad, refused: hasUnshowable(bad) }).toEqual({ bad, refused: true });
    }
    for (const good of [
      'plain',
      'tab\tand\nnew line\r\n',
      'رسالة \u200f مع علامة',
      'क्‍ष',
      'می‌خواهم',
      '👨‍👩‍👧',
      '<script>',
    ]) {
      expect({ good, refused: hasUnshowable(good) }).toEqual({ good, refused: false });
    }
  });

  it('finds text that shows nothing', () => {
    for (const blank of [
      '',
      ' ',
      '\u200b\u200c\u200d',
      '\u2060\ufeff',
      '\u3164\u115f',
      '\u2800',
      '\u0301',
    ]) {
      expect({ blank, visible: hasVisibleText(blank) }).toEqual({ blank, visible: false });
    }
    for (const text of ['a', '7', '!', '€', '😀', 'ಕ', '\u200bx']) {
      expect({ text, visible: hasVisibleText(text) }).toEqual({ text, visible: true });
    }
  });

  it('names the first bad value of a request part by its path', () => {
    expect(findValue({ a: 'x', b: ['ok', { c: 'n\u0000' }] }, isUnshowableString)).toBe('b.1.c');
    expect(findValue('\u0000', isUnshowableString)).toBe('');
    expect(findValue({ a: 1, b: [2, Infinity] }, isNonFiniteNumber)).toBe('b.1');
    expect(findValue({ a: 'fine', n: 3 }, isNonFiniteNumber)).toBeNull();
    expect(findValue(undefined, isUnshowableString)).toBeNull();
  });

  it('walks very deep values without running out of stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const path = findValue(deep, isUnshowableString);
    expect(path?.split('.')).toHaveLength(200_000);
  });
});
