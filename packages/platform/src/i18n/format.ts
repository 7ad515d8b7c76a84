// Dates, numbers and relative times in the interface locale, through Intl.

import { commonT } from './common';
import { i18n } from './i18n';

export type DateInput = string | number | Date | null | undefined;

function toTime(value: DateInput): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

const formatters = new Map<
  string,
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat
>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const key = `${kind}|${i18n.locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(i18n.locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date in the interface locale; '' for a missing or invalid one. */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(time);
}

/** A number in the interface locale (its digits and grouping). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function relative(value: number, unit: Intl.RelativeTimeFormatUnit, numeric: 'auto' | 'always') {
  return cached(
    'relative',
    { numeric },
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric }),
  ).format(value, unit);
}

/**
 * How long ago, in words (spec 001 §4): 'just now' under 45 s, then minutes, hours,
 * 'yesterday', days under a week, then the date, all in the interface locale.
 */
export function formatRelativeTime(date: DateInput, now: number | Date = Date.now()): string {
  if (date === null || date === undefined || date === '') return commonT('time.unknown');
  const time = toTime(date);
  if (Number.isNaN(time)) return commonT('time.invalid');
  const seconds = Math.floor((Number(now) - time) / 1000);

  if (seconds < 45) {
    // A little clock skew still reads as now; a real future date gets its date.
    if (seconds > -5 * MINUTE) return commonT('time.justNow');
    return formatDate(time);
  }
  if (seconds < HOUR)
    return relative(-Math.max(1, Math.floor(seconds / MINUTE)), 'minute', 'always');
  if (seconds < DAY) return relative(-Math.floor(seconds / HOUR), 'hour', 'always');
  if (seconds < 2 * DAY) return relative(-1, 'day', 'auto');
  if (seconds < 7 * DAY) return relative(-Math.floor(seconds / DAY), 'day', 'always');
  return formatDate(time);
}
