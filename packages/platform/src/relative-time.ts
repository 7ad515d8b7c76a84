const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How long ago, in words (spec 001 §4): 'just now' under 45 s, then minutes, hours,
 * 'yesterday', days under a week, then the date in the reader's locale.
 */
export function formatRelativeTime(
  date: string | number | Date | null | undefined,
  now: number | Date = Date.now(),
): string {
  if (date === null || date === undefined || date === '') return 'unknown time';
  const time = date instanceof Date ? date.getTime() : new Date(date).getTime();
  if (Number.isNaN(time)) return 'invalid date';
  const seconds = Math.floor((Number(now) - time) / 1000);

  if (seconds < 45) {
    // A little clock skew still reads as now; a real future date gets its date.
    if (seconds > -5 * MINUTE) return 'just now';
    return formatDate(time);
  }
  if (seconds < HOUR) return plural(Math.max(1, Math.floor(seconds / MINUTE)), 'minute');
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hour');
  if (seconds < 2 * DAY) return 'yesterday';
  if (seconds < 7 * DAY) return plural(Math.floor(seconds / DAY), 'day');
  return formatDate(time);
}

function formatDate(time: number): string {
  return new Date(time).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
