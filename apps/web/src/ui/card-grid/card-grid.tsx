import type { ElementType, HTMLAttributes } from 'react';
import styles from './card-grid.module.css';

type Props = HTMLAttributes<HTMLElement> & { as?: ElementType; [data: `data-${string}`]: unknown };

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** Cards side by side, as many as fit (a `ul` unless told otherwise). `data-stale` dims them. */
export function CardGrid({ as: Tag = 'ul', className, ...props }: Props) {
  return <Tag className={join(styles.grid, className)} {...props} />;
}

/** One card of a CardGrid (an `li` unless told otherwise); `aria-current` outlines it. */
export function Card({ as: Tag = 'li', className, ...props }: Props) {
  return <Tag className={join(styles.card, className)} {...props} />;
}
