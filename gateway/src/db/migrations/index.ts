import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';

/** Every migration in order. Add a module beside this file and list it here; never edit one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};
