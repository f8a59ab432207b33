export { Button, type ButtonProps, type ButtonVariant, type ButtonColor, type ButtonSize } from './Button.tsx';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink.tsx';
