import type { ReactNode } from 'react';
import { NamespaceTexts } from '../../../lib/namespace-texts';

/** The shop pages' texts (namespace `shops`) load with the pages, not with `/`. */
export function ShopTexts({ children }: { children: ReactNode }) {
  return (
    <NamespaceTexts ns="shops" fallback={<div style={{ minHeight: '80vh' }} aria-busy="true" />}>
      {children}
    </NamespaceTexts>
  );
}
