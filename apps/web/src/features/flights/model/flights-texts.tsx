import type { ReactNode } from 'react';
import { NamespaceTexts } from '../../../lib/namespace-texts';

/** The flight pages' texts (namespace `flights`) load with the pages, not with `/`. */
export const FLIGHTS_NS = 'flights';

/** Children once the flight texts are there; `fallback` (same size, no words) until then. */
export function FlightTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <NamespaceTexts ns={FLIGHTS_NS} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
