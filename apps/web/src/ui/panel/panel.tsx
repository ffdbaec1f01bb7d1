import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './panel.module.css';

type PanelProps<T extends ElementType> = { as?: T; className?: string } & Omit<
  ComponentPropsWithoutRef<T>,
  'as' | 'className'
>;

/**
 * A bordered card of content, its children one under another (a section of the member centre,
 * a check-in step's form): a `section` unless told otherwise.
 */
export function Panel<T extends ElementType = 'section'>({
  as,
  className,
  ...props
}: PanelProps<T>) {
  const Tag: ElementType = as ?? 'section';
  return <Tag className={className ? `${styles.panel} ${className}` : styles.panel} {...props} />;
}
