export { Button, ButtonAnchor, ButtonLink, type ButtonVariant } from './button';
