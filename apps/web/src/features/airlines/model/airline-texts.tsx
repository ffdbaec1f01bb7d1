import type { ReactNode } from 'react';
import { NamespaceTexts } from '../../../lib/namespace-texts';

/** The directory's texts live in the `flights` namespace, fetched on first use. */
export function AirlineTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <NamespaceTexts ns="flights" fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
