import { randomBytes } from 'node:crypto';

// The layout of a MongoDB ObjectId: 4 bytes of seconds, 5 random bytes fixed per process and
// a 3-byte counter. Ids sort by creation time, and within one process strictly increase.
const processPart = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

const ID_PATTERN = /^[0-9a-f]{24}$/i;

export function newId(date: Date = new Date()): string {
  counter = (counter + 1) % 0x1000000;
  const seconds = Math.floor(date.getTime() / 1000);
  return (
    seconds.toString(16).padStart(8, '0').slice(-8) +
    processPart +
    counter.toString(16).padStart(6, '0')
  );
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** When the id was made, to the second. */
export function idTime(id: string): Date {
  return new Date(parseInt(id.slice(0, 8), 16) * 1000);
}
