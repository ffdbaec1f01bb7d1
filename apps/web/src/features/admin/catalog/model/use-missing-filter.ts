import { useState } from 'react';
import { missingLanguages } from '../../shell/missing-languages';
import type { MissingChoice } from '../../shell/ui/missing-filter';

/**
 * A list's "missing French / Korean" choice, applied to the rows as loaded: `keeps(record)` says
 * whether a row stays in view.
 */
export function useMissingFilter() {
  const [missing, setMissing] = useState<MissingChoice>('');
  return {
    missing,
    setMissing,
    keeps: (record: unknown) => !missing || missingLanguages(record).includes(missing),
  };
}
