import type { ReactNode } from 'react';
import { NamespaceTexts } from '../../../lib/namespace-texts';

/** The FAQ page's texts (namespace `faq`) load with the page, not with `/`. */
export function FaqTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <NamespaceTexts ns="faq" fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
