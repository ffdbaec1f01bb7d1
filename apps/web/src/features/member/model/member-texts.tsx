import type { ReactNode } from 'react';
import { NamespaceTexts } from '../../../lib/namespace-texts';

/** The member pages' texts (namespace `member`) load with the pages, not with `/`. */
export const MEMBER_NS = 'member';

export function MemberTexts({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <NamespaceTexts ns={MEMBER_NS} fallback={fallback}>
      {children}
    </NamespaceTexts>
  );
}
