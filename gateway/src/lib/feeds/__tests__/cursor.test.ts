import { decodeCursor, encodeCursor } from '../cursor';

describe('page cursor', () => {
  it('round-trips and stays opaque', () => {
    const cursor = { publishedAt: '2025-06-10T08:30:00.000Z', id: '6847ed5c0123456789abcdef' };
    const page = encodeCursor(cursor);
    expect(page).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(page)).toEqual(cursor);
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor('')).toBeNull();
  });

  it.each([
    'garbage',
    Buffer.from('["2025-06-10T08:30:00.000Z","zz"]').toString('base64url'),
    Buffer.from('["not a date","6847ed5c0123456789abcdef"]').toString('base64url'),
    Buffer.from('{"a":1}').toString('base64url'),
  ])('refuses %s', (page) => {
    expect(() => decodeCursor(page)).toThrow(/Invalid page/);
  });
});
