import type { HTMLAttributes } from 'react';
import styles from './chip.module.css';

/**
 * `primary`: a category or a code (blue); `quiet`: outlined, beside a primary one; `success`
 * and `neutral`: a state that is on (green) or off (grey).
 */
export type ChipTone = 'primary' | 'quiet' | 'success' | 'neutral';

type Props = HTMLAttributes<HTMLSpanElement> & {
  tone?: ChipTone;
  /** Fully rounded ends (a state rather than a category). */
  pill?: boolean;
  [data: `data-${string}`]: unknown;
};

/** A small chip in a line of text; its size follows the text, or the feature's `className`. */
export function Chip({ tone = 'primary', pill, className, ...props }: Props) {
  return (
    <span
      className={className ? `${styles.chip} ${className}` : styles.chip}
      data-tone={tone}
      data-pill={pill || undefined}
      {...props}
    />
  );
}
