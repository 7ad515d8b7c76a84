// How a wait is written inside a message ("23 seconds", "15 minutes", "2 hours", "1 day"), and
// read back out of one, so a server or a form can say it again in another language.

export const DURATION_UNITS = ['second', 'minute', 'hour', 'day'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** "1 second", "23 seconds": a whole amount of one unit, in English. */
export function durationText(amount: number, unit: DurationUnit): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

const DURATION = /^(\d+) (second|minute|hour|day)s?$/;

/** The amount and unit of a text `durationText` wrote; null for any other text. */
export function parseDurationText(text: string): { amount: number; unit: DurationUnit } | null {
  const match = DURATION.exec(text);
  if (!match) return null;
  return { amount: Number(match[1]), unit: match[2] as DurationUnit };
}
