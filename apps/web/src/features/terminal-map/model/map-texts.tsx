import type { ReactNode } from 'react';
import { NamespaceTexts } from '../../../lib/namespace-texts';

/** The map pages' texts (namespace `maps`) load with the pages, not with `/`. */
export function MapTexts({ children }: { children: ReactNode }) {
  return (
    <NamespaceTexts ns="maps" fallback={<div style={{ minHeight: '80vh' }} aria-busy="true" />}>
      {children}
    </NamespaceTexts>
  );
}
