import type { ReactNode } from 'react';
import { NamespaceTexts } from '../../../lib/namespace-texts';

/** The check-in pages' texts (namespace `checkin`) load with the pages, not with `/`. */
export function CheckinTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <NamespaceTexts ns="checkin" fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
