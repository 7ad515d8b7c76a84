import { Type, type Static } from '@sinclair/typebox';
import { OBJECT_ID_PATTERN } from './constants/ids';

/** Ids are 24 hexadecimal characters, time-ordered (the layout of a MongoDB ObjectId). */
export const ObjectId = Type.String({
  pattern: OBJECT_ID_PATTERN,
  description: '24 hexadecimal characters',
  examples: ['665f1c2a9b3e4d5f6a7b8c9d'],
});
export type ObjectId = Static<typeof ObjectId>;

/** Instants travel as ISO 8601 strings in UTC. */
export const IsoDateTime = Type.String({ format: 'date-time' });
export type IsoDateTime = Static<typeof IsoDateTime>;
