import type { ReactNode } from 'react';
import { NamespaceTexts } from '../../../lib/namespace-texts';

/** The transport pages' texts (namespace `transport`) load with the pages, not with `/`. */
export function TransportTexts({ children }: { children: ReactNode }) {
  return (
    <NamespaceTexts
      ns="transport"
      fallback={<div style={{ minHeight: '80vh' }} aria-busy="true" />}
    >
      {children}
    </NamespaceTexts>
  );
}
