import type { Migration } from 'kysely';
import * as m0001 from './0001-platform';

/**
 * Every migration, in order. Listed in code (not read from a folder) so the bundled server
 * carries them. Names are timestamp-prefixed and never change once landed.
 */
export const migrations: Record<string, Migration> = {
  '20261122-0001-platform': m0001,
};
