import type { Locale, TerminalMap, TrafficMap } from '@can/contracts';
import type { Db } from '../../db/database';
import type { TerminalCode } from '../../reference/terminals';
import * as repo from './repo';
import { buildTerminalMap } from './terminal-map';
import { buildTrafficMap } from './traffic-map';

/** The terminal maps (with the shops seeded there) and the airport's traffic map. */
export function createMapService(db: Db) {
  return {
    async terminal(terminal: TerminalCode, locale: Locale): Promise<TerminalMap> {
      const shops = await repo.shopsOfTerminal(db, terminal);
      return buildTerminalMap(terminal, shops, locale);
    },

    traffic(locale: Locale): TrafficMap {
      return buildTrafficMap(locale);
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
