import type { ReactNode } from 'react';
import { NamespaceTexts } from '../../../lib/namespace-texts';

/** The alert texts (namespace `alerts`) load with the panel and the pages, not with `/`. */
export const ALERTS_NS = 'alerts';

export function AlertsTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <NamespaceTexts ns={ALERTS_NS} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
