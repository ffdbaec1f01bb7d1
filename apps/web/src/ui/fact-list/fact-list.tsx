import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

/** A grid of short facts (hours, fare, phone): each a term above its value. */
export function FactList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={className ? `${styles.facts} ${className}` : styles.facts}>{children}</dl>;
}

/** One fact of a FactList. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
