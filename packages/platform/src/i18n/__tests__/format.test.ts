import { formatRelativeTime } from '../format';

const now = new Date('2025-06-15T12:00:00Z').getTime();
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [44, 'just now'],
    [45, '1 minute ago'],
    [119, '1 minute ago'],
    [120, '2 minutes ago'],
    [59 * 60, '59 minutes ago'],
    [3600, '1 hour ago'],
    [5 * 3600 + 10, '5 hours ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, 'yesterday'],
    [47 * 3600, 'yesterday'],
    [2 * 86400, '2 days ago'],
    [6 * 86400 + 3600, '6 days ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('shows a localised date from a week on', () => {
    const date = new Date(now - 7 * 86400 * 1000);
    expect(formatRelativeTime(date, now)).toBe(
      date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
    );
  });

  it('accepts Date objects and timestamps', () => {
    expect(formatRelativeTime(new Date(now - 10_000), now)).toBe('just now');
    expect(formatRelativeTime(now - 3 * 60_000, now)).toBe('3 minutes ago');
  });

  it('reports missing and invalid dates', () => {
    expect(formatRelativeTime(undefined)).toBe('unknown time');
    expect(formatRelativeTime(null)).toBe('unknown time');
    expect(formatRelativeTime('')).toBe('unknown time');
    expect(formatRelativeTime('not a date')).toBe('invalid date');
  });
});
