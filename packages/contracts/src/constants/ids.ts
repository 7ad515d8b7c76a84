/** Ids are 24 hexadecimal characters, time-ordered (the layout of a MongoDB ObjectId). */
export const OBJECT_ID_PATTERN = '^[0-9a-fA-F]{24}$';

const OBJECT_ID = new RegExp(OBJECT_ID_PATTERN);

/** Profile, author, story and notification ids are 24 hexadecimal characters. */
export function isObjectId(id: unknown): id is string {
  return typeof id === 'string' && OBJECT_ID.test(id);
}
