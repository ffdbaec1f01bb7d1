import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/**
 * A wide table's scrolling box: focusable and named, so keyboard users can scroll it sideways
 * on a tablet (axe: scrollable-region-focusable).
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={ui.tableBox} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
