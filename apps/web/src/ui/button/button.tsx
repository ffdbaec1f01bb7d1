import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

/** `primary`: filled, the one thing to do; `secondary`: outlined, beside it or on its own. */
export type ButtonVariant = 'primary' | 'secondary';

const classOf = (className?: string) =>
  className ? `${styles.button} ${className}` : (styles.button ?? '');

/** A button of the site's look, at least one tap high; an icon child takes 1.1em. */
export function Button({
  variant = 'secondary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={classOf(className)} data-variant={variant} {...props} />;
}

/** A link that looks like a Button. */
export function ButtonLink({
  variant = 'secondary',
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={classOf(className)} data-variant={variant} {...props} />;
}

/** A plain link (tel:, another site, a full page load) that looks like a Button. */
export function ButtonAnchor({
  variant = 'secondary',
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) {
  return <a className={classOf(className)} data-variant={variant} {...props} />;
}
